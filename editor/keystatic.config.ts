import { collection, config, fields, singleton, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { en } from "../core/i18n/en.ts";
import { privacyConditionNames, privacyFragmentNames } from "../core/legal/privacy-tools.ts";
import type { PageId } from "../core/routing/pages.ts";
import { brandSchema } from "../content/brand.schema.ts";
import { adminScreensSchema } from "../content/admin-screens/schema.ts";
import { aboutSchema } from "../content/company/about.schema.ts";
import { calculatorPagesSchema } from "../content/calculators/schema.ts";
import { collectionListsSchema } from "../content/collection-lists/schema.ts";
import { conversionSchema } from "../content/company/conversion.schema.ts";
import { covidSchema } from "../content/company/covid.schema.ts";
import { projectManagementSchema } from "../content/company/project-management.schema.ts";
import { faqSchema } from "../content/faq/schema.ts";
import { featurePageSchema } from "../content/feature-pages/schema.ts";
import { featureKeys, type FeatureKey } from "../content/features.ts";
import { homeSchema } from "../content/home/schema.ts";
import { leadPagesSchema } from "../content/lead-pages/schema.ts";
import { legalFrontMatter } from "../content/legal/schema.ts";
import { payrollRatesSchema } from "../content/payroll/schema.ts";
import { plansSchema } from "../content/pricing/plans.schema.ts";
import { pricingSchema } from "../content/pricing/schema.ts";
import { redirectsSchema } from "../content/redirects/schema.ts";
import { regulationsSchema } from "../content/regulations/schema.ts";
import {
  blogFrontMatter,
  caseStudyFrontMatter,
  caseStudyPhotosLang,
  caseStudyTranslationFrontMatter,
  guideFrontMatter,
  resourceFrontMatter,
} from "../content/schema/collections.ts";
import { thankYouSchema } from "../content/thank-you/schema.ts";
import { editorFields } from "./fields.ts";
import { itemPreview, pagePreview } from "./preview.ts";

/**
 * What the marketing team edits, and where each entry is kept. Every kind of content is written once per
 * language, the two files side by side; the form of each comes from the schema the build checks the files
 * with (content/schema/fields.ts).
 */
const languages = [
  { lang: "en", name: "English" },
  { lang: "id", name: "Indonesian" },
] as const;

/** Pages written once per language, each a data file `content/<file>.<lang>.yaml`. */
const pages = [
  {
    key: "home",
    label: "Home page",
    file: "home/",
    page: "home",
    schema: homeSchema,
    own: (lang: Lang) => ({
      "proof.quotes.Item.customer": fields.relationship({
        label: "Customer",
        description: "Their case study: the person it quotes says it.",
        collection: `case-studies-${lang}`,
        validation: { isRequired: true },
      }),
    }),
  },
  {
    key: "admin-screens",
    label: "Admin screens",
    file: "admin-screens/",
    page: "home",
    schema: adminScreensSchema,
  },
  { key: "about", label: "About us", file: "company/about.", page: "about", schema: aboutSchema },
  { key: "covid", label: "Workplace health", file: "company/covid.", page: "covid", schema: covidSchema },
  {
    key: "whatsapp",
    label: "WhatsApp page",
    file: "company/conversion.",
    page: "conversionWa",
    schema: conversionSchema,
  },
  {
    key: "project-management",
    label: "Project management",
    file: "company/project-management.",
    page: "projectManagement",
    schema: projectManagementSchema,
  },
  { key: "pricing", label: "Pricing page", file: "pricing/", page: "pricing", schema: pricingSchema },
  { key: "faq", label: "FAQ page", file: "faq/", page: "faq", schema: faqSchema },
  {
    key: "calculators",
    label: "Payroll calculators",
    file: "calculators/",
    page: "tools",
    schema: calculatorPagesSchema,
  },
  { key: "forms", label: "Form pages", file: "lead-pages/", page: "requestDemo", schema: leadPagesSchema },
  {
    key: "thank-you",
    label: "Thank-you pages",
    file: "thank-you/",
    page: "thankYou",
    schema: thankYouSchema,
  },
  {
    key: "lists",
    label: "List pages",
    file: "collection-lists/",
    page: "caseStudies",
    schema: collectionListsSchema,
  },
] as const;

/** The page each entry of the editor shows its words on, for its "Preview" button in local mode. */
const previews: Record<string, string> = {};

type Lang = (typeof languages)[number]["lang"];

const pageSingletons = Object.fromEntries(
  pages.flatMap((page) =>
    languages.map(({ lang, name }) => {
      previews[`${page.key}-${lang}`] = pagePreview(page.page, lang);
      return [
        `${page.key}-${lang}`,
        singleton({
          label: `${page.label} (${name})`,
          path: `content/${page.file}${lang}`,
          format: { data: "yaml" },
          schema: editorFields(page.schema, {
            mediaFolder: `${page.key}-${lang}`,
            own: "own" in page ? page.own(lang) : {},
          }),
        }),
      ];
    }),
  ),
);

const featurePage = (feature: FeatureKey) =>
  `feature${feature.charAt(0).toUpperCase()}${feature.slice(1)}` as PageId;

/** One entry per feature and language, `content/feature-pages/<lang>/<feature>.yaml`, features in menu order. */
const featurePageSingletons = Object.fromEntries(
  featureKeys.flatMap((feature) =>
    languages.map(({ lang, name }) => {
      previews[`feature-${feature}-${lang}`] = pagePreview(featurePage(feature), lang);
      return [
        `feature-${feature}-${lang}`,
        singleton({
          // Under the list's heading "Feature pages": the feature's name is enough.
          label: `${en.features[feature].title} (${name})`,
          path: `content/feature-pages/${lang}/${feature}`,
          format: { data: "yaml" },
          schema: editorFields(featurePageSchema, { mediaFolder: `feature-${feature}-${lang}` }),
        }),
      ];
    }),
  ),
);

/**
 * What both languages share, one data file each: the company's facts (the words that differ given in both,
 * kept as JSON, which the server reads without the build's help: content/brand.ts), the prices and plans,
 * Indonesia's regulatory facts the pages name with `{fact:key}` (each given in both languages), and the
 * redirects from old addresses.
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
  regulations: singleton({
    label: "Indonesian regulations",
    path: "content/regulations/indonesia",
    format: { data: "yaml" },
    schema: editorFields(regulationsSchema, { mediaFolder: "regulations" }),
  }),
  redirects: singleton({
    label: "Redirects",
    path: "content/redirects/redirects",
    format: { data: "yaml" },
    schema: editorFields(redirectsSchema, { mediaFolder: "redirects" }),
  }),
  "payroll-rates": singleton({
    label: "Payroll rates and tables",
    path: "content/payroll/rates",
    format: { data: "yaml" },
    schema: editorFields(payrollRatesSchema, { mediaFolder: "payroll-rates" }),
  }),
};
previews["company-facts"] = pagePreview("contact", "en");
previews.prices = pagePreview("pricing", "en");
previews.regulations = pagePreview("featureOvertime", "id");

const otherLanguage = (lang: Lang) => languages.find((candidate) => candidate.lang !== lang) ?? languages[0];

/** Under every address field: what changing a published address asks for. */
const renamedHint =
  "Changing it after the page is published breaks the old links: add a redirect from the old address under Both languages → Redirects.";

/**
 * A Markdown collection, one list per language: each item a file named by its address (made from its
 * title), its photos kept in the media folder under its language, its translation picked from the other
 * language's list, whose column shows which translation is missing.
 */
function markdownCollections<Schema extends z.ZodObject>({
  folder,
  label,
  item,
  schema: frontMatter,
  columns,
  titleField = "title",
  titleLabel = "Title",
  twinField = "twin",
  addressHint = `The end of the ${item}'s address: lowercase words joined by hyphens.`,
  formIn = () => frontMatter,
  mediaFolderOf = (lang) => `${folder}/${lang}`,
}: {
  folder: string;
  label: string;
  /** What one item is called: "article", "resource". */
  item: string;
  schema: Schema;
  /** The list's columns besides the title and the translation. */
  columns: string[];
  /** The field the address is made from, and the one naming the translation. */
  titleField?: string;
  titleLabel?: string;
  twinField?: string;
  addressHint?: string;
  /** The fields a language's form holds, when one language holds fewer (a case study's photos). */
  formIn?: (lang: Lang) => z.ZodObject;
  /** Where a language's photos go under the media folder, each item in a folder of its address. */
  mediaFolderOf?: (lang: Lang) => string;
}) {
  const { minLength, maxLength } = frontMatter.shape[titleField] as z.ZodString;
  return Object.fromEntries(
    languages.map(({ lang, name }) => {
      const other = otherLanguage(lang);
      const title = fields.slug({
        name: {
          label: titleLabel,
          validation: { length: { min: minLength ?? 1, max: maxLength ?? Infinity } },
        },
        slug: { label: "Address", description: `${addressHint} ${renamedHint}` },
      });
      const own: Record<string, ComponentSchema> = {
        [titleField]: title,
        [twinField]: fields.relationship({
          label: `${other.name} version`,
          description: `The same ${item} in ${other.name}. Pick it here, and pick this one in the ${other.name} ${item}.`,
          collection: `${folder}-${other.lang}`,
        }),
      };
      const schema: Record<string, ComponentSchema> = {
        // The own fields' paths are the schema's, checked by editorFields as it derives the form.
        ...editorFields(formIn(lang), { mediaFolder: mediaFolderOf(lang), own: own as never }),
        body: fields.markdoc({ label: "Text", extension: "md", options: { image: false, heading: [2, 3] } }),
      };
      previews[`${folder}-${lang}`] = itemPreview(folder, lang);
      return [
        `${folder}-${lang}`,
        collection({
          label: `${label} (${name})`,
          path: `content/${folder}/${lang}/*`,
          // Keystatic types the slug field and the columns by a schema written out by hand; this one is
          // derived, its title field the slug field above, its columns simple fields of the schema.
          slugField: titleField as "title",
          format: { contentField: "body" },
          entryLayout: "content",
          columns: [titleField, ...columns, twinField] as unknown as ["title"],
          schema: schema as unknown as { title: typeof title },
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

// A case study has the same address in both languages: it is the customer's key, which the home page's
// quotes name, and the translation is the other language's file of that name.
const caseStudyCollections = markdownCollections({
  folder: "case-studies",
  label: "Case studies",
  item: "case study",
  schema: caseStudyFrontMatter,
  columns: ["industry"],
  titleField: "company_name",
  titleLabel: "Company name",
  twinField: "key",
  addressHint:
    "The end of the case study's address: lowercase words joined by hyphens, the same in both languages (in a translation, type the other's address here).",
  // The logo and photos are uploaded once, in the English version, and shown by both languages.
  formIn: (lang) => (lang === caseStudyPhotosLang ? caseStudyFrontMatter : caseStudyTranslationFrontMatter),
  mediaFolderOf: () => "case-studies",
});

const guideCollections = markdownCollections({
  folder: "user-guide",
  label: "User guide",
  item: "article",
  schema: guideFrontMatter,
  columns: ["topic"],
});

/**
 * The legal documents, each written once per language (`content/legal/<document>/<lang>.md`), and the
 * privacy policy's parts about the tools a configuration turns on (`privacy/tools/<lang>/<tool>.md`): the
 * policy names each part's place, and the build puts in the parts of the tools the site loads.
 */
const legalDocuments = [
  { key: "privacy", label: "Privacy policy" },
  { key: "terms", label: "Terms" },
] as const;

/**
 * What the privacy policy's editors are told about the words that follow the configuration
 * (core/legal/privacy-tools.ts, docs/editing.md).
 */
const conditionHint = `Words between <!-- if: chat --> and <!-- end --> (on one line) appear only while the condition holds, between <!-- unless: chat --> and <!-- end --> only while it does not; a list item or paragraph left empty goes. Conditions: ${privacyConditionNames.join(", ")}, or several joined by “or”.`;
const privacyBodyHint = `Lines such as <!-- tool: consent --> mark where a tool's part goes: keep them where they are. ${conditionHint}`;

const legalSingletons = Object.fromEntries(
  legalDocuments.flatMap(({ key, label }) =>
    languages.map(({ lang, name }) => {
      previews[`legal-${key}-${lang}`] = pagePreview(key, lang);
      return [
        `legal-${key}-${lang}`,
        singleton({
          label: `${label} (${name})`,
          path: `content/legal/${key}/${lang}`,
          format: { contentField: "body" },
          entryLayout: "content",
          schema: {
            ...editorFields(legalFrontMatter, { mediaFolder: `legal/${lang}` }),
            body: fields.markdoc({
              label: "Text",
              description: key === "privacy" ? privacyBodyHint : undefined,
              extension: "md",
              options: { image: false, heading: [2, 3] },
            }),
          },
        }),
      ];
    }),
  ),
);

const privacyToolSingletons = Object.fromEntries(
  privacyFragmentNames.flatMap((tool) =>
    languages.map(({ lang, name }) => {
      previews[`privacy-${tool}-${lang}`] = pagePreview("privacy", lang);
      return [
        `privacy-${tool}-${lang}`,
        singleton({
          label: `${tool} (${name})`,
          path: `content/legal/privacy/tools/${lang}/${tool}`,
          format: { contentField: "body" },
          entryLayout: "content",
          schema: {
            body: fields.markdoc({
              label: "Text",
              description: `The policy's words on ${tool}, in the policy only while the site's configuration turns it on. ${conditionHint}`,
              extension: "md",
              options: { image: false, heading: [2, 3] },
            }),
          },
        }),
      ];
    }),
  ),
);

/**
 * The entries with their "Preview" button in local mode, where the site beside the editor shows a save at
 * once; in GitHub mode a save is a commit no server shows before it is merged, so there is none.
 */
function withPreviews<Entries extends Record<string, object>>(
  entries: Entries,
  storage: EditorStorage,
): Entries {
  if (storage.kind !== "local") return entries;
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, { ...entry, previewUrl: previews[key] }]),
  ) as Entries;
}

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
        "Case studies": Object.keys(caseStudyCollections),
        "User guide": Object.keys(guideCollections),
        Legal: Object.keys(legalSingletons),
        "Privacy policy's parts on tools": Object.keys(privacyToolSingletons),
      },
    },
    singletons: withPreviews(
      {
        ...pageSingletons,
        ...featurePageSingletons,
        ...sharedSingletons,
        ...legalSingletons,
        ...privacyToolSingletons,
      },
      storage,
    ),
    collections: withPreviews(
      { ...blogCollections, ...resourceCollections, ...caseStudyCollections, ...guideCollections },
      storage,
    ),
  });
