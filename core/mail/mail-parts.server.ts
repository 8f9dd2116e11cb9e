import { brand } from "../../content/brand.ts";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import type { EmailContent } from "../../content/emails/types.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang, PageId } from "../routing/pages.ts";
import { pathTo, type Params } from "../routing/paths.ts";
import type { Block, Inline, Link } from "./mail-layout.server.ts";

/**
 * What the mails to visitors share beyond the layout: their words (content/emails/), links to the site,
 * the sign-off and the footer. These mails go to an address nobody confirmed, so they are built from our
 * words and our links only, never from what the visitor wrote (see content/emails/types.ts).
 */

/** The words of the mails to visitors, by language. */
export const mailWords: Record<Lang, EmailContent> = { en: emailsEn, id: emailsId };

export interface Site {
  siteUrl: string;
}

export function absoluteUrl(site: Site, page: PageId, lang: Lang, params: Params = {}): string {
  return `${site.siteUrl.replace(/\/+$/, "")}${pathTo(page, lang, params)}`;
}

export function siteHost(site: Site): string {
  try {
    return new URL(site.siteUrl).host;
  } catch {
    return site.siteUrl;
  }
}

/** The mail's closing lines: who sends it, from where, why the reader got it, and the privacy policy. */
export function visitorFooter(
  site: Site,
  lang: Lang,
  reason: keyof EmailContent["footer"]["reasons"],
  moreLinks: Link[] = [],
): Inline[][] {
  const words = mailWords[lang].footer;
  const office = brand.offices.find((candidate) => candidate.countryCode === words.office);
  return [
    [brand.legalName],
    ...(office ? [[office.address]] : []),
    [fill(words.reasons[reason], { site: siteHost(site) })],
    // The newsletter's confirmation says it in its body, with what happens to an address nobody confirms.
    ...(reason === "newsletter" ? [] : [[words.notYou]]),
    [{ text: words.privacy, href: absoluteUrl(site, "privacy", lang) }, ...moreLinks].flatMap(
      (link, index): Inline[] => (index === 0 ? [link] : [" · ", link]),
    ),
  ];
}

export function signOff(lang: Lang): Block {
  const words = mailWords[lang].signOff;
  return { kind: "lines", lines: [words.closing, words.team] };
}
