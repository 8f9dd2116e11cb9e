import { collection, config, fields, singleton } from "@keystatic/core";
import { en } from "../app/i18n/en.ts";
import { brandSchema } from "../content/brand.schema.ts";
import { aboutSchema } from "../content/company/about.schema.ts";
import { conversionSchema } from "../content/company/conversion.schema.ts";
import { covidSchema } from "../content/company/covid.schema.ts";
import { projectManagementSchema } from "../content/company/project-management.schema.ts";
import { faqSchema } from "../content/faq/schema.ts";
import { featurePageSchema } from "../content/feature-pages/schema.ts";
import { featureKeys } from "../content/features.ts";
import { homeSchema } from "../content/home/schema.ts";
import { leadPagesSchema } from "../content/lead-pages/schema.ts";
import { plansSchema } from "../content/pricing/plans.schema.ts";
import { pricingSchema } from "../content/pricing/schema.ts";
import { blogFrontMatter, resourceFrontMatter } from "../content/schema/collections.ts";
import { thankYouSchema } from "../content/thank-you/schema.ts";
import { editorFields } from "./fields.ts";

/**
 * What the marketing team edits, and where each entry is kept. Every kind of content is written once per
 * language, the two files side by side; the form of each comes from the schema the build checks the files
 * with (content/schema/kit.ts).
 */
const languages = [
  { lang: "en", name: "English" },
  { lang: "id", name: "Indonesian" },
] as const;

/** Pages written once per language, each a data file `content/<file>.<lang>.yaml`. */
const pages = [
  { key: "home", label: "Home page", file: "home/", schema: homeSchema },
  { key: "about", label: "About us", file: "company/about.", schema: aboutSchema },
  { key: "covid", label: "Workplace health", file: "company/covid.", schema: covidSchema },
  { key: "whatsapp", label: "WhatsApp page", file: "company/conversion.", schema: conversionSchema },
  {
    key: "project-management",
    label: "Project management",
    file: "company/project-management.",
    schema: projectManagementSchema,
  },
  { key: "pricing", label: "Pricing page", file: "pricing/", schema: pricingSchema },
  { key: "faq", label: "FAQ page", file: "faq/", schema: faqSchema },
  { key: "forms", label: "Form pages", file: "lead-pages/", schema: leadPagesSchema },
  { key: "thank-you", label: "Thank-you pages", file: "thank-you/", schema: thankYouSchema },
] as const;

const pageSingletons = Object.fromEntries(
  pages.flatMap(({ key, label, file, schema }) =>
    languages.map(({ lang, name }) => [
      `${key}-${lang}`,
      singleton({
        label: `${label} (${name})`,
        path: `content/${file}${lang}`,
        format: { data: "yaml" },
        schema: editorFields(schema, { mediaFolder: `${key}-${lang}` }),
      }),
    ]),
  ),
);

/** One entry per feature and language, `content/feature-pages/<lang>/<feature>.yaml`, features in menu order. */
const featurePageSingletons = Object.fromEntries(
  featureKeys.flatMap((feature) =>
    languages.map(({ lang, name }) => [
      `feature-${feature}-${lang}`,
      singleton({
        label: `Feature page: ${en.features[feature].title} (${name})`,
        path: `content/feature-pages/${lang}/${feature}`,
        format: { data: "yaml" },
        schema: editorFields(featurePageSchema, { mediaFolder: `feature-${feature}-${lang}` }),
      }),
    ]),
  ),
);

/**
 * What both languages share, one data file each: the company's facts (the words that differ given in both,
 * kept as JSON, which the server reads without the build's help: content/brand.ts), the prices and plans.
 */
const sharedSingletons = {
  "company-facts": singleton({
    label: "Company facts",
    path: "content/brand",
    format: { data: "json" },
    schema: editorFields(brandSchema, { mediaFolder: "brand" }),
  }),
  prices: singleton({
    label: "Prices and plans",
    path: "content/pricing/plans",
    format: { data: "yaml" },
    schema: editorFields(plansSchema, { mediaFolder: "prices" }),
  }),
};

const otherLanguage = (lang: (typeof languages)[number]["lang"]) =>
  languages.find((candidate) => candidate.lang !== lang) ?? languages[0];

/**
 * A Markdown collection, one list per language: each item a file named by its address (made from its
 * title), its photos kept in the media folder under its language, its translation picked from the other
 * language's list, whose column shows which translation is missing.
 */
function markdownCollections({
  folder,
  label,
  item,
  schema: frontMatter,
  columns,
}: {
  folder: string;
  label: string;
  /** What one item is called: "article", "resource". */
  item: string;
  schema: typeof blogFrontMatter | typeof resourceFrontMatter;
  /** The list's columns besides the title and the translation. */
  columns: string[];
}) {
  const { minLength, maxLength } = frontMatter.shape.title;
  return Object.fromEntries(
    languages.map(({ lang, name }) => {
      const other = otherLanguage(lang);
      const title = fields.slug({
        name: { label: "Title", validation: { length: { min: minLength ?? 1, max: maxLength ?? Infinity } } },
        slug: {
          label: "Address",
          description: `The end of the ${item}'s address: lowercase words joined by hyphens.`,
        },
      });
      const schema = {
        ...editorFields(frontMatter, {
          mediaFolder: `${folder}/${lang}`,
          own: {
            title,
            twin: fields.relationship({
              label: `${other.name} version`,
              description: `The same ${item} in ${other.name}. Pick it here, and pick this one in the ${other.name} ${item}.`,
              collection: `${folder}-${other.lang}`,
            }),
          },
        }),
        // Spread from the schema above, where it keeps its place; named again for the slug's type.
        title,
        body: fields.markdoc({ label: "Text", extension: "md", options: { image: false, heading: [2, 3] } }),
      };
      return [
        `${folder}-${lang}`,
        collection({
          label: `${label} (${name})`,
          path: `content/${folder}/${lang}/*`,
          slugField: "title",
          format: { contentField: "body" },
          entryLayout: "content",
          // Keystatic types columns by the fields it can prove simple; these are, derived from the schema.
          columns: ["title", ...columns, "twin"] as unknown as ["title"],
          schema,
        }),
      ] as const;
    }),
  );
}

const blogCollections = markdownCollections({
  folder: "blog",
  label: "Blog",
  item: "article",
  schema: blogFrontMatter,
  columns: ["date"],
});

const resourceCollections = markdownCollections({
  folder: "resources",
  label: "Resources",
  item: "resource",
  schema: resourceFrontMatter,
  columns: ["kind"],
});

/** Where the editor keeps what it saves, as the page that runs it says (editor/settings.ts). */
export type EditorStorage =
  | { kind: "local" }
  /** Each save is a commit on a branch named `content/…`, merged by pull request as code is. */
  | { kind: "github"; repo: `${string}/${string}` };

export const editorConfig = (storage: EditorStorage) =>
  config({
    storage: storage.kind === "github" ? { ...storage, branchPrefix: "content/" } : storage,
    ui: {
      brand: { name: "Regu" },
      navigation: {
        Pages: Object.keys(pageSingletons),
        "Feature pages": Object.keys(featurePageSingletons),
        "Both languages": Object.keys(sharedSingletons),
        Blog: Object.keys(blogCollections),
        Resources: Object.keys(resourceCollections),
      },
    },
    singletons: { ...pageSingletons, ...featurePageSingletons, ...sharedSingletons },
    collections: { ...blogCollections, ...resourceCollections },
  });
