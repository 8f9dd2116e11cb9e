/**
 * The built pages as the route table, the content and the dictionaries describe them: every address, its
 * language, its twin and its heading. The e2e specs (through tests/e2e/fixtures.ts) and the system tests
 * both read them, so this file imports nothing of Playwright's.
 */
import { readFileSync } from "node:fs";
import {
  aboutContent,
  conversionContent,
  covidContent,
  projectManagementContent,
} from "../../content/company/index.ts";
import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { calculatorKeys, calculatorPage } from "../../content/calculators/keys.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../content/features.ts";
import { homeContent } from "../../content/home/index.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { thankYouContent } from "../../content/thank-you/index.ts";
import type { ThankYouPageId } from "../../content/thank-you/types.ts";
import { en } from "../../core/i18n/en.ts";
import { id } from "../../core/i18n/id.ts";
import { languages, pages, type Lang, type PageEntry, type PageId } from "../../core/routing/pages.ts";
import { needsParams } from "../../core/routing/derive.ts";
import { pathTo } from "../../core/routing/paths.ts";

/** Every UI string, by language, straight from the app's dictionaries. */
export const dictionaries = { en, id } as const satisfies Record<Lang, unknown>;

export const otherLang = (lang: Lang): Lang => (lang === "en" ? "id" : "en");

/** One address of a built page: the language it is in, and where its twin in the other language is. */
export interface BuiltPage {
  pageId: PageId;
  lang: Lang;
  path: string;
  /** The canonical path of this page in each language (an alias such as `/home` has `/` here). */
  canonical: Record<Lang, string>;
  /** Where the language switch leads: the canonical path of the page in the other language. */
  twinPath: string;
  indexable: boolean;
  h1: string;
}

/** The visible h1 of a built page, from the content and dictionaries the app renders. */
export function headingOf(pageId: PageId, lang: Lang): string {
  if (pageId === "home") return homeContent[lang].hero.title;
  if (pageId === "newsletter") return dictionaries[lang].newsletter.pageTitle;
  if (pageId in thankYouContent[lang]) return thankYouContent[lang][pageId as ThankYouPageId].heading;
  const feature = featureKeys.find((key) => featurePage[key] === pageId);
  if (feature) return featurePages[lang][feature].hero.title;
  if (pageId === "pricing") return pricingContent[lang].hero.title;
  if (pageId === "about") return aboutContent[lang].hero.title;
  if (pageId === "covid") return covidContent[lang].hero.title;
  if (pageId === "faq") return faqContent[lang].hero.title;
  if (pageId === "tools") return calculatorPagesContent[lang].index.title;
  const calculator = calculatorKeys.find((key) => calculatorPage[key] === pageId);
  if (calculator) return calculatorPagesContent[lang].calculators[calculator].title;
  if (pageId === "projectManagement") return projectManagementContent[lang].hero.title;
  if (pageId === "conversionWa") return conversionContent[lang].heading;
  if (pageId === "privacy" || pageId === "terms") return legalTitle(pageId, lang);
  if (pageId === "caseStudies") return collectionListsContent[lang].caseStudies.title;
  if (pageId === "blog") return collectionListsContent[lang].blog.title;
  if (pageId === "userGuide") return collectionListsContent[lang].userGuide.title;
  if (pageId === "resources") return collectionListsContent[lang].resources.title;
  if (pageId === "requestDemo" || pageId === "registration" || pageId === "contact") {
    return leadPagesContent[lang][pageId].hero.title;
  }
  if (pageId === "unsubscribe") return leadPagesContent[lang].unsubscribe.noToken.title;
  if (pageId === "confirmSubscription") return leadPagesContent[lang].confirmSubscription.noToken.title;
  throw new Error(
    `No expected h1 known for the built page "${pageId}": add it to tests/support/built-pages.ts`,
  );
}

/** The title in a legal document's front matter. */
export function legalTitle(document: "privacy" | "terms", lang: Lang): string {
  const source = readFileSync(new URL(`../../content/legal/${document}/${lang}.md`, import.meta.url), "utf8");
  const title = /^title: (.+)$/m.exec(source)?.[1];
  if (!title) throw new Error(`content/legal/${document}/${lang}.md has no title`);
  return title.trim();
}

/** Every page of the route table, at each of its paths, in both languages. */
export const builtPages: BuiltPage[] = (Object.keys(pages) as PageId[])
  // A content item's page (a parameter it cannot do without) is covered by the collections' own tests.
  .filter((pageId) => !needsParams(pageId))
  .flatMap((pageId) => {
    const entry: PageEntry = pages[pageId];
    return languages.flatMap((lang) =>
      // A page whose languages share a path tells them apart by `?lang=` (pathTo adds it).
      [pathTo(pageId, lang), ...(entry.aliases?.[lang] ?? [])].map((path) => ({
        pageId,
        lang,
        path,
        canonical: { en: pathTo(pageId, "en"), id: pathTo(pageId, "id") },
        twinPath: pathTo(pageId, otherLang(lang)),
        indexable: entry.indexable,
        h1: headingOf(pageId, lang),
      })),
    );
  });

/** The canonical addresses only (no aliases): one per page and language. */
export const canonicalPages = builtPages.filter((page) => page.path === page.canonical[page.lang]);

export function builtPage(pageId: PageId, lang: Lang): BuiltPage {
  const found = canonicalPages.find((page) => page.pageId === pageId && page.lang === lang);
  if (!found) throw new Error(`${pageId} (${lang}) is not a built page`);
  return found;
}
