import { isBuilt, languages, pages, pageIds, type PageEntry, type PageId } from "./pages.ts";

/** Pages that have a route module, i.e. are live on the site. */
export function builtPageIds(): PageId[] {
  return pageIds.filter(isBuilt);
}

function pathsOf(entry: PageEntry): string[] {
  const aliases = Object.values(entry.aliases ?? {}).flat();
  return [...new Set([...languages.map((lang) => entry.paths[lang]), ...aliases])];
}

/** Paths a page is reachable at, with route ids that are unique per path (`home.en`, `home.en.1`). */
export function routeDefinitions(): Array<{ id: string; path: string; module: string }> {
  return builtPageIds().flatMap((pageId) => {
    const entry: PageEntry = pages[pageId];
    const module = entry.module as string;
    const canonical = languages.map((lang) => entry.paths[lang]);
    const shared = canonical[0] === canonical[1];
    const main = (shared ? [canonical[0] as string] : canonical).map((path, i) => ({
      id: shared ? pageId : `${pageId}.${languages[i]}`,
      path,
      module,
    }));
    const aliases = Object.entries(entry.aliases ?? {}).flatMap(([lang, list]) =>
      (list ?? []).map((path, i) => ({ id: `${pageId}.${lang}.alias${i + 1}`, path, module })),
    );
    return [...main, ...aliases];
  });
}

/** Resource routes that are files, not pages; derived from the same table at build. */
export const fileRoutes = [
  { id: "sitemap", path: "sitemap.xml", module: "routes/sitemap.ts" },
  { id: "robots", path: "robots.txt", module: "routes/robots.ts" },
] as const;

/** Matches what nothing else does, so the root loader (and its dictionary) runs for the 404 page too. */
export const notFoundRoute = { id: "not-found", path: "*", module: "routes/not-found.tsx" } as const;

/** Every static path to prerender: all built pages without parameters, plus the files. */
export function prerenderPaths(): string[] {
  const pagePaths = builtPageIds()
    .flatMap((pageId) => pathsOf(pages[pageId]))
    .filter((path) => !path.includes(":"));
  return [...pagePaths, ...fileRoutes.map((file) => `/${file.path}`)];
}
