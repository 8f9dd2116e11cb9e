/**
 * The site's content collections (docs/architecture.md, Content): blog articles, case studies, downloadable
 * resources and user-guide articles, one Markdown file per item and language, checked when the build
 * loads them.
 */
import { resourceKinds } from "./resource-kinds.ts";
import { z } from "zod";
import { blogCategoryKeys } from "../../content/blog/categories.ts";
import { blogMotifs } from "../../content/blog/motifs.ts";
import { featureKeys } from "../../content/features.ts";
import { guideTopics } from "../../content/guide-topics.ts";
import { phoneScreenSchema } from "../../content/phone-screen.ts";
import type { Lang } from "../routing/pages.ts";
import { fileTo } from "../routing/paths.ts";
import { loadCollection, readCollectionSources, type CollectionItem } from "./collection.server.ts";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const text = z.string().trim().min(1);
const description = z.string().min(100).max(170);
const sitePath = z.string().regex(/^\/[\w\-./]+$/, "a path on this site, starting with /");

export const blogFrontMatter = z.strictObject({
  title: z.string().min(20).max(90),
  description,
  category: z.enum(blogCategoryKeys),
  /** The drawing on the article's cover (content/blog/motifs.ts): the same in both languages. */
  motif: z.enum(blogMotifs),
  /** Links the article to its translation: the same value in both languages. */
  twin: slug.optional(),
  author: text,
  authorRole: text,
  date: z.iso.date(),
});

export const caseStudyFrontMatter = z.strictObject({
  company_name: text,
  /** The same in both languages: it is the address and the translation link. */
  key: slug,
  subcontainer_class: z.string().regex(/^case-[a-z0-9-]+$/),
  logo_img: sitePath,
  banner_img: sitePath,
  industry: text,
  /** May be empty (docs/product.md records one such case study); the card and page then go without it. */
  desc: z.string(),
  employees: z.number().int().positive(),
  country: text,
  features: z.array(z.enum(featureKeys)).min(1),
  results: z.array(z.strictObject({ value: text, label: text })).length(3),
  quote: text,
  quoteName: text,
  quoteRole: text,
});

export const resourceFrontMatter = z.strictObject({
  title: z.string().min(10).max(90),
  description,
  twin: slug.optional(),
  kind: z.enum(resourceKinds),
  pages: z.number().int().positive(),
  summary: text,
  learn: z.array(text).min(3).max(5),
});

export const guideFrontMatter = z.strictObject({
  title: z.string().min(10).max(70),
  description,
  twin: slug.optional(),
  topic: z.enum(guideTopics),
  order: z.number().int().positive(),
  feature: z.enum(featureKeys).optional(),
  audience: z.enum(["employee", "manager", "admin"]),
  /** The app screen the article walks through, with the words its steps quote, drawn after its opening. */
  screen: phoneScreenSchema,
});

export const blogArticles = loadCollection("blog", readCollectionSources("blog"), blogFrontMatter, {
  twinOf: (data) => data.twin,
});

/**
 * The drawings a case study names in `logo_img` and `banner_img`, one per language since they carry the
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
    const expected = caseStudyImagePath(key, file, item.lang);
    if (path !== expected) return `${field} must be "${expected}"`;
  }
  return undefined;
}

export const caseStudies = loadCollection(
  "case-studies",
  readCollectionSources("case-studies"),
  caseStudyFrontMatter,
  {
    twinOf: (data) => data.key,
    twinRequired: true,
    check: caseStudyProblem,
  },
);

export const resources = loadCollection(
  "resources",
  readCollectionSources("resources"),
  resourceFrontMatter,
  { twinOf: (data) => data.twin },
);

export const guideArticles = loadCollection(
  "user-guide",
  readCollectionSources("user-guide"),
  guideFrontMatter,
  { twinOf: (data) => data.twin },
);
