import type { Dictionary } from "../../core/i18n/en.ts";

/**
 * The dictionary's sections that only some pages show. The root loader sends every page the rest (the
 * header, the footer, the forms and the error pages use them); a page's own loader sends the sections it
 * shows (page-texts.server.ts), so that no page's HTML carries the words of other pages. Every byte of a
 * page's HTML counts: the first 14.6 KB arrive in the first round trip, the rest one round trip later.
 */
export const pageSections = [
  "pricingPage",
  "featurePage",
  "faqPage",
  "covidPage",
  "caseStudy",
  "guide",
  "blog",
  "search",
  "preview",
  "calculatorPage",
] as const satisfies readonly (keyof Dictionary)[];

export type PageSection = (typeof pageSections)[number];

/** What the root loader sends every page. */
export type ShellDictionary = Omit<Dictionary, PageSection>;

/** What a page's loader sends under `texts`: the sections the page shows. */
export type PageTexts = Partial<Pick<Dictionary, PageSection>>;
