/**
 * What a page shows first in each language: the office and the customers of its reader's country
 * (docs/product.md, "The reader's country first"). Indonesian pages are read in Indonesia, where the head
 * office is: Jakarta and the Indonesian customers lead their lists. English pages are read across the
 * region and keep the order of the data. Every list of offices or customers is ordered here, never by
 * hand on a page. Plain data and a sort: safe in the browser.
 */
import { brand } from "../../content/brand.ts";
import type { OfficeCountry } from "../../content/office-countries.ts";
import type { Lang } from "../../core/routing/pages.ts";

/** The country whose offices and customers a language's pages show first; none for English. */
export const readerCountry: Readonly<Record<Lang, OfficeCountry | undefined>> = {
  en: undefined,
  id: "ID",
};

/**
 * `items` with those of the reader's country first, each group in the order it had: a stable sort, so
 * the data's own order still decides within a country.
 */
export function readerFirst<T>(
  items: readonly T[],
  lang: Lang,
  countryOf: (item: T) => OfficeCountry | undefined,
): T[] {
  const home = readerCountry[lang];
  if (home === undefined) return [...items];
  return [
    ...items.filter((item) => countryOf(item) === home),
    ...items.filter((item) => countryOf(item) !== home),
  ];
}

export type Office = (typeof brand.offices)[number];

/** The offices in the order a page in `lang` lists them: footer, contact and about pages, structured data. */
export function officesFor(lang: Lang): Office[] {
  return readerFirst(brand.offices, lang, (office) => office.countryCode);
}

/**
 * The code of a country named in `lang` as the offices name it ("Filipina" → "PH"): a case study gives its
 * customer's country in words; a country with no office has no code and keeps its place after the reader's.
 */
export function countryCodeOf(name: string, lang: Lang): OfficeCountry | undefined {
  return brand.offices.find((office) => office.country[lang] === name)?.countryCode;
}
