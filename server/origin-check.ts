/**
 * The origin a URL or an `Origin` header names, as browsers write it (scheme and host in lower case, no
 * default port, no path), or undefined when it names none (`null`, a bare host name, garbage). Both sides
 * of every origin comparison go through it, so `http://LOCALHOST:4000/` in ALLOWED_ORIGINS and the
 * `http://localhost:4000` a browser sends are one origin.
 */
export function originOf(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may come from a browser page of another site. React Router checks the origin of form
 * actions, but not of the JSON API, so the API checks it here: `Sec-Fetch-Site` when the browser sends it,
 * and `Origin` against the allow-list (an opaque `Origin: null` is never allowed).
 * Requests with neither header do not come from a browser page and cannot ride a visitor's session.
 */
export function isCrossOrigin(headers: Headers, allowedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  const sent = headers.get("origin");
  // An Origin that names no origin (`null`, garbage) is never an allowed one.
  const origin = sent === null ? undefined : (originOf(sent) ?? "null");
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
  const addressed = `${proto}://${host}`;
  return originOf(addressed) ?? addressed.toLowerCase();
}
