/**
 * A page is rendered for its query string read to a bound. Every link of a page reads the query again (a
 * page's language may be in `?lang=`), and React Router copies it for each loader: a 14 KB query string,
 * or 7,000 empty parameters, would be parsed hundreds of times in one render. No address of the site needs
 * more than a few parameters of a few hundred characters (`q` is read to 100, search-limits.ts).
 */
export const pageQueryLimits = {
  /** A query string up to this many characters is handed on untouched. */
  maxLength: 1_024,
  /** Past it, only the first parameters are kept… */
  maxParameters: 16,
  /** …each name and value cut to this many characters (still past the search's limit: it says it cut). */
  maxValueLength: 256,
} as const;

/**
 * The request a page is rendered for: the same, unless its query string is past `pageQueryLimits`. The
 * route manifest's (`manifestPath`) is left whole: it names every path the page links to, as many as it has.
 */
export function withBoundedQuery(request: Request, manifestPath: string): Request {
  const url = request.url;
  const at = url.indexOf("?");
  if (at === -1 || url.length - at - 1 <= pageQueryLimits.maxLength) return request;
  if (new URL(url).pathname === manifestPath) return request;
  // A body would have to be passed on as a stream: only reads (GET, HEAD) are rewritten.
  if (request.method !== "GET" && request.method !== "HEAD") return request;
  const kept = new URLSearchParams();
  let count = 0;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (count++ === pageQueryLimits.maxParameters) break;
    kept.append(
      name.slice(0, pageQueryLimits.maxValueLength),
      value.slice(0, pageQueryLimits.maxValueLength),
    );
  }
  const query = kept.toString();
  return new Request(`${url.slice(0, at)}${query ? `?${query}` : ""}`, request);
}
