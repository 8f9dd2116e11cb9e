/**
 * What the site says about its customers, derived from their case studies: their names in each language
 * and the people they quote, with the address of each person's drawn portrait.
 */
import { customerKeys, isPersonKey, personKey, type CustomerKey } from "../../content/customers.ts";
import type { QuotePerson } from "../components/page/quote-caption.tsx";
import type { Lang } from "../routing/pages.ts";
import { fileTo } from "../routing/paths.ts";
import { caseStudies } from "./collections.server.ts";

/** A customer's case study in a language; the build fails without it. */
export function caseStudyOf(customer: CustomerKey, lang: Lang) {
  const item = caseStudies[lang].find((candidate) => candidate.data.key === customer);
  if (!item) throw new Error(`content/case-studies/${lang}/${customer}.md is missing`);
  return item;
}

/** Every customer's name in a language, as its case study calls it (`company_name`). */
export function customerNames(lang: Lang): Record<CustomerKey, string> {
  return Object.fromEntries(
    customerKeys.map((key) => [key, caseStudyOf(key, lang).data.company_name]),
  ) as Record<CustomerKey, string>;
}

/** The address of a quoted person's portrait; a name without one fails the build. */
export function avatarPath(name: string): string {
  const key = personKey(name);
  if (!isPersonKey(key)) throw new Error(`"${name}" is quoted but has no portrait in content/customers.ts`);
  return fileTo("avatar", { file: `${key}.svg` });
}

/** The person a customer's case study quotes, in a language. */
export function quotePerson(customer: CustomerKey, lang: Lang): QuotePerson {
  return caseStudyPerson(caseStudyOf(customer, lang).data);
}

/** The person a case study quotes, from its front matter. */
export function caseStudyPerson(data: {
  company_name: string;
  quoteName: string;
  quoteRole: string;
}): QuotePerson {
  return {
    name: data.quoteName,
    role: data.quoteRole,
    company: data.company_name,
    avatar: avatarPath(data.quoteName),
  };
}
