import { renderToStaticMarkup } from "react-dom/server";
import { dictionaries } from "../../../core/i18n/dictionaries.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { OfficeCards, type CountryCode } from "./office-cards.tsx";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The offices section of the contact page as markup made where the page is rendered: static addresses
 * and links cost HTML once instead of JavaScript on a page whose budget goes to its form.
 */
export function renderOfficesSection(
  lang: Lang,
  section: { eyebrow: string; title: string; lead: string; hours: Record<CountryCode, string> },
): string {
  return renderToStaticMarkup(
    <>
      <SectionHeading
        id="offices-title"
        eyebrow={section.eyebrow}
        title={section.title}
        lead={section.lead}
      />
      <OfficeCards hours={section.hours} lang={lang} t={dictionaries[lang]} />
    </>,
  );
}
