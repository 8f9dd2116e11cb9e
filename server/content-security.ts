import { createHash, randomBytes } from "node:crypto";
import type { ConfiguredTools } from "../core/consent/tools.ts";
import {
  chatSources,
  googleTagSources,
  linkedinInsightSources,
  recaptchaSources,
  type VendorSources,
} from "../core/vendors/content-security.server.ts";

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** Where the configured tools' parts come from, by directive. */
export interface ThirdPartySources {
  script: string[];
  style: string[];
  img: string[];
  font: string[];
  connect: string[];
  frame: string[];
  media: string[];
  worker: string[];
}

/**
 * The exact sources the configured vendors need, each vendor's as the registry declares them
 * (core/vendors/content-security.server.ts): reCAPTCHA's, then Google Tag Manager's or gtag.js's, the
 * LinkedIn Insight Tag's and the chat vendor's, in that order. Nothing when none is configured.
 */
export function thirdPartySources({
  recaptcha = false,
  tools = {},
}: { recaptcha?: boolean; tools?: ConfiguredTools } = {}): ThirdPartySources {
  const vendors: VendorSources[] = [
    ...(recaptcha ? [recaptchaSources] : []),
    ...((tools.gtm ?? tools.ga4) ? [googleTagSources] : []),
    ...(tools.linkedin ? [linkedinInsightSources] : []),
    ...(tools.chat ? [chatSources(tools.chat)] : []),
  ];
  const all = (directive: keyof VendorSources) => vendors.flatMap((vendor) => vendor[directive] ?? []);
  return {
    script: all("script"),
    style: all("style"),
    img: all("img"),
    font: all("font"),
    connect: all("connect"),
    frame: all("frame"),
    media: all("media"),
    worker: all("worker"),
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
 * scripts by the hashes of what the build wrote (scripts/build/postbuild.ts); a page rendered for one request
 * names a nonce made for that response, so a script injected into it cannot run. No inline styles: React
 * sets styles through the DOM, which the policy does not restrict; only a configured chat vendor, which
 * injects style elements, brings `'unsafe-inline'` for styles.
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
  tools?: ConfiguredTools;
  /** `'sha256-…'` hashes or one `'nonce-…'`. */
  scriptSources: readonly string[];
}): string {
  const third = thirdPartySources({ recaptcha, tools });
  return [
    // Nothing is allowed unless a directive below names it.
    "default-src 'none'",
    withSources("script-src 'self'", [...scriptSources, ...third.script]),
    withSources("style-src 'self'", third.style),
    withSources("img-src 'self' data:", third.img),
    withSources("font-src 'self'", third.font),
    withSources("connect-src 'self'", third.connect),
    ...(third.media.length > 0 ? [withSources("media-src", third.media)] : []),
    ...(third.worker.length > 0 ? [withSources("worker-src", third.worker)] : []),
    "manifest-src 'self'",
    // reCAPTCHA v3 runs in an invisible frame of Google's; a chat vendor draws its window in frames.
    third.frame.length > 0 ? withSources("frame-src", third.frame) : "frame-src 'none'",
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
