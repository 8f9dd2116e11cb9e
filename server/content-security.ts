import { createHash, randomBytes } from "node:crypto";
import type { AnalyticsTools } from "../app/consent/tools.ts";

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** Where reCAPTCHA v3's script and its parts come from, when a site key is configured. */
const recaptchaOrigins = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/** Where a tool's parts come from, by directive. */
export interface ThirdPartySources {
  script: string[];
  img: string[];
  connect: string[];
}

/** Google Analytics' collection hosts (its regional endpoints are under analytics.google.com). */
const googleAnalyticsHosts = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/**
 * The exact hosts the configured tools need, from the vendors' CSP guides: Google Tag Manager and gtag.js
 * load from www.googletagmanager.com and send to Google Analytics; the LinkedIn Insight Tag loads from
 * snap.licdn.com and sends to px.ads.linkedin.com. Nothing when no tool is configured.
 */
export function thirdPartySources(tools: AnalyticsTools = {}): ThirdPartySources {
  const google = Boolean(tools.gtm ?? tools.ga4);
  const linkedin = Boolean(tools.linkedin);
  return {
    script: [
      ...(google ? ["https://www.googletagmanager.com"] : []),
      ...(linkedin ? ["https://snap.licdn.com"] : []),
    ],
    img: [...(google ? googleAnalyticsHosts : []), ...(linkedin ? ["https://px.ads.linkedin.com"] : [])],
    connect: [...(google ? googleAnalyticsHosts : []), ...(linkedin ? ["https://px.ads.linkedin.com"] : [])],
  };
}

const withSources = (directive: string, sources: readonly string[]) => [directive, ...sources].join(" ");

/** The SHA-256 sources of the inline scripts a document carries, for its policy's `script-src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** A fresh nonce for one server-rendered response. */
export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The Content-Security-Policy of an HTML document: scripts only from this origin plus the inline scripts
 * named in `scriptSources`. A prerendered page is the same file for every visitor, so it names its inline
 * scripts by the hashes of what the build wrote (scripts/postbuild.ts); a page rendered for one request
 * names a nonce made for that response, so a script injected into it cannot run. No inline styles: React
 * sets styles through the DOM, which the policy does not restrict.
 */
export function contentSecurityPolicy({
  https,
  recaptcha = false,
  tools,
  scriptSources,
}: {
  https: boolean;
  recaptcha?: boolean;
  /** The analytics and conversion tools configured (each loads only after consent, but from these hosts). */
  tools?: AnalyticsTools;
  /** `'sha256-…'` hashes or one `'nonce-…'`. */
  scriptSources: readonly string[];
}): string {
  const third = thirdPartySources(tools);
  return [
    // Nothing is allowed unless a directive below names it.
    "default-src 'none'",
    withSources("script-src 'self'", [
      ...scriptSources,
      ...(recaptcha ? recaptchaOrigins : []),
      ...third.script,
    ]),
    "style-src 'self'",
    withSources("img-src 'self' data:", third.img),
    "font-src 'self'",
    withSources("connect-src 'self'", [...(recaptcha ? ["https://www.google.com"] : []), ...third.connect]),
    "manifest-src 'self'",
    // reCAPTCHA v3 runs in an invisible frame of Google's.
    `frame-src ${recaptcha ? "https://www.google.com" : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every response carries. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
