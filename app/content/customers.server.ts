/**
 * What the site says about its customers, derived from their case studies: their names in each language
 * and the people they quote, with each person's drawn portrait or photo.
 */
import { customerKeys, isPersonKey, personKey, type CustomerKey } from "../../content/customers.ts";
import type { QuotePerson } from "../components/page/quote-caption.tsx";
import { pictureOf } from "../media/media.server.ts";
import type { Lang } from "../routing/pages.ts";
import { fileTo } from "../routing/paths.ts";
import { caseStudies } from "./collections.server.ts";

/** A customer's case study in a language, by its key (the file's name); the build fails without it. */
export function caseStudyOf(customer: string, lang: Lang) {
  const item = caseStudies[lang].find((candidate) => candidate.slug === customer);
  if (!item) throw new Error(`content/case-studies/${lang}/${customer}.md is missing`);
  return item;
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
  return caseStudyPerson(caseStudyOf(customer, lang).data);
}

/** The widths of a portrait photo: its 48 px circle on screens of one, two and three pixels a point. */
const portraitWidths = [48, 96, 144];

/**
 * The person a case study quotes, from its front matter: their photo when it has one (square, small),
 * else their drawn portrait.
 */
export function caseStudyPerson(data: {
  company_name: string;
  quoteName: string;
  quoteRole: string;
  quotePhoto?: string;
  quotePhotoAlt?: string;
}): QuotePerson {
  const person = { name: data.quoteName, role: data.quoteRole, company: data.company_name };
  if (data.quotePhoto === undefined) return { ...person, avatar: avatarPath(data.quoteName) };
  return {
    ...person,
    photo: {
      picture: pictureOf(data.quotePhoto, [1, 1], undefined, portraitWidths),
      alt: data.quotePhotoAlt ?? data.quoteName,
    },
  };
}

/**
 * How a person quoted by name is shown: the photo their case study gives them, or their drawn portrait.
 * Pages that quote a case study's person outside it (the project-management page) ask here.
 */
export function quotePortrait(name: string, lang: Lang): Pick<QuotePerson, "avatar" | "photo"> {
  const story = caseStudies[lang].find((item) => item.data.quoteName === name);
  const { avatar, photo } = story
    ? caseStudyPerson(story.data)
    : { avatar: avatarPath(name), photo: undefined };
  return photo ? { photo } : { avatar };
}
