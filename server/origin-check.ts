/**
 * Whether a request may come from a browser page of another site. React Router checks the origin of form
 * actions, but not of the JSON API, so the API checks it here: `Sec-Fetch-Site` when the browser sends it,
 * and `Origin` against the allow-list (an opaque `Origin: null` is never allowed).
 * Requests with neither header do not come from a browser page and cannot ride a visitor's session.
 */
export function isCrossOrigin(headers: Headers, allowedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  const origin = headers.get("origin")?.toLowerCase();
  // A browser marks a page of another origin `cross-site` or `same-site`, also when that origin is one we
  // allow: then the Origin it sends decides. Without an allowed Origin, any other value is refused.
  if (fetchSite && fetchSite !== "same-origin") return origin === undefined || !allowedOrigins.has(origin);
  if (origin === undefined) return false;
  return !allowedOrigins.has(origin);
}

/**
 * The origin this request was addressed to, as the visitor's browser saw it: as the proxy says, when a
 * trusted proxy sent it (server/client-ip.ts, sentByTrustedProxy).
 */
export function requestOrigin(request: Request, fromTrustedProxy: boolean): string {
  const url = new URL(request.url);
  const forwardedProto = fromTrustedProxy
    ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim()
    : undefined;
  const forwardedHost = fromTrustedProxy
    ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim()
    : undefined;
  const proto = forwardedProto ?? url.protocol.replace(":", "");
  const host = forwardedHost ?? request.headers.get("host") ?? url.host;
  return `${proto}://${host}`.toLowerCase();
}
