import { createHash } from "node:crypto";

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** Where reCAPTCHA v3's script and its parts come from, when a site key is configured. */
const recaptchaOrigins = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/**
 * The Content-Security-Policy of an HTML document: scripts only from this origin plus the exact inline
 * scripts the document carries, by hash. Prerendered pages cannot carry a per-visitor nonce, so hashes
 * are the only strict choice that works for static files and server renders alike.
 */
export function contentSecurityPolicy(
  html: string,
  { https, recaptcha = false }: { https: boolean; recaptcha?: boolean },
): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...(recaptcha ? recaptchaOrigins : [])].join(" ")}`.trim(),
    "style-src 'self'",
    // React sets a few style attributes (the progress bar's width).
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${recaptcha ? " https://www.google.com" : ""}`,
    // reCAPTCHA v3 runs in an invisible frame of Google's.
    `frame-src ${recaptcha ? "https://www.google.com" : "'none'"}`,
    "object-src 'none'",
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
