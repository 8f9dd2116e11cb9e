/**
 * Where each content item lives on the site, and its language links. The route modules, the sitemap and
 * the build's prerender list all ask here, so an item has one address everywhere.
 */
import { blogCategories } from "../../content/blog/categories.ts";
import { isCustomerKey, isNamedCustomer, oldSiteStyleNames } from "../../content/customers.ts";
import { guideTopics } from "../../content/guide-topics.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formatLongDate } from "../../core/i18n/dates.ts";
import { escapeMarkup } from "../../core/text/escape-markup.ts";
import { blogCoversPrefix } from "../../core/routing/endpoints.ts";
import type { LanguageLinks } from "../../core/routing/language-links.ts";
import { languages, type Lang, type PageId } from "../../core/routing/pages.ts";
import { fileTo, pathTo } from "../../core/routing/paths.ts";
import { narrowBannerWidth } from "../art/banner-size.ts";
import type { Picture } from "../components/page/responsive-picture.tsx";
import { isMediaPath, pictureOf, sharingImageOf, type Crop } from "../media/media.server.ts";
import type { Collection, CollectionItem } from "./collection.server.ts";
import { firstSentence, plainText } from "../../core/text/plain-text.ts";
import {
  blogArticles,
  caseStudies,
  caseStudyImagePath,
  caseStudyPhotos,
  guideArticles,
  resources,
} from "./collections.server.ts";

type BlogArticle = (typeof blogArticles)["en"][number];

/** A cover's shape, the sharing card's: 1200 × 630. */
const blogCoverCrop = [40, 21] as const;

export function blogArticlePath(article: BlogArticle): string {
  const category = blogCategories[article.data.category][article.lang].slug;
  return pathTo("blogArticle", article.lang, { category, id: article.slug });
}

/** The widths an article's drawn cover is written at: a phone's card, and the sharing card's. */
export const blogCoverWidths = [600, 1200] as const;

/**
 * The drawn cover of an article at a width: a WebP file the build draws (scripts/covers/build-covers.ts)
 * and the development server draws on request.
 */
export function blogCoverPath(
  article: Pick<BlogArticle, "lang" | "slug">,
  width: (typeof blogCoverWidths)[number],
): string {
  return `${blogCoversPrefix}${article.lang}-${article.slug}-${width}.webp`;
}

/** An article's cover as pages draw it: its photo, cut to the cover's shape, or else its drawing. */
export function blogCoverPicture(article: BlogArticle): Picture {
  if (article.data.cover) return pictureOf(article.data.cover, blogCoverCrop);
  const srcSet = blogCoverWidths.map((width) => `${blogCoverPath(article, width)} ${width}w`).join(", ");
  return {
    src: blogCoverPath(article, 1200),
    width: 1200,
    height: 630,
    sources: [{ type: "image/webp", srcSet }],
  };
}

type CaseStudy = (typeof caseStudies)["en"][number];

/**
 * The address of a case study's logo or banner: its file from the media folder (its English version's,
 * which both languages show), or the one drawn for it in the item's language.
 */
export function caseStudyImage(item: CaseStudy, file: "logo" | "banner"): string {
  return caseStudyPhotos(item.slug)?.[`${file}_img`] ?? caseStudyImagePath(item.slug, file, item.lang);
}

/** `{ [key]: words }`, or nothing for no words: a page's data get the key only when it says something. */
export function withWords<Key extends string>(key: Key, words: string): Partial<Record<Key, string>> {
  return words ? ({ [key]: words } as Record<Key, string>) : {};
}

/**
 * What a case study's logo or banner shows, in the item's language, where a page shows it as more than
 * decoration: an uploaded file's words; a drawing's are none, the customer's name being written beside it.
 */
export function caseStudyImageAlt(item: CaseStudy, file: "logo" | "banner"): string {
  if (!isMediaPath(caseStudyImage(item, file))) return "";
  return (file === "logo" ? item.data.logoAlt : item.data.bannerAlt) ?? "";
}

/**
 * A case study's banner cut to `crop`: its photo, or the drawing of the customer's world, with the drawing's
 * phone crop for narrow screens (`narrowBannerMedia`), where the whole scene would be a strip. The story
 * cards (the index's, a story's "more stories") show the scene's right part at every width, beside no plate
 * (their logo follows): `phoneCrop` false.
 */
export function caseStudyBanner(item: CaseStudy, crop: Crop, { phoneCrop = true } = {}): Picture {
  const path = caseStudyImage(item, "banner");
  if (isMediaPath(path)) return pictureOf(path, crop);
  if (!phoneCrop) return { src: path, width: 1200, height: 400, sources: [] };
  const narrow = caseStudyImagePath(item.slug, "banner-narrow", item.lang);
  return {
    src: path,
    width: 1200,
    height: 400,
    // A width descriptor, as the picture's `sizes` requires of every candidate.
    sources: [{ type: "image/svg+xml", media: narrowBannerMedia, srcSet: `${narrow} ${narrowBannerWidth}w` }],
  };
}

/** A case study's banner photo as its sharing image; a drawn banner leaves the page its drawn card. */
export function caseStudySharingImage(item: CaseStudy) {
  const path = caseStudyImage(item, "banner");
  return isMediaPath(path) ? sharingImageOf(path) : undefined;
}

/** The screens that take a drawn banner's phone crop: below Tailwind's `sm`, as the pages' classes say. */
export const narrowBannerMedia = "(max-width: 639px)";

/** A case study's logo: its file from the media folder, or the one drawn for it. */
export function caseStudyLogo(item: CaseStudy): Picture {
  const path = caseStudyImage(item, "logo");
  return isMediaPath(path) ? pictureOf(path) : { src: path, width: 160, height: 40, sources: [] };
}

/**
 * A customer's mark where a page shows one: their logo file, or the one drawn for a customer named in their
 * story. A customer who asked not to be named has none: a drawn name would read as a logo they never had.
 */
export function caseStudyMark(item: CaseStudy): Picture | null {
  if (caseStudyPhotos(item.slug)?.logo_img) return caseStudyLogo(item);
  return isCustomerKey(item.slug) && isNamedCustomer(item.slug) ? caseStudyLogo(item) : null;
}

/**
 * What a case study's page is sent of its front matter, in the order of its schema: the addresses of the
 * logo and banner it shows (a drawing's, or a photo's variant: the original's path is no business of the
 * browser's), its key, its address, and no quoted person's photo (the page gets their portrait).
 */
export function caseStudyPageData(item: CaseStudy) {
  const { data } = item;
  return {
    company_name: data.company_name,
    key: item.slug,
    subcontainer_class: isCustomerKey(item.slug) ? oldSiteStyleNames[item.slug] : undefined,
    logo_img: caseStudyLogo(item).src,
    banner_img: caseStudyBanner(item, [3, 1]).src,
    industry: data.industry,
    desc: data.desc,
    employees: data.employees,
    country: data.country,
    features: data.features,
    results: data.results,
    quote: data.quote,
    quoteName: data.quoteName,
    quoteRole: data.quoteRole,
  };
}

/**
 * What a case study's card says under the name: its description, or, for a story without one (the
 * hardware supplier's, docs/product.md), the first sentence of the story itself, so every card has the
 * same parts.
 */
export function caseStudySummary(item: CaseStudy): string {
  if (item.data.desc) return item.data.desc;
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(item.html)?.[1] ?? "";
  return firstSentence(plainText(paragraph));
}

/** The RSS feed of a language's articles. */
export function blogFeedPath(lang: Lang): string {
  return fileTo("blogFeed", {}, lang);
}

/** Minutes to read a text at 200 words a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** A language's articles, newest first. */
export function blogNewestFirst(lang: Lang): BlogArticle[] {
  return [...blogArticles[lang]].sort((a, b) => b.data.date.localeCompare(a.data.date));
}

interface CollectionPages<T> {
  collection: Collection<T>;
  /** The list page, where the switch goes for an item without a translation. */
  listPage: PageId;
  itemPage: PageId;
  path: (item: CollectionItem<T>) => string;
  twinOf: (data: T) => string | undefined;
}

function pagesOf<T>(pages: CollectionPages<T>): CollectionPages<T> {
  return pages;
}

export const collectionPages = {
  blog: pagesOf({
    collection: blogArticles,
    listPage: "blog",
    itemPage: "blogArticle",
    path: blogArticlePath,
    twinOf: (data) => data.twin,
  }),
  caseStudies: pagesOf({
    collection: caseStudies,
    listPage: "caseStudies",
    itemPage: "caseStudy",
    path: (item) => pathTo("caseStudy", item.lang, { name: item.slug }),
    twinOf: (data) => data.key,
  }),
  resources: pagesOf({
    collection: resources,
    listPage: "resources",
    itemPage: "resource",
    path: (item) => pathTo("resource", item.lang, { name: item.slug }),
    twinOf: (data) => data.twin,
  }),
  userGuide: pagesOf({
    collection: guideArticles,
    listPage: "userGuide",
    itemPage: "userGuideArticle",
    path: (item) => pathTo("userGuideArticle", item.lang, { slug: item.slug }),
    twinOf: (data) => data.twin,
  }),
};

/** The item of the other language that this one names as its translation, if it has one. */
export function twinOf<T>(pages: CollectionPages<T>, item: CollectionItem<T>): CollectionItem<T> | undefined {
  const link = pages.twinOf(item.data);
  if (link === undefined) return undefined;
  const other = languages.find((lang) => lang !== item.lang) as Lang;
  const found = pages.collection[other].find((candidate) => candidate.slug === link);
  // Only a twin that names it back: a link left over from a twin since deleted, under "Only in this
  // language", leads nowhere.
  return found && pages.twinOf(found.data) === item.slug ? found : undefined;
}

export function languageLinksOfItem<T>(pages: CollectionPages<T>, item: CollectionItem<T>): LanguageLinks {
  const twin = twinOf(pages, item);
  const versions: Partial<Record<Lang, string>> = { [item.lang]: pages.path(item) };
  if (twin) versions[twin.lang] = pages.path(twin);
  const switchTo = Object.fromEntries(
    languages.map((lang) => [lang, versions[lang] ?? pathTo(pages.listPage, lang)]),
  ) as Record<Lang, string>;
  return { versions, switchTo };
}

/**
 * The preview's notice on an item the site does not publish (CollectionItem.previewOnly: a draft, a later
 * date, a pair still being written), in its language, as markup for the page to set (StaticMarkup), as
 * loader data to spread: nothing at all for a published item, so its page's data is as before. Only the
 * development server beside the editor shows one, so no page's script carries a component for it.
 */
export function previewNotice(item: CollectionItem<unknown>): { previewNotice?: string } {
  const why = item.previewOnly;
  if (!why) return {};
  const words = dictionaries[item.lang].preview;
  const other = languages.find((lang) => lang !== item.lang) as Lang;
  const text =
    why.reason === "draft"
      ? words.draft
      : why.reason === "scheduled"
        ? fill(words.scheduled, { date: formatLongDate(why.date, item.lang) })
        : fill(words.unpaired, { language: words.languages[other] });
  return {
    previewNotice: `<p role="note" class="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">${escapeMarkup(text)}</p>`,
  };
}

/** The item at an address, or null (an unknown address is a 404). */
export function findItem<T>(pages: CollectionPages<T>, lang: Lang, slug: string): CollectionItem<T> | null {
  return pages.collection[lang].find((item) => item.slug === slug) ?? null;
}

/** Every item of every collection, in both languages. */
export function collectionItems(): Array<CollectionItem<unknown>> {
  return (Object.values(collectionPages) as Array<CollectionPages<unknown>>).flatMap((pages) =>
    languages.flatMap((lang) => pages.collection[lang]),
  );
}

/** The language versions of every page of the collections, for the sitemap. */
export function collectionVersions(): Array<Partial<Record<Lang, string>>> {
  const versions: Array<Partial<Record<Lang, string>>> = [];
  for (const pages of Object.values(collectionPages) as Array<CollectionPages<unknown>>) {
    const seen = new Set<string>();
    for (const lang of languages) {
      for (const item of pages.collection[lang]) {
        const links = languageLinksOfItem(pages, item).versions;
        // The same pair whichever language it is reached from: keyed in the order of `languages`.
        const id = languages.map((lang) => links[lang] ?? "").join(" ");
        if (!seen.has(id)) versions.push(links);
        seen.add(id);
      }
    }
  }
  for (const category of Object.values(blogCategories)) {
    versions.push({
      en: pathTo("blog", "en", { category: category.en.slug }),
      id: pathTo("blog", "id", { category: category.id.slug }),
    });
  }
  return versions;
}

/** A language's user-guide articles in reading order: by topic, then by their order within it. */
export function guideInOrder(lang: Lang) {
  const rank = (item: (typeof guideArticles)["en"][number]) =>
    guideTopics.indexOf(item.data.topic) * 1000 + item.data.order;
  return [...guideArticles[lang]].sort((a, b) => rank(a) - rank(b));
}
