/**
 * The site's content collections (docs/architecture.md, Content): blog articles, case studies, downloadable
 * resources and user-guide articles, one Markdown file per item and language, checked against their
 * schemas (content/schema/collections.ts) and the rules below when the build loads them.
 */
import type { z } from "zod";
import {
  blogFrontMatter,
  caseStudyFrontMatter,
  guideFrontMatter,
  resourceFrontMatter,
} from "../../content/schema/collections.ts";
import type { Lang } from "../routing/pages.ts";
import { fileTo } from "../routing/paths.ts";
import { isMediaPath, mediaProblem } from "../media/media.server.ts";
import { loadCollection, readCollectionSources, type CollectionItem } from "./collection.server.ts";

/** How blog articles, resources and user-guide articles name their translations (content/schema/collections.ts). */
const translationLink = {
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

export const blogArticles = loadCollection("blog", readCollectionSources("blog"), blogFrontMatter, {
  ...translationLink,
  check: blogArticleProblem,
});

/**
 * The drawings a case study names in `logo_img` and `banner_img` when it has no photo or logo file of its
 * own, one per language since they carry the
 * customer's name as that language writes it (app/routes/case-study-image.ts draws them).
 */
export function caseStudyImagePath(key: string, file: "logo" | "banner", lang: Lang): string {
  return fileTo("caseStudyImage", { key, file: `${file}-${lang}.svg` });
}

function caseStudyProblem(item: CollectionItem<z.output<typeof caseStudyFrontMatter>>) {
  const { key, logo_img, banner_img } = item.data;
  if (key !== item.slug) return `the key must be the file's name, "${item.slug}"`;
  for (const [field, path, file] of [
    ["logo_img", logo_img, "logo"],
    ["banner_img", banner_img, "banner"],
  ] as const) {
    // Either an image from the media folder or the drawing made for this customer in this language.
    if (isMediaPath(path)) {
      const problem = mediaProblem(path);
      if (problem) return `${field}: ${problem}`;
      continue;
    }
    const expected = caseStudyImagePath(key, file, item.lang);
    if (path !== expected) return `${field} must be an image from the media folder or "${expected}"`;
  }
  return undefined;
}

export const caseStudies = loadCollection(
  "case-studies",
  readCollectionSources("case-studies"),
  caseStudyFrontMatter,
  {
    twinOf: (data) => data.key,
    check: caseStudyProblem,
  },
);

export const resources = loadCollection(
  "resources",
  readCollectionSources("resources"),
  resourceFrontMatter,
  translationLink,
);

export const guideArticles = loadCollection(
  "user-guide",
  readCollectionSources("user-guide"),
  guideFrontMatter,
  translationLink,
);
