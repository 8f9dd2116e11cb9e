import { generatePath, matchPath } from "react-router";
import {
  defaultLang,
  files,
  languages,
  pages,
  pageIds,
  type FileEntry,
  type FileId,
  type Lang,
  type PageId,
  type PageQuery,
} from "./pages.ts";
import { twinIn } from "./slug-twins.ts";

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
  return twinIn(pageId, params)?.lang;
}

/** The language of a page whose languages share a path: its parameters', else its `?lang=`, else English. */
export function languageOfSharedPath(pageId: PageId, params: Params, search: string): Lang {
  return languageOfParams(pageId, params) ?? langParam(search) ?? defaultLang;
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

/** The page a pattern of the table belongs to, with the language of the pattern unless both share it. */
export function pageOfPattern(pattern: string): { pageId: PageId; lang: Lang | undefined } | undefined {
  const found = patterns.find((candidate) => candidate.pattern === pattern);
  return found && { pageId: found.pageId, lang: isSharedPath(found.pageId) ? undefined : found.lang };
}

/** Which page, language and parameters a path opens, or null when it opens none. */
export function matchPage(pathname: string, search = ""): PageMatch | null {
  // Static patterns win over patterns with parameters (`/blog/:category?` must not swallow a twin).
  for (const withParams of [false, true]) {
    for (const { pageId, lang, pattern } of patterns) {
      if (pattern.includes(":") !== withParams) continue;
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (!match) continue;
      const pathLang = isSharedPath(pageId) ? languageOfSharedPath(pageId, match.params, search) : lang;
      return { pageId, lang: pathLang, params: match.params };
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
  const twin = from === to ? undefined : twinIn(pageId, params);
  return twin?.pair ? { ...params, [twin.param]: twin.pair[languages.indexOf(to)] } : params;
}

/**
 * The path of a page in a language, with the queries its loader reads (`query`: give only those with a
 * value). Shared paths get `?lang=id` for Indonesian, first.
 */
export function pathTo<Id extends PageId>(
  pageId: Id,
  lang: Lang,
  params: Params = {},
  query: PageQuery<Id> = {},
): string {
  const path = generatePath(pages[pageId].paths[lang], params);
  const carried = languageOfParams(pageId, params) !== undefined;
  const langQuery: Record<string, string> =
    isSharedPath(pageId) && lang !== defaultLang && !carried ? { lang } : {};
  const search = String(new URLSearchParams({ ...langQuery, ...(query as Record<string, string>) }));
  return search ? `${path}?${search}` : path;
}

/** Where the language switch leads from a path: the same page in the other language, else that home. */
export function switchTarget(pathname: string, search: string, to: Lang): string {
  const match = matchPage(pathname, search);
  if (!match) return pathTo("home", to);
  return pathTo(match.pageId, to, translateParams(match.pageId, match.params, match.lang, to));
}

/** The canonical path of each language version of a page, for canonical and hreflang links. */
export function alternatesOf({ pageId, lang, params }: PageMatch): Record<Lang, string> {
  return {
    en: pathTo(pageId, "en", translateParams(pageId, params, lang, "en")),
    id: pathTo(pageId, "id", translateParams(pageId, params, lang, "id")),
  };
}

/** The path of a file of the table (in a language, for a file with one per language). */
export function fileTo(fileId: FileId, params: Params = {}, lang: Lang = defaultLang): string {
  const { path }: FileEntry = files[fileId];
  return generatePath(typeof path === "string" ? path : path[lang], params);
}
