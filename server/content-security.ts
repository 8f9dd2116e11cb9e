import { createHash, randomBytes } from "node:crypto";
import type { ChatSettings } from "../core/chat/chat-providers.ts";
import type { ConfiguredTools } from "../core/consent/tools.ts";

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** Where reCAPTCHA v3's script and its parts come from, when a site key is configured. */
const recaptchaOrigins = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

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
 * Google Analytics' collection hosts, as Google's CSP guide for GA4 lists them: the wildcard covers
 * www.google-analytics.com, and its regional endpoints are under analytics.google.com. Every byte of the
 * policy travels in each page's first round trip, so no host is named twice.
 */
const googleAnalyticsHosts = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/**
 * What each chat vendor's widget needs, from the vendors' CSP guides. Every one injects its styles at run
 * time (colours set in the vendor's dashboard), hence `'unsafe-inline'` for styles, and only for styles,
 * when a chat is configured.
 */
function chatSources(chat: ChatSettings): Partial<ThirdPartySources> {
  switch (chat.provider) {
    case "tawk":
      return {
        script: ["https://*.tawk.to", "https://cdn.jsdelivr.net"],
        style: ["'unsafe-inline'", "https://*.tawk.to", "https://fonts.googleapis.com"],
        img: [
          "https://*.tawk.to",
          "https://cdn.jsdelivr.net",
          "https://tawk.link",
          "https://s3.amazonaws.com",
        ],
        font: ["https://*.tawk.to", "https://fonts.gstatic.com"],
        connect: ["https://*.tawk.to", "wss://*.tawk.to"],
        frame: ["https://*.tawk.to"],
        media: ["https://*.tawk.to"],
      };
    case "crisp":
      return {
        script: ["https://*.crisp.chat"],
        style: ["'unsafe-inline'", "https://*.crisp.chat"],
        img: ["https://*.crisp.chat"],
        font: ["https://*.crisp.chat"],
        connect: ["https://*.crisp.chat", "wss://*.relay.crisp.chat"],
        frame: ["https://*.crisp.chat"],
        media: ["https://*.crisp.chat"],
        // Crisp runs short-lived workers from blob: URLs it fetched from its own host.
        worker: ["blob:", "https://*.crisp.chat"],
      };
    case "chatwoot": {
      const server = new URL(chat.url);
      const origin = server.origin;
      const socket = `${server.protocol === "https:" ? "wss:" : "ws:"}//${server.host}`;
      return {
        script: [origin],
        style: ["'unsafe-inline'"],
        img: [origin],
        connect: [origin, socket],
        frame: [origin],
      };
    }
  }
}

/**
 * The exact hosts the configured tools need, from the vendors' CSP guides: Google Tag Manager and gtag.js
 * load from www.googletagmanager.com and send to Google Analytics; the LinkedIn Insight Tag loads from
 * snap.licdn.com and sends to px.ads.linkedin.com; a chat vendor's as above. Nothing when no tool is
 * configured.
 */
export function thirdPartySources(tools: ConfiguredTools = {}): ThirdPartySources {
  const google = Boolean(tools.gtm ?? tools.ga4);
  const linkedin = Boolean(tools.linkedin);
  const chat = tools.chat ? chatSources(tools.chat) : {};
  return {
    script: [
      ...(google ? ["https://www.googletagmanager.com"] : []),
      ...(linkedin ? ["https://snap.licdn.com"] : []),
      ...(chat.script ?? []),
    ],
    style: chat.style ?? [],
    img: [
      ...(google ? googleAnalyticsHosts : []),
      ...(linkedin ? ["https://px.ads.linkedin.com"] : []),
      ...(chat.img ?? []),
    ],
    font: chat.font ?? [],
    connect: [
      ...(google ? googleAnalyticsHosts : []),
      ...(linkedin ? ["https://px.ads.linkedin.com"] : []),
      ...(chat.connect ?? []),
    ],
    frame: chat.frame ?? [],
    media: chat.media ?? [],
    worker: chat.worker ?? [],
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
  const third = thirdPartySources(tools);
  const frames = [...(recaptcha ? ["https://www.google.com"] : []), ...third.frame];
  return [
    // Nothing is allowed unless a directive below names it.
    "default-src 'none'",
    withSources("script-src 'self'", [
      ...scriptSources,
      ...(recaptcha ? recaptchaOrigins : []),
      ...third.script,
    ]),
    withSources("style-src 'self'", third.style),
    withSources("img-src 'self' data:", third.img),
    withSources("font-src 'self'", third.font),
    withSources("connect-src 'self'", [...(recaptcha ? ["https://www.google.com"] : []), ...third.connect]),
    ...(third.media.length > 0 ? [withSources("media-src", third.media)] : []),
    ...(third.worker.length > 0 ? [withSources("worker-src", third.worker)] : []),
    "manifest-src 'self'",
    // reCAPTCHA v3 runs in an invisible frame of Google's; a chat vendor draws its window in frames.
    frames.length > 0 ? withSources("frame-src", frames) : "frame-src 'none'",
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
