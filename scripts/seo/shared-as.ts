/**
 * How a page is shared beyond its title and drawn card (docs/seo.md, Pages shared with their own photo): a
 * blog article as an article, with its date and section, and with its cover photo; a case study with its
 * banner photo. Read from the content the page was made from, at build, so no browser carries any of it.
 */
import { blogCategories } from "../../content/blog/categories.ts";
import {
  caseStudyImageAlt,
  caseStudySharingImage,
  collectionPages,
  findItem,
} from "../../app/collections/collection-pages.server.ts";
import { sharingImageOf } from "../../app/media/media.server.ts";
import { matchPage } from "../../core/routing/paths.ts";

export interface SharedAs {
  /** The page's own sharing image (sharingImageOf), instead of its drawn card. */
  image?: { src: string; width: number; height: number; alt: string };
  /** An article's date (YYYY-MM-DD) and section: `og:type` article rather than website. */
  article?: { publishedTime: string; section: string };
}

export function sharedAsOf(urlPath: string): SharedAs {
  const match = matchPage(urlPath);
  if (match?.pageId === "blogArticle") {
    const item = findItem(collectionPages.blog, match.lang, match.params.id ?? "");
    if (!item) return {};
    const { cover, coverAlt, date, category } = item.data;
    const photo = cover ? sharingImageOf(cover) : undefined;
    return {
      article: { publishedTime: date, section: blogCategories[category][match.lang].name },
      ...(photo && { image: { ...photo, alt: coverAlt ?? item.data.title } }),
    };
  }
  if (match?.pageId === "caseStudy") {
    const item = findItem(collectionPages.caseStudies, match.lang, match.params.name ?? "");
    const photo = item && caseStudySharingImage(item);
    // The banner photo's words in the page's language (required with a photo), else the customer's name.
    return photo
      ? { image: { ...photo, alt: caseStudyImageAlt(item, "banner") || item.data.company_name } }
      : {};
  }
  return {};
}
