import { blogCategories, blogCategoryKeys } from "../../content/blog/categories.ts";
import { languages, pages, type Lang, type PageEntry, type PageId } from "./pages.ts";

/** The values of a parameter that differ between the languages, as pairs in the order of `languages`. */
export type SlugTwins = ReadonlyArray<readonly [en: string, id: string]>;

/** The pages with a twin parameter. */
type PageWithTwins = {
  [Id in PageId]: (typeof pages)[Id] extends { twinParam: string } ? Id : never;
}[PageId];

/** The blog's category slugs: `/blog/hr-tips` and `/blog/tips-hr` are one category in two languages. */
const categoryTwins: SlugTwins = blogCategoryKeys.map(
  (key) => [blogCategories[key].en.slug, blogCategories[key].id.slug] as const,
);

/**
 * The pairs of each page's twin parameter (`twinParam` in pages.ts), as plain data: known wherever the
 * table is, whatever was imported before. The one piece of content the table reads: the blog's category
 * list, plain data itself (content/blog/categories.ts). A category page's twin is the other language's
 * category; an article's twin comes from its content, whose loader returns its language links (see
 * LanguageLinks), so its category is all the table needs of it. A page given a `twinParam` fails the
 * typecheck until its pairs are here.
 */
export const slugTwins: Readonly<Record<PageWithTwins, SlugTwins>> = {
  blog: categoryTwins,
  blogArticle: categoryTwins,
};

function hasTwins(pageId: PageId): pageId is PageWithTwins {
  return (pages[pageId] as PageEntry).twinParam !== undefined;
}

/**
 * A page's twin parameter in `params`, with the pair of twins its value belongs to and the language of
 * that value; nothing for a page without one, or without a value for it.
 */
export function twinIn(
  pageId: PageId,
  params: Record<string, string | undefined>,
): { param: string; pair: readonly [string, string] | undefined; lang: Lang | undefined } | undefined {
  if (!hasTwins(pageId)) return undefined;
  const param = (pages[pageId] as PageEntry).twinParam as string;
  const value = params[param];
  if (!value) return undefined;
  const pair = slugTwins[pageId].find((candidate) => candidate.includes(value));
  return { param, pair, lang: pair && languages[pair.indexOf(value)] };
}
