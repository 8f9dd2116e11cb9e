/**
 * The route of a request, as the metrics and the request log name it: the pattern of the page from the
 * route table (`/blog/:category/:id`), the API's path, or `other`. Never the raw path: an article's slug, a
 * download's token or a scanner's made-up URL would each start a new time series (docs/operations.md#metrics).
 */
import { matchPath } from "react-router";
import { routeDefinitions } from "../core/routing/derive.ts";
import { assetsPrefix, downloadsPrefix, serverEndpoints } from "../core/routing/endpoints.ts";

/** What is not a route of the site: a 404, a scanner's guess. */
export const otherRoute = "other";

/** A download's route: its path carries a secret token. */
const downloadRoute = `${downloadsPrefix}:token`;

/** Every hashed file of the build is one route. */
const assetsRoute = `${assetsPrefix}*`;

/** Routes whose path carries a secret: the request log shows their pattern, never the path. */
export const secretRoutes: ReadonlySet<string> = new Set([downloadRoute]);

/** Every pattern of the route table: pages, their aliases, and the files. */
const routePatterns: ReadonlySet<string> = new Set(routeDefinitions.map((route) => route.path));

/**
 * Whether a path opens a pattern with parameters, as React Router matches it, but stricter: a path with a
 * trailing slash is redirected before it reaches a page (server/app.ts), and a path in other letters is
 * another path, so neither is named after the page.
 */
function matches(pattern: string, path: string): boolean {
  if (path.length > 1 && path.endsWith("/")) return false;
  return matchPath({ path: pattern, caseSensitive: true, end: true }, path) !== null;
}

/**
 * Names the route of a path (without its query). Paths without parameters are looked up in a map; the
 * few patterns with parameters are tried in order after them, as React Router prefers static routes.
 * `files`: the built files, of which those outside the route table (`/favicon.svg`) are routes too.
 */
export function routeLabeller(files: Iterable<string> = []): (path: string) => string {
  const exact = new Set<string>(serverEndpoints);
  const withParams: string[] = [];
  for (const pattern of routePatterns) {
    if (pattern.includes(":")) withParams.push(pattern);
    else exact.add(pattern);
  }

  const label = (path: string): string => {
    if (exact.has(path)) return path;
    if (path.startsWith(assetsPrefix)) return assetsRoute;
    // Any path below the prefix, as a token may hold what a pattern would not take for one segment.
    if (path.startsWith(downloadsPrefix) && path.length > downloadsPrefix.length) return downloadRoute;
    return withParams.find((pattern) => matches(pattern, path)) ?? otherRoute;
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
