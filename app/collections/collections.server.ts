/**
 * The site's content collections (docs/architecture.md, Content): blog articles, case studies, downloadable
 * resources and user-guide articles, one Markdown file per item and language, checked against their
 * schemas (content/schema/collections.ts) and the rules below when the build loads them.
 */
import type { z } from "zod";
import {
  blogFrontMatter,
  caseStudyFrontMatter,
  caseStudyPhotoFields,
  caseStudyPhotosLang,
  guideFrontMatter,
  resourceFrontMatter,
} from "../../content/schema/collections.ts";
import { isCustomerKey, isNamedCustomer, isPersonKey, personKey } from "../../content/customers.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { fileTo } from "../../core/routing/paths.ts";
import { mediaProblem } from "../media/media.server.ts";
import { jakartaToday } from "./publish-day.ts";
import {
  loadCollection,
  readCollectionSources,
  type Collection,
  type CollectionItem,
  type PreviewOnly,
} from "./collection.server.ts";
import { ContentProblems } from "../../content/schema/content-problem.ts";

/**
 * The development server (the preview beside the editor) shows drafts, later dates and pairs still being
 * written; the build, which loads this module outside Vite as well (react-router.config.ts), leaves drafts
 * and later dates out and refuses a half pair.
 */
const mode: "preview" | "build" = import.meta.env?.DEV ? "preview" : "build";

// The day of the build, written into the server's bundle by vite.config.ts.
declare const __BUILD_DAY__: string | undefined;

/**
 * The day dated articles are published up to: the build's, so that the server, which reads the content
 * again when it starts, publishes exactly what the build prerendered however many days later it runs.
 * Outside Vite (react-router.config.ts, during the build) it is today, the same day.
 */
const today = typeof __BUILD_DAY__ === "string" ? __BUILD_DAY__ : jakartaToday();

/** A draft is kept off the site (content/schema/collections.ts, `draft`). */
const draftWaits = (data: { draft?: boolean }): PreviewOnly | undefined =>
  data.draft ? { reason: "draft" } : undefined;

/** Why an article is not published yet: a draft, or dated after `day` (today), when that day's build will. */
export function blogArticleWaits(
  data: { draft?: boolean; date: string },
  day = today,
): PreviewOnly | undefined {
  return draftWaits(data) ?? (data.date > day ? { reason: "scheduled", date: data.date } : undefined);
}

/** How blog articles, resources and user-guide articles name their translations (content/schema/collections.ts). */
const translationLink = {
  mode,
  waiting: draftWaits,
  twinOf: (data: { twin?: string }) => data.twin,
  onlyInItsLanguage: (data: { onlyInThisLanguage?: boolean }) => data.onlyInThisLanguage === true,
};

export function blogArticleProblem(item: CollectionItem<z.output<typeof blogFrontMatter>>) {
  const { cover, coverAlt } = item.data;
  if (cover === undefined)
    return coverAlt === undefined ? undefined : "coverAlt describes a cover photo: add the cover";
  const problem = mediaProblem(cover);
  if (problem) return `cover: ${problem}`;
  return coverAlt ? undefined : "coverAlt: say what the cover photo shows, for visitors who cannot see it";
}

/**
 * The problems of all four collections, each read in full whatever the others hold: the build lists every
 * broken file in one run (react-router.config.ts prints them), and this module throws them once all are read.
 */
const problems = new ContentProblems();
const none = <T>(): Collection<T> => ({ en: [], id: [] });

export const blogArticles = problems.attempt(
  () =>
    loadCollection("blog", readCollectionSources("blog"), blogFrontMatter, {
      ...translationLink,
      check: blogArticleProblem,
      waiting: blogArticleWaits,
    }),
  none(),
);

/**
 * The drawing of a case study's logo or banner, for a customer drawn for the site whose case study has no
 * file of its own, one per language since it carries the customer's name as that language writes it
 * (app/routes/case-study-image.ts draws them).
 */
export function caseStudyImagePath(
  key: string,
  file: "logo" | "banner" | "banner-narrow",
  lang: Lang,
): string {
  const [kind, narrow] = file.split("-");
  return fileTo("caseStudyImage", { key, file: `${kind}-${lang}${narrow ? `-${narrow}` : ""}.svg` });
}

type CaseStudyData = z.output<typeof caseStudyFrontMatter>;

export function caseStudyProblem(item: CollectionItem<CaseStudyData>) {
  const { key, quoteName, quotePhoto } = item.data;
  if (key !== undefined && key !== item.slug) {
    return `key: the translation has the same address, "${item.slug}": name it and save it under that name`;
  }
  // A customer who asked not to be named is quoted by role only: a person's name beside an anonymous
  // company reads as invented (docs/product.md, Business facts).
  const unnamed = isCustomerKey(item.slug) && !isNamedCustomer(item.slug);
  if (unnamed && quoteName !== undefined) {
    return "quoteName: this customer is not named: quote them by their role only";
  }
  if (!unnamed && quoteName === undefined) {
    return "quoteName: name the person quoted, as the customer is named";
  }
  // The photos are the English version's, which both languages show: uploaded once.
  if (item.lang !== caseStudyPhotosLang) {
    const misplaced = caseStudyPhotoFields.find((field) => item.data[field] !== undefined);
    return (
      misplaced && `${misplaced}: the photos are kept in the English version, which both show: remove it here`
    );
  }
  for (const field of ["logo_img", "banner_img"] as const) {
    const path = item.data[field];
    // Either an image from the media folder or the drawing made for this customer.
    if (path === undefined) {
      if (!isCustomerKey(item.slug)) return `${field}: upload it; only the first customers have drawings`;
      continue;
    }
    const problem = mediaProblem(path);
    if (problem) return `${field}: ${problem}`;
  }
  if (quotePhoto !== undefined) {
    const problem = mediaProblem(quotePhoto);
    return problem && `quotePhoto: ${problem}`;
  }
  if (quoteName !== undefined && !isPersonKey(personKey(quoteName))) {
    return `quotePhoto: upload a photo of ${quoteName}; only the people quoted first have drawn portraits`;
  }
  return undefined;
}

/**
 * What a case study in any language says of its photos: each uploaded photo of the logo or the banner
 * (its English version's, `photos`) needs its words in this language.
 */
export function caseStudyWordsProblem(
  item: CollectionItem<CaseStudyData>,
  photos: CaseStudyPhotos | undefined,
): string | undefined {
  if (photos?.logo_img !== undefined && !item.data.logoAlt)
    return "logoAlt: say what the logo says, usually the company's name, for visitors who cannot see it";
  if (photos?.banner_img !== undefined && !item.data.bannerAlt)
    return "bannerAlt: say what the banner photo shows, for visitors who cannot see it";
  return undefined;
}

export const caseStudies = problems.attempt(
  () =>
    loadCollection("case-studies", readCollectionSources("case-studies"), caseStudyFrontMatter, {
      twinOf: (data) => data.key,
      check: caseStudyProblem,
      mode,
      waiting: draftWaits,
    }),
  none(),
);

export const resources = problems.attempt(
  () => loadCollection("resources", readCollectionSources("resources"), resourceFrontMatter, translationLink),
  none(),
);

export const guideArticles = problems.attempt(
  () => loadCollection("user-guide", readCollectionSources("user-guide"), guideFrontMatter, translationLink),
  none(),
);

/** A case study's photos, which both its languages show (content/schema/collections.ts). */
export type CaseStudyPhotos = Pick<CaseStudyData, (typeof caseStudyPhotoFields)[number]>;

/**
 * The photos of the case study at `slug`: its English version's, for both languages. Undefined while the
 * English version is not published (not written yet in the preview, or a draft): the first customers then
 * keep their drawings, and the build refuses a new customer's page without its photos.
 */
export function caseStudyPhotos(slug: string): CaseStudyPhotos | undefined {
  const holder = caseStudies[caseStudyPhotosLang].find((item) => item.slug === slug);
  if (!holder) return undefined;
  const { logo_img, banner_img, quotePhoto } = holder.data;
  return { logo_img, banner_img, quotePhoto };
}

// Once both languages are read: each language's words for the photos of its English version.
if (mode === "build") {
  for (const item of [...caseStudies.en, ...caseStudies.id]) {
    const photos = caseStudyPhotos(item.slug);
    if (!photos && !isCustomerKey(item.slug)) {
      problems.add(
        `${item.file}: its photos are in content/case-studies/${caseStudyPhotosLang}/${item.slug}.md, which is not published (a draft?): publish both together`,
      );
      continue;
    }
    const problem = caseStudyWordsProblem(item, photos);
    if (problem) problems.add(`${item.file}: ${problem}`);
  }
}

problems.throwIfAny();
