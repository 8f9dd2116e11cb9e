import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  aboutContent,
  conversionContent,
  covidContent,
  projectManagementContent,
} from "../../content/company/index.ts";
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
import { minimumFillMs } from "../../core/leads/schemas/lead-form-data.ts";

export { expect };

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
  throw new Error(`No expected h1 known for the built page "${pageId}": add it to tests/e2e/fixtures.ts`);
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

/**
 * Opens a path and waits until React has hydrated it, so clicks run the app's handlers instead of
 * following plain links. React Router's <ScrollRestoration> switches `history.scrollRestoration` to
 * "manual" in an effect, which runs only once the page is hydrated.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
  return response;
}

interface ConsoleGuard {
  errors: string[];
  allowed: RegExp[];
}

export const test = base.extend<{
  consoleGuard: ConsoleGuard;
  /** Lets console errors matching the pattern through, for a test that provokes them on purpose. */
  allowConsoleErrors: (pattern: RegExp) => void;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  consoleGuard: async ({}, provide) => {
    await provide({ errors: [], allowed: [] });
  },
  allowConsoleErrors: async ({ consoleGuard }, provide) => {
    await provide((pattern) => consoleGuard.allowed.push(pattern));
  },
  page: async ({ page, consoleGuard }, provide) => {
    // The WhatsApp page sends the visitor on to wa.me; here the page stays put unless a test says otherwise.
    await page.route(/^https:\/\/wa\.me\//, (route) => route.abort("aborted"));
    const record = (text: string) => consoleGuard.errors.push(text);
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url } = message.location();
      record(url ? `${message.text()} (at ${url})` : message.text());
    });
    page.on("pageerror", (error) => record(`Uncaught ${error.name}: ${error.message}`));
    await provide(page);
    const unexpected = consoleGuard.errors.filter(
      (text) => !consoleGuard.allowed.some((pattern) => pattern.test(text)),
    );
    expect(unexpected, "the browser logged errors (console.error or uncaught exceptions)").toEqual([]);
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How long a test waits for the pricing page after a click from another page. The address changes at once,
 * but drawing the page takes a browser 0.2–1 s of CPU on an idle test machine: beside the other worker's
 * browser (or the editor tests' build) that passed the default 5 s.
 */
export const pricingDrawnWithin = { timeout: 20_000 };

/** A pattern matching exactly one of the given texts. */
export const oneOf = (...texts: string[]) => new RegExp(`^(?:${texts.map(escapeRegExp).join("|")})$`);

/** The menu button of small screens, whose name changes between "Open menu" and "Close menu". */
export function mobileMenuButton(page: Page, lang: Lang) {
  const { openMenu, closeMenu } = dictionaries[lang].nav;
  return page.locator("header").getByRole("button", { name: oneOf(openMenu, closeMenu) });
}

/** The element a button discloses, found through its `aria-controls`. */
export async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the button names the element it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Scans the page with axe-core (WCAG 2.1 A and AA, best practices) and fails on any violation. */
export async function expectNoViolations(page: Page) {
  // Only violations are reported: skipping the details of passed checks makes a scan about a third faster.
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .analyze();
  // One line per violation and element, so a failure reads as a to-do list rather than a JSON dump.
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? "?"}): ${violation.help} — ${node.target.join(" ")}`,
    ),
  );
  expect(found, `axe found ${violations.length} violation(s) on ${page.url()}`).toEqual([]);
}

/**
 * Waits until a person could have filled a form opened at `openedAt`: a form sent faster than
 * minimumFillMs is kept as spam (app/leads/lead-action.server.ts), as a script's would be.
 */
export async function atHumanSpeed(openedAt: number) {
  const wait = openedAt + minimumFillMs + 200 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
