import { queriesOf, type Lang, type PageId, type QueryName } from "./pages.ts";
import { languageOfSharedPath, pageOfPattern, type PageMatch, type Params } from "./paths.ts";

/** A page as its loader or action sees it. */
export interface PageRoute extends PageMatch {
  /** A query parameter of the request: only one the route table lists for the page (`queries`). */
  query(name: QueryName): string | null;
}

/**
 * The page and language of the route a loader or an action runs for. React Router gives them the pattern
 * it matched rather than the route's id, but every path of the table is a route of its own, so the
 * pattern names the route all the same (`/fitur/absensi`: featureTime, Indonesian). Where both languages
 * share the path, the parameters or `?lang=` say the language.
 */
export function pageRoute(args: { pattern: string; params: Params; url: URL }): PageRoute {
  const route = pageOfPattern(args.pattern);
  if (!route) throw new Error(`No page of the route table has the pattern ${args.pattern}`);
  const { pageId } = route;
  return {
    pageId,
    lang: route.lang ?? languageOfSharedPath(pageId, args.params, args.url.search),
    params: args.params,
    query(name) {
      // Unlisted, the server would answer the query with the page's prerendered file, never asking here.
      if (!queriesOf(pageId).includes(name)) {
        throw new Error(`${pageId} reads ?${name}= but the route table does not list it in its queries`);
      }
      return args.url.searchParams.get(name);
    },
  };
}

/**
 * The page and language of the route a meta function runs for, read from its route id (`featureTime.id`:
 * featureTime, Indonesian; see routeId). Kept apart from pageRoute, which only the server needs, and small:
 * meta functions run in the browser too.
 */
export function pageMatch({
  matches,
  params,
  location,
}: {
  matches: ReadonlyArray<{ id: string } | undefined>;
  params: Params;
  location: { search: string };
}): PageMatch {
  // A meta function's own route is the last match: a page, as no page has child routes.
  const [pageId, lang] = (matches.at(-1)?.id ?? "").split(".") as [PageId, Lang | undefined];
  return { pageId, lang: lang ?? languageOfSharedPath(pageId, params, location.search), params };
}
