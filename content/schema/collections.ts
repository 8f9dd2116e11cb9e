import { z } from "zod";
import { resourceKinds } from "../../core/collections/resource-kinds.ts";
import { en } from "../../core/i18n/en.ts";
import { blogCategories, blogCategoryKeys } from "../blog/categories.ts";
import { blogMotifs } from "../blog/motifs.ts";
import { caseStudySectorKeys, caseStudySectors } from "../case-study-sectors.ts";
import { featureKeys } from "../features.ts";
import { guideTopics } from "../guide-topics.ts";
import { phoneScreenSchema } from "../phone-screen.ts";
import { photo, photoAlt } from "./fields.ts";

/**
 * The front matter of each content collection: blog articles, case studies, downloadable resources and
 * user-guide articles, one Markdown file per item and language (app/collections/collections.server.ts loads
 * and checks them; editor/keystatic.config.ts derives the editor's forms from these same schemas).
 */

// The editor's choices show words, not the keys the files hold ("HR tips", not "hr-tips").
const asWords = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(
    keys.map((key) => [key, key.charAt(0).toUpperCase() + key.slice(1).replaceAll("-", " ")]),
  );
const sectorNames = Object.fromEntries(caseStudySectorKeys.map((key) => [key, caseStudySectors[key].en]));
const categoryNames = Object.fromEntries(blogCategoryKeys.map((key) => [key, blogCategories[key].en.name]));
const featureNames = Object.fromEntries(featureKeys.map((key) => [key, en.features[key].title]));

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const text = z.string().trim().min(1);
const description = z.string().min(100).max(170).meta({
  title: "Description",
  description: "Under the title in search results and on the cards: 100 to 170 characters.",
  multiline: true,
});

/** Kept off the site while it is being written: the preview shows it, the build leaves it out. */
const draft = z.boolean().optional().meta({
  title: "Draft",
  description:
    "Tick while it is not ready: the preview shows it, the site does not. Its translation is published alone meanwhile.",
});

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
  draft,
  title: z.string().min(20).max(90).meta({ title: "Title" }),
  description,
  category: z.enum(blogCategoryKeys).meta({ title: "Category", optionNames: categoryNames }),
  /** The drawing on the article's cover (content/blog/motifs.ts): the same in both languages. */
  motif: z.enum(blogMotifs).meta({
    optionNames: asWords(blogMotifs),
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
  date: z.iso.date().meta({
    title: "Published on",
    description: "A later date keeps the article off the site until that day's build publishes it.",
  }),
});

/**
 * A customer's story. Its file's name is its address and the customer's key, the same in both languages;
 * `key` names the translation, which is the file of the same name in the other language. The seven first
 * customers have drawn logos, banners and portraits (content/customers.ts); a customer added since brings
 * its logo, banner photo and the quoted person's photo as files of the media folder, uploaded once, in the
 * English version (`caseStudyPhotoFields`): both languages show them. What the logo and the banner show is
 * written in each language, for the visitors of that language who cannot see them.
 */
export const caseStudyFrontMatter = z.strictObject({
  draft,
  company_name: text.meta({ title: "Company name" }),
  key: slug.optional().meta({
    title: "Translation",
    description: "The same case study in the other language, at the same address. Both must name each other.",
  }),
  logo_img: photo({
    label: "Logo",
    hint: "An SVG, PNG or JPEG of the customer's logo, about four times as wide as it is high, used by both languages. Without one, the logo drawn for the site (the first seven customers only).",
  }),
  logoAlt: photoAlt({
    label: "What the logo says",
    hint: "Usually the company's name as the logo writes it, read out to visitors who cannot see it. Needed when the English version has a logo file.",
  }),
  banner_img: photo({
    label: "Banner photo",
    hint: "A wide JPEG, PNG or WebP photo of the customer's workplace, as large as you have it, used by both languages: cut to 3 × 1 on the page and 2 × 1 on the list. Without one, the drawing (the first seven customers only).",
  }),
  bannerAlt: photoAlt({
    label: "What the banner photo shows",
    hint: "For visitors who cannot see it, in one sentence. Needed when the English version has a banner photo.",
  }),
  industry: text.meta({
    title: "Industry",
    description: 'What the company does, in a few words: "Coffee retail chain".',
  }),
  sector: z.enum(caseStudySectorKeys).meta({
    title: "Industry group",
    description: "Its filter on the case-study list, the same in both languages.",
    optionNames: sectorNames,
  }),
  /** May be empty (docs/product.md records one such case study); the card and page then go without it. */
  desc: z.string().optional().meta({
    title: "Short description",
    description: "Under the name, and on the card in the list. Without one, the card shows the first result.",
    multiline: true,
  }),
  employees: z.number().int().positive().meta({ title: "Employees" }),
  country: text.meta({ title: "Country" }),
  features: z
    .array(z.enum(featureKeys).meta({ title: "Feature", optionNames: featureNames }))
    .min(1)
    .meta({ title: "Features used", description: "Linked from the page, in this order." }),
  results: z
    .array(
      z
        .strictObject({
          value: text.meta({ title: "Figure", description: 'Large, e.g. "3 days → under 1 hour".' }),
          label: text.meta({ title: "What it measures", description: 'e.g. "monthly attendance recap".' }),
        })
        .meta({ title: "Result" }),
    )
    .length(3)
    .meta({ title: "Results", description: "Exactly three figures, shown side by side." }),
  quote: text.meta({
    title: "Quote",
    description: "The customer's words, without quotation marks.",
    multiline: true,
  }),
  // Optional: a customer who asked not to be named is quoted by role only (docs/product.md).
  quoteName: text.optional().meta({
    title: "Quoted person's name",
    description:
      "Empty for a customer who is not named: their quote then shows the role and the company only.",
  }),
  quoteRole: text.meta({ title: "Quoted person's role", description: 'e.g. "Head of Operations".' }),
  /**
   * A photo of the quoted person instead of their drawn portrait, wherever they are quoted. It needs no
   * words of its own: their name is written beside it, as beside the drawing.
   */
  quotePhoto: photo({
    label: "Quoted person's photo",
    hint: "A JPEG, PNG or WebP photo of their face, cut to a small circle beside their name, used by both languages. Without one, their drawn portrait (the people quoted first only).",
  }),
});

/**
 * The case study's photos, kept in its English version only and shown by both: uploaded once. The
 * Indonesian version's form has no such fields, and the build refuses them in its file.
 */
export const caseStudyPhotoFields = ["logo_img", "banner_img", "quotePhoto"] as const;
/** The language whose version holds a case study's photos. */
export const caseStudyPhotosLang = "en";
/** What a case study's other language holds: the same without the photos (the editor's form for it). */
export const caseStudyTranslationFrontMatter = caseStudyFrontMatter.omit(
  Object.fromEntries(caseStudyPhotoFields.map((field) => [field, true])) as Record<
    (typeof caseStudyPhotoFields)[number],
    true
  >,
);

export const resourceFrontMatter = z.strictObject({
  draft,
  title: z.string().min(10).max(90).meta({ title: "Title" }),
  description,
  ...translation,
  kind: z.enum(resourceKinds).meta({
    title: "Kind",
    description: "E-book, checklist, template or calculator.",
    optionNames: { ebook: "E-book", checklist: "Checklist", template: "Template", calculator: "Calculator" },
  }),
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
  draft,
  title: z.string().min(10).max(70).meta({ title: "Title" }),
  description,
  ...translation,
  topic: z.enum(guideTopics).meta({
    title: "Topic",
    description: "The section of the guide it is listed in.",
    optionNames: asWords(guideTopics),
  }),
  order: z.number().int().positive().meta({
    title: "Place in its topic",
    description: "1 for the first article of the topic, 2 for the next…",
  }),
  feature: z.enum(featureKeys).optional().meta({
    title: "Feature",
    description: "The feature page it links to, if it is about one.",
    optionNames: featureNames,
  }),
  audience: z.enum(["employee", "manager", "admin"]).meta({
    title: "Written for",
    description: "Employees, managers or the company's admin.",
    optionNames: { employee: "Employees", manager: "Managers", admin: "The company's admin" },
  }),
  /** The app screen the article walks through, with the words its steps quote, drawn after its opening. */
  screen: phoneScreenSchema.meta({
    title: "App screen",
    description:
      "The phone drawn after the opening, in the words the steps quote. Short lines: the screen is small.",
  }),
});
