import { sceneKeys, scenePath } from "../components/art/scenes/scenes.ts";
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

/** Whether a page's path has a parameter it cannot do without (a content item's page). */
export function needsParams(pageId: PageId): boolean {
  return /:\w+(\/|$)/.test(pages[pageId].paths.en);
}

/** Resource routes that are files, not pages; derived from the same table at build. */
export const fileRoutes = [
  { id: "sitemap", path: "sitemap.xml", module: "routes/sitemap.ts" },
  { id: "robots", path: "robots.txt", module: "routes/robots.ts" },
  // Files of the content collections, prerendered from the list the content gives (collectionPaths):
  // a case study's `logo_img` and `banner_img`, the portrait of the person it quotes, an article's
  // cover, the blog's feed per language, the words the search box loads.
  {
    id: "case-study-image",
    path: "case-studies/:key/:file",
    module: "routes/case-study-image.ts",
    byContent: true,
  },
  { id: "avatar", path: "avatars/:file", module: "routes/avatar.ts", byContent: true },
  { id: "blog-cover", path: "blog-covers/:file", module: "routes/blog-cover.ts", byContent: true },
  // The drawn scenes of the home, feature and about pages: one file per scene, listed here.
  { id: "scene", path: "scenes/:file", module: "routes/scene.ts", files: sceneKeys.map(scenePath) },
  { id: "blog-rss-en", path: "blog/rss.xml", module: "routes/blog-rss.ts", byContent: true },
  { id: "blog-rss-id", path: "blog/rss-id.xml", module: "routes/blog-rss.ts", byContent: true },
  { id: "search-documents", path: "search/:file", module: "routes/search-documents.ts", byContent: true },
] as const;

/** Matches what nothing else does, so the root loader (and its dictionary) runs for the 404 page too. */
export const notFoundRoute = { id: "not-found", path: "*", module: "routes/not-found.tsx" } as const;

/** Every static path to prerender: all built pages without parameters, plus the files the table lists. */
export function prerenderPaths(): string[] {
  const pagePaths = builtPageIds()
    .flatMap((pageId) => pathsOf(pages[pageId]))
    // A page with an optional parameter (`/blog/:category?`) is a page without it too.
    .map((path) => path.replace(/\/:\w+\?/g, "") || "/")
    .filter((path) => !path.includes(":"));
  const filePaths = fileRoutes.flatMap((file) => {
    if ("files" in file) return file.files;
    return "byContent" in file ? [] : [`/${file.path}`];
  });
  return [...pagePaths, ...filePaths];
}
