/**
 * What the site says about its customers, derived from their case studies: their names in each language
 * and the people they quote, with each person's drawn portrait or photo.
 */
import { customerKeys, isPersonKey, personKey, type CustomerKey } from "../../content/customers.ts";
import type { QuotePerson } from "../components/page/quote-caption.tsx";
import { pictureOf } from "../media/media.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { fileTo } from "../../core/routing/paths.ts";
import { countryCodeOf, readerFirst } from "../i18n/reader-first.ts";
import { caseStudies, caseStudyPhotos } from "./collections.server.ts";

/** A customer's case study in a language, by its key (the file's name); the build fails without it. */
export function caseStudyOf(customer: string, lang: Lang) {
  const item = caseStudies[lang].find((candidate) => candidate.slug === customer);
  if (!item) throw new Error(`content/case-studies/${lang}/${customer}.md is missing`);
  return item;
}

/**
 * The case studies of a language in the order its pages list them: the reader's country first
 * (app/i18n/reader-first.ts), then the data's order.
 */
export function caseStudiesFor(lang: Lang) {
  return readerFirst(caseStudies[lang], lang, (item) => countryCodeOf(item.data.country, lang));
}

/** The customers drawn for the site in the order a page in `lang` shows them: the reader's country first. */
export function customersFor(lang: Lang): CustomerKey[] {
  return readerFirst(customerKeys, lang, (key) => countryCodeOf(caseStudyOf(key, lang).data.country, lang));
}

/** The name of every customer drawn for the site in a language, as its case study calls it (`company_name`). */
export function customerNames(lang: Lang): Record<CustomerKey, string> {
  return Object.fromEntries(
    customerKeys.map((key) => [key, caseStudyOf(key, lang).data.company_name]),
  ) as Record<CustomerKey, string>;
}

/** The address of a quoted person's drawn portrait; a name without one fails the build. */
export function avatarPath(name: string): string {
  const key = personKey(name);
  if (!isPersonKey(key)) throw new Error(`"${name}" is quoted but has no portrait in content/customers.ts`);
  return fileTo("avatar", { file: `${key}.svg` });
}

/** The person a customer's case study quotes, in a language. */
export function quotePerson(customer: string, lang: Lang): QuotePerson {
  return caseStudyPerson(caseStudyOf(customer, lang));
}

/**
 * The address of a quoted person's portrait: the photo their case study gives them, made square and small
 * (three times the 48 px circle it fills, in WebP, which every browser the site supports shows), or else
 * their drawing. One file, as the drawing is: the pages draw a portrait as an image of one address, and
 * the person's name is written beside it, which is its text.
 */
function portraitOf(name: string, photo: string | undefined): string {
  return photo === undefined ? avatarPath(name) : pictureOf(photo, [1, 1], undefined, [144]).src;
}

/**
 * The person a case study quotes, from its front matter, with their portrait: their photo is the English
 * version's, which both languages show (caseStudyPhotos). A customer who is not named is quoted by role
 * only: no name, no portrait (the content check refuses a name in their story).
 */
export function caseStudyPerson({
  slug,
  data,
}: {
  slug: string;
  data: { company_name: string; quoteName?: string | undefined; quoteRole: string };
}): QuotePerson {
  const { quoteName } = data;
  return {
    role: data.quoteRole,
    company: data.company_name,
    ...(quoteName !== undefined && {
      name: quoteName,
      avatar: portraitOf(quoteName, caseStudyPhotos(slug)?.quotePhoto),
    }),
  };
}

/**
 * The portrait of a case study's person for a page quoting them by name (the lead pages, the
 * project-management page): the same as on their case study.
 */
export function quotePortrait(name: string, lang: Lang): string {
  const story = caseStudies[lang].find((item) => item.data.quoteName === name);
  return portraitOf(name, story && caseStudyPhotos(story.slug)?.quotePhoto);
}
