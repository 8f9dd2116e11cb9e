/**
 * What the build adds to the head of every prerendered page for search engines and social networks: its
 * sharing card (`og:image` and the tags around it) and its structured data. Only markup: the browser runs
 * none of it. docs/seo.md.
 */
import { blogCategories, categoryBySlug } from "../../content/blog/categories.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
import { matchPage } from "../../core/routing/paths.ts";
// Blog paths carry their language in their category: the blog registers its category twins.
import { structuredDataFor, type StructuredData } from "../../app/seo/structured-data.ts";
import { cardKinds } from "./card-kinds.ts";
import { sharingImage } from "../../core/media/media-names.ts";
import type { SharedAs } from "./shared-as.ts";
import { cardHeight, cardWidth, type CardContent } from "./social-card.ts";

const ogLocales: Record<Lang, string> = { en: "en_US", id: "id_ID" };

/** What the build reads of a prerendered page. */
export interface PageFacts {
  /** The address the page answers at (`/pricing`). */
  urlPath: string;
  lang: Lang;
  /** `og:title`, as people read it. */
  title: string;
  /** The path of its canonical link, when it has one (aliases such as `/home` point at `/`). */
  canonicalPath?: string;
  /** The other languages it has a version in (its hreflang links). */
  otherLanguages: Lang[];
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text of an attribute as React writes it: named entities and numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function headOf(html: string): string {
  const end = html.indexOf("</head>");
  return end === -1 ? "" : html.slice(0, end);
}

function attributeOf(head: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(head);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** Reads a prerendered page's language, title, canonical path and language versions from its head. */
export function readPageFacts(html: string, urlPath: string): PageFacts {
  const head = headOf(html);
  const htmlLang = /<html lang="(\w+)"/.exec(html)?.[1];
  const lang = languages.find((candidate) => candidate === htmlLang) ?? "en";
  const title =
    attributeOf(head, /<meta property="og:title" content="([^"]*)"/) ??
    attributeOf(head, /<title>([^<]*)<\/title>/) ??
    "Regu";
  const canonical = attributeOf(head, /<link rel="canonical" href="([^"]*)"/);
  const hreflangs = [...head.matchAll(/<link rel="alternate" hrefLang="(\w+)"/g)].map((match) => match[1]);
  const otherLanguages = canonical
    ? languages.filter((other) => other !== lang && hreflangs.includes(other))
    : // A page search engines do not list has no hreflang links; every page of the table has both languages.
      languages.filter((other) => other !== lang);
  return {
    urlPath,
    lang,
    title,
    canonicalPath: canonical ? new URL(canonical).pathname : undefined,
    otherLanguages,
  };
}

/** Where a page's card is: `/og/<lang>/<path>.png`, the home page's at `/og/<lang>/index.png`. */
export function cardPathOf(facts: PageFacts): string {
  const path = facts.canonicalPath ?? facts.urlPath;
  return `/og/${facts.lang}/${path === "/" ? "index" : path.slice(1)}.png`;
}

/** The title as the card shows it: without the brand name the title carries for search results. */
export function cardTitle(title: string): string {
  const bare = title
    .replace(/\s+[|·–—-]\s+(Blog\s+)?Regu$/, "")
    .replace(/^Regu\s+[|·–—-]\s+/, "")
    .trim();
  return bare || title;
}

/** The words and drawing of a page's card, by its page in the route table. */
export function cardContentOf(facts: PageFacts, siteUrl: string): CardContent {
  const match = matchPage(facts.urlPath);
  const kind = match ? cardKinds[match.pageId] : cardKinds.home;
  const category = match?.params.category ? categoryBySlug(match.params.category) : undefined;
  const eyebrow = category
    ? `${kind.eyebrow[facts.lang]} · ${blogCategories[category.key][category.lang].name}`
    : kind.eyebrow[facts.lang];
  return { title: cardTitle(facts.title), eyebrow, motif: kind.motif, site: new URL(siteUrl).host };
}

/** The structured data of a prerendered page, from the content it was made from. */
export function structuredDataOf(facts: PageFacts, siteUrl: string): StructuredData[] {
  const match = matchPage(facts.urlPath);
  if (!match) return [];
  return structuredDataFor(match.pageId, facts.lang, {
    siteUrl,
    pagePath: facts.canonicalPath ?? facts.urlPath,
  });
}

/**
 * The tags for the page's card: the image (its own photo when it has one, SharedAs), its size and words, an
 * article's date and section, the other languages, the large Twitter card.
 */
export function cardTags(facts: PageFacts, siteUrl: string, sharedAs: SharedAs = {}): string {
  const meta = (property: string, content: string | number) =>
    `<meta property="${property}" content="${escapeAttribute(String(content))}"/>`;
  const { image, article } = sharedAs;
  return [
    ...(image
      ? [
          meta("og:image", `${siteUrl}${image.src}`),
          meta("og:image:type", sharingImage.type),
          meta("og:image:width", image.width),
          meta("og:image:height", image.height),
          meta("og:image:alt", image.alt),
        ]
      : [
          meta("og:image", `${siteUrl}${cardPathOf(facts)}`),
          meta("og:image:type", "image/png"),
          meta("og:image:width", cardWidth),
          meta("og:image:height", cardHeight),
          meta("og:image:alt", facts.title),
        ]),
    ...(article ? [meta("article:section", article.section)] : []),
    ...facts.otherLanguages.map((other) => meta("og:locale:alternate", ogLocales[other])),
    `<meta name="twitter:card" content="summary_large_image"/>`,
  ].join("");
}

/** JSON-LD blocks; `<` is escaped so no text can close the script element. */
export function jsonLdTags(data: StructuredData[]): string {
  return data
    .map(
      (block) =>
        `<script type="application/ld+json">${JSON.stringify(block).replace(/</g, "\\u003c")}</script>`,
    )
    .join("");
}

/**
 * The page with its card tags after its `og:locale` (beside the other social tags) and its structured data
 * at the end of its head. React leaves tags it did not render in the head alone when it hydrates.
 */
export function addSeoTags(html: string, facts: PageFacts, siteUrl: string, sharedAs: SharedAs = {}): string {
  const cards = cardTags(facts, siteUrl, sharedAs);
  // The page's meta says website (the browser's copy of it carries no article data); an article is one.
  if (sharedAs.article) {
    html = html.replace(
      '<meta property="og:type" content="website"/>',
      '<meta property="og:type" content="article"/>',
    );
  }
  const locale = /<meta property="og:locale" content="[^"]*"\/>/.exec(headOf(html));
  let result = locale
    ? html.replace(locale[0], () => locale[0] + cards)
    : html.replace("</head>", () => `${cards}</head>`);
  const jsonLd = jsonLdTags(structuredDataOf(facts, siteUrl));
  if (jsonLd) result = result.replace("</head>", () => `${jsonLd}</head>`);
  return result;
}
