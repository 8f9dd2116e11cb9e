/**
 * The route of a request, as the metrics and the request log name it: the pattern of the page from the
 * route table (`/blog/:category/:id`), the API's path, or `other`. Never the raw path: an article's slug, a
 * download's token or a scanner's made-up URL would each start a new time series (docs/operations.md#metrics).
 */
import { consentApiPath } from "../core/consent/consent-state.ts";
import { newsletterApiPath } from "../core/newsletter/newsletter-api.ts";
import { downloadsPrefix } from "../core/leads/download-path.ts";
import { routeDefinitions } from "../core/routing/derive.ts";

/** What is not a route of the site: a 404, a scanner's guess. */
export const otherRoute = "other";

/** Paths the server answers itself, outside the route table. */
export const serverRoutes = ["/healthz", "/readyz", "/metrics", newsletterApiPath, consentApiPath] as const;

/** Routes whose path carries a secret: the request log shows their pattern, never the path. */
export const secretRoutes: ReadonlySet<string> = new Set([`${downloadsPrefix}:token`]);

/** Every pattern of the route table: pages, their aliases, and the files. */
const routePatterns: ReadonlySet<string> = new Set(routeDefinitions.map((route) => route.path));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A React Router pattern as a regular expression: `:name` is one segment, `:name?` an optional one. */
function patternExpression(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      return `/${escape(segment)}`;
    })
    .join("");
  return new RegExp(`^${body || "/"}$`);
}

/**
 * Names the route of a path (without its query). Paths without parameters are looked up in a map; the
 * few patterns with parameters are tried in order after them, as React Router prefers static routes.
 * `files`: the built files, of which those outside the route table (`/favicon.svg`) are routes too.
 */
export function routeLabeller(files: Iterable<string> = []): (path: string) => string {
  const exact = new Set<string>(serverRoutes);
  const withParams: Array<{ pattern: string; expression: RegExp }> = [];
  for (const pattern of routePatterns) {
    if (pattern.includes(":")) withParams.push({ pattern, expression: patternExpression(pattern) });
    else exact.add(pattern);
  }

  const label = (path: string): string => {
    if (exact.has(path)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith(downloadsPrefix) && path.length > downloadsPrefix.length) {
      return `${downloadsPrefix}:token`;
    }
    for (const { pattern, expression } of withParams) if (expression.test(path)) return pattern;
    return otherRoute;
  };

  const labelled = (path: string): string => {
    // React Router's data requests: `/pricing.data` for `/pricing`, `/_.data` for `/`; the build writes
    // them for the route table's files too (`/sitemap.xml.data`).
    if (path.endsWith(".data")) {
      const page = path === "/_.data" ? "/" : path.slice(0, -".data".length);
      const route = label(page);
      if (!routePatterns.has(route)) return otherRoute;
      return route === "/" ? "/_.data" : `${route}.data`;
    }
    return label(path);
  };
  for (const file of files) if (!file.endsWith(".data") && labelled(file) === otherRoute) exact.add(file);
  return labelled;
}
