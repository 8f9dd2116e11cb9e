import { z } from "zod";
import { resourceKinds } from "../../app/content/resource-kinds.ts";
import { blogCategoryKeys } from "../blog/categories.ts";
import { blogMotifs } from "../blog/motifs.ts";
import { featureKeys } from "../features.ts";
import { guideTopics } from "../guide-topics.ts";
import { phoneScreenSchema } from "../phone-screen.ts";
import { photo, photoAlt } from "./kit.ts";

/**
 * The front matter of each content collection: blog articles, case studies, downloadable resources and
 * user-guide articles, one Markdown file per item and language (app/content/collections.server.ts loads
 * and checks them; editor/keystatic.config.ts derives the editor's forms from these same schemas).
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const text = z.string().trim().min(1);
const description = z.string().min(100).max(170).meta({
  title: "Description",
  description: "Under the title in search results and on the cards: 100 to 170 characters.",
  multiline: true,
});
const sitePath = z.string().regex(/^\/[\w\-./]+$/, "a path on this site, starting with /");

/**
 * How an item is paired with its translation: `twin` names the other language's file (its name without
 * `.md`), and that file names this one back. An item written for one language's readers only says so.
 */
const translation = {
  twin: slug.optional().meta({
    title: "Translation",
    description: "The same in the other language. Both must name each other.",
  }),
  onlyInThisLanguage: z.boolean().optional().meta({
    title: "Only in this language",
    description: "Tick when it is written for one country's readers and has no translation.",
  }),
};

export const blogFrontMatter = z.strictObject({
  title: z.string().min(20).max(90).meta({ title: "Title" }),
  description,
  category: z.enum(blogCategoryKeys).meta({ title: "Category" }),
  /** The drawing on the article's cover (content/blog/motifs.ts): the same in both languages. */
  motif: z.enum(blogMotifs).meta({
    title: "Cover drawing",
    description: "Drawn on the cover and the sharing card when the article has no cover photo.",
  }),
  /** A photo for the cover instead of the drawing, from the media folder, with what it shows. */
  cover: photo({
    label: "Cover photo",
    hint: "A JPEG, PNG or WebP photo, as large as you have it. Without one, the drawing is used.",
  }),
  coverAlt: photoAlt({
    label: "What the cover photo shows",
    hint: "For visitors who cannot see it, in one sentence.",
  }),
  ...translation,
  author: text.meta({ title: "Author" }),
  authorRole: text.meta({ title: "Author's role" }),
  date: z.iso.date().meta({ title: "Published on" }),
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
  title: z.string().min(10).max(90).meta({ title: "Title" }),
  description,
  ...translation,
  kind: z
    .enum(resourceKinds)
    .meta({ title: "Kind", description: "E-book, checklist, template or calculator." }),
  pages: z
    .number()
    .int()
    .positive()
    .meta({ title: "Pages in the PDF", description: "The build says the right number if it is wrong." }),
  summary: text.meta({ title: "Summary", description: "The paragraph under the title.", multiline: true }),
  learn: z
    .array(text.meta({ title: "Point" }))
    .min(3)
    .max(5)
    .meta({ title: "What the reader learns", description: "Three to five points." }),
});

export const guideFrontMatter = z.strictObject({
  title: z.string().min(10).max(70),
  description,
  ...translation,
  topic: z.enum(guideTopics),
  order: z.number().int().positive(),
  feature: z.enum(featureKeys).optional(),
  audience: z.enum(["employee", "manager", "admin"]),
  /** The app screen the article walks through, with the words its steps quote, drawn after its opening. */
  screen: phoneScreenSchema,
});
