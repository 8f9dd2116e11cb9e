import {
  fileIds,
  files,
  languages,
  pages,
  pageIds,
  type FileEntry,
  type FileId,
  type Lang,
  type PageEntry,
  type PageId,
  type QueryName,
  queriesOf,
} from "./pages.ts";

/**
 * The id of a route of the table: its page's or file's id, then the language of its path unless both
 * languages share it, then which alias it is: `home.en`, `home.en.alias1`, `conversionWa`, `blogFeed.id`.
 * A meta function reads its page and language back from it (pageMatch).
 */
function routeId(tableId: string, lang?: Lang, alias?: number): string {
  return [tableId, lang, alias === undefined ? undefined : `alias${alias}`].filter(Boolean).join(".");
}

/** One registration of routes.ts: a path of a page or a file, with its route module. */
export interface RouteDefinition {
  /** Unique per path (see routeId). */
  id: string;
  path: string;
  module: string;
}

/** A path per language, or one path under the table's own id where both languages share it. */
function ownPaths(id: string, paths: Record<Lang, string>, module: string): RouteDefinition[] {
  if (paths.en === paths.id) return [{ id: routeId(id), path: paths.en, module }];
  return languages.map((lang) => ({ id: routeId(id, lang), path: paths[lang], module }));
}

function pageDefinitions(pageId: PageId): RouteDefinition[] {
  const { paths, aliases, module }: PageEntry = pages[pageId];
  return [
    ...ownPaths(pageId, paths, module),
    ...Object.entries(aliases ?? {}).flatMap(([lang, list]) =>
      (list ?? []).map((path, i) => ({ id: routeId(pageId, lang as Lang, i + 1), path, module })),
    ),
  ];
}

function fileDefinitions(fileId: FileId): RouteDefinition[] {
  const { path, module }: FileEntry = files[fileId];
  return ownPaths(fileId, typeof path === "string" ? { en: path, id: path } : path, module);
}

/** Every path of the table, pages then files, with route ids that are unique per path. */
export const routeDefinitions: readonly RouteDefinition[] = [
  ...pageIds.flatMap(pageDefinitions),
  ...fileIds.flatMap(fileDefinitions),
];

/** Whether a page's path has a parameter it cannot do without (a content item's page). */
export function needsParams(pageId: PageId): boolean {
  return /:\w+(\/|$)/.test(pages[pageId].paths.en);
}

/** The files of the table whose path has parameters: the build asks the content which files they are. */
export type FileWithParams = {
  [Id in FileId]: (typeof files)[Id]["path"] extends `${string}:${string}` ? Id : never;
}[FileId];

/** Matches what nothing else does, so the root loader (and its dictionary) runs for the 404 page too. */
export const notFoundRoute = { id: "not-found", path: "*", module: "routes/not-found.tsx" } as const;

/**
 * Query parameters that change what some page shows: a request with one of them is rendered, not answered
 * with the page's prerendered file (server/app.ts).
 */
export const renderedQueries: readonly QueryName[] = [...new Set(pageIds.flatMap(queriesOf))];

/** Every static path to prerender: all pages without parameters, plus the files without parameters. */
export function prerenderPaths(): string[] {
  return (
    routeDefinitions
      // A page with an optional parameter (`/blog/:category?`) is a page without it too.
      .map((route) => route.path.replace(/\/:\w+\?/g, "") || "/")
      .filter((path) => !path.includes(":"))
  );
}
