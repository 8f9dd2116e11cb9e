import type { Lang } from "../core/routing/pages.ts";

/**
 * The industries the case-study list filters by, one chip each, in both languages. A case study's own
 * `industry` says exactly what the company does ("Coffee retail chain"); its `sector` puts it in one of
 * these, so two companies of one industry share a chip and the chips fit one line at 1280 px. Plain data,
 * safe in the browser.
 */
export const caseStudySectors = {
  property: { en: "Property services", id: "Jasa properti" },
  "food-and-beverage": { en: "Food and beverage", id: "Makanan dan minuman" },
  "technology-and-finance": { en: "Technology and finance", id: "Teknologi dan keuangan" },
  distribution: { en: "Distribution", id: "Distribusi" },
  logistics: { en: "Logistics", id: "Logistik" },
} as const satisfies Record<string, Record<Lang, string>>;

export type CaseStudySector = keyof typeof caseStudySectors;
export const caseStudySectorKeys = Object.keys(caseStudySectors) as [CaseStudySector, ...CaseStudySector[]];
