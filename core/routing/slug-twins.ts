import { languages, pages, type Lang, type PageEntry, type PageId } from "./pages.ts";

/** The values of a parameter that differ between the languages, as pairs in the order of `languages`. */
export type SlugTwins = ReadonlyArray<readonly [en: string, id: string]>;

const registered: Partial<Record<PageId, SlugTwins>> = {};

/** The pages with a twin parameter. */
type PageWithTwins = {
  [Id in PageId]: (typeof pages)[Id] extends { twinParam: string } ? Id : never;
}[PageId];

/**
 * Gives the route table the pairs of pages' twin parameters (`twinParam` in pages.ts). The route table
 * knows no content: the content that has the pairs registers them once, in a module the app's root
 * imports, so they are known before any path is matched (the blog's categories:
 * app/collections/blog-twins.ts). A content item whose translation only its content knows (an article, a
 * resource) needs none: its loader returns its language links (see LanguageLinks).
 */
export function registerSlugTwins(twins: Partial<Record<PageWithTwins, SlugTwins>>): void {
  Object.assign(registered, twins);
}

/**
 * A page's twin parameter in `params`, with the pair of twins its value belongs to and the language of
 * that value; nothing for a page without one, or without a value for it.
 */
export function twinIn(
  pageId: PageId,
  params: Record<string, string | undefined>,
): { param: string; pair: readonly [string, string] | undefined; lang: Lang | undefined } | undefined {
  const param = (pages[pageId] as PageEntry).twinParam;
  const value = param && params[param];
  if (!value) return undefined;
  const twins = registered[pageId];
  // Without its pairs a twin parameter would quietly get the wrong language: say so instead.
  if (!twins) throw new Error(`No twins registered for ${pageId}`);
  const pair = twins.find((candidate) => candidate.includes(value));
  return { param, pair, lang: pair && languages[pair.indexOf(value)] };
}
