import { generatePath, matchPath } from "react-router";
import { defaultLang, languages, pages, pageIds, type Lang, type PageId } from "./pages.ts";
import { categoryBySlug } from "../../content/blog/categories.ts";
import { slugTwins } from "./slug-twins.ts";

export type Params = Record<string, string | undefined>;

export interface PageMatch {
  pageId: PageId;
  lang: Lang;
  params: Params;
}

/**
 * A page whose two languages share one path carries its language in `?lang=` (the conversion page,
 * docs/product.md), unless its parameters carry it (see languageOfParams).
 */
export function isSharedPath(pageId: PageId): boolean {
  return pages[pageId].paths.en === pages[pageId].paths.id;
}

function langParam(search: string): Lang | undefined {
  const value = new URLSearchParams(search).get("lang");
  return languages.find((lang) => lang === value);
}

/**
 * Pages whose languages share a path but whose parameters carry the language: a blog category or
 * article is in the language of its category's slug (`/blog/tips-hr` is Indonesian).
 */
function languageOfParams(pageId: PageId, params: Params): Lang | undefined {
  if ((pageId === "blog" || pageId === "blogArticle") && params.category) {
    return categoryBySlug(params.category)?.lang;
  }
  return undefined;
}

/** Every path pattern with the language it belongs to; canonical paths first, aliases after. */
const patterns: Array<{ pageId: PageId; lang: Lang; pattern: string }> = pageIds.flatMap((pageId) => {
  const entry = pages[pageId];
  const aliases: Partial<Record<Lang, readonly string[]>> = "aliases" in entry ? entry.aliases : {};
  return languages.flatMap((lang) => [
    { pageId, lang, pattern: entry.paths[lang] },
    ...(aliases[lang] ?? []).map((pattern) => ({ pageId, lang, pattern })),
  ]);
});

/** Which page, language and parameters a path opens, or null when it opens none. */
export function matchPage(pathname: string, search = ""): PageMatch | null {
  // Static patterns win over patterns with parameters (`/blog/:category?` must not swallow a twin).
  for (const withParams of [false, true]) {
    for (const { pageId, lang, pattern } of patterns) {
      if (pattern.includes(":") !== withParams) continue;
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (!match) continue;
      const shared = isSharedPath(pageId);
      const pathLang = shared ? (languageOfParams(pageId, match.params) ?? langParam(search)) : lang;
      return { pageId, lang: pathLang ?? defaultLang, params: match.params };
    }
  }
  return null;
}

/**
 * First path segment → language, from every path of the table whose segment is not shared
 * (docs/product.md, Language of a path).
 */
export const segmentLanguages: ReadonlyMap<string, Lang> = (() => {
  const map = new Map<string, Lang>();
  for (const { pageId, lang, pattern } of patterns) {
    const segment = pattern.split("/")[1];
    if (!segment || segment.startsWith(":") || isSharedPath(pageId)) continue;
    map.set(segment, lang);
  }
  return map;
})();

/** The language of any path: the page's language, else its first segment's, else English. */
export function languageOf(pathname: string, search = ""): Lang {
  const match = matchPage(pathname, search);
  if (match) return match.lang;
  const segment = pathname.split("/")[1] ?? "";
  return segmentLanguages.get(segment) ?? langParam(search) ?? defaultLang;
}

function translateParams(pageId: PageId, params: Params, from: Lang, to: Lang): Params {
  const twins = slugTwins[pageId];
  if (!twins || from === to) return params;
  const index = { en: 0, id: 1 } as const;
  const translated: Params = {};
  for (const [key, value] of Object.entries(params)) {
    const pair = twins.find((twin) => twin[index[from]] === value);
    translated[key] = pair ? pair[index[to]] : value;
  }
  return translated;
}

/** The path of a page in a language. Shared paths get `?lang=id` for Indonesian. */
export function pathTo(pageId: PageId, lang: Lang, params: Params = {}): string {
  const path = generatePath(pages[pageId].paths[lang], params);
  const carried = languageOfParams(pageId, params) !== undefined;
  return isSharedPath(pageId) && lang !== defaultLang && !carried ? `${path}?lang=${lang}` : path;
}

/** Where the language switch leads from a path: the same page in the other language, else that home. */
export function switchTarget(pathname: string, search: string, to: Lang): string {
  const match = matchPage(pathname, search);
  if (!match) return pathTo("home", to);
  return pathTo(match.pageId, to, translateParams(match.pageId, match.params, match.lang, to));
}

/** The canonical path of each language version of the page at a path, for canonical and hreflang links. */
export function alternatePaths(pathname: string, search = ""): Record<Lang, string> | null {
  const match = matchPage(pathname, search);
  if (!match) return null;
  return {
    en: pathTo(match.pageId, "en", translateParams(match.pageId, match.params, match.lang, "en")),
    id: pathTo(match.pageId, "id", translateParams(match.pageId, match.params, match.lang, "id")),
  };
}
