/**
 * Every page, opened once per width, with every check that needs a browser made in that one visit
 * (docs/testing.md, "One visit per page and width"). At 1280 px: no locale data loaded, the page fits its
 * screen with the corner button clear of what it must not cover, axe, its drawings drawn (the wide
 * dashboard screen), and for one page of each kind the language switch. At 375 px: the fit again, the tap
 * targets, and the narrow dashboard screen.
 */
import {
  collectionPages,
  languageLinksOfItem,
  twinOf,
} from "../../app/collections/collection-pages.server.ts";
import { languages, type Lang, type PageId } from "../../core/routing/pages.ts";
import {
  builtPage,
  canonicalPages,
  expect,
  expectNoViolations,
  gotoHydrated,
  headingOf,
  otherLang,
  test,
} from "./fixtures.ts";
import { expectAdminScreen, expectDrawn, scenesOf } from "./page-checks/drawings.ts";
import { expectSwitchedTo, scrollDown } from "./page-checks/language-toggle.ts";
import { expectClearHalfwayDown, expectFirstScreenFits } from "./page-checks/layout.ts";
import { localeDataCalls, recordLocaleData } from "./page-checks/locale-data.ts";
import { auditTapTargets } from "./page-checks/tap-targets.ts";
import type { Page } from "@playwright/test";

interface Visit {
  pageId: PageId;
  lang: Lang;
  path: string;
  /** Where the header's language switch leads, and the heading there, for a page whose switch is clicked. */
  switchTo?: { path: string; lang: Lang; h1: string };
}

/** The page kinds whose language switch a visit clicks; every page's link is the system tests' to read. */
const switchedPages = new Set<PageId>([
  "home",
  "featureTime",
  "pricing",
  "blog",
  "blogArticle",
  "caseStudy",
  "userGuideArticle",
  "resource",
  "requestDemo",
  "privacy",
  "faq",
  "about",
  "thankYou",
]);

type CollectionPagesOf<T> = Parameters<typeof languageLinksOfItem<T>>[0];

/** A collection's first item in a language, standing for the others: its switch leads to its translation. */
function firstItem<T>(pages: CollectionPagesOf<T>, lang: Lang, heading: (data: T) => string): Visit {
  const item = pages.collection[lang][0];
  if (!item) throw new Error(`the ${pages.itemPage} collection has no item in ${lang}`);
  const other = otherLang(lang);
  const twin = twinOf(pages, item);
  return {
    pageId: pages.itemPage,
    lang,
    path: pages.path(item),
    switchTo: {
      path: languageLinksOfItem(pages, item).switchTo[other],
      lang: other,
      h1: twin ? heading(twin.data) : headingOf(pages.listPage, other),
    },
  };
}

const { blog, caseStudies, resources, userGuide } = collectionPages;
const wideVisits: Visit[] = [
  ...canonicalPages.map(({ pageId, lang, path, twinPath }) => ({
    pageId,
    lang,
    path,
    switchTo: { path: twinPath, lang: otherLang(lang), h1: builtPage(pageId, otherLang(lang)).h1 },
  })),
  ...languages.flatMap((lang) => [
    firstItem(blog, lang, (data) => data.title),
    firstItem(caseStudies, lang, (data) => data.company_name),
    firstItem(resources, lang, (data) => data.title),
    firstItem(userGuide, lang, (data) => data.title),
  ]),
].map((visit) => (switchedPages.has(visit.pageId) ? visit : { ...visit, switchTo: undefined }));

/** Content items at a phone's width, by an address of each collection, and an unknown address. */
const phoneItems: Array<{ lang: Lang; path: string; missing?: true }> = [
  { lang: "en", path: "/blog/payroll/payroll-cut-off-checklist-for-hr" },
  { lang: "en", path: "/case-study/pemasok-perangkat-keras" },
  { lang: "en", path: "/download-resources/how-companies-are-going-digital" },
  { lang: "en", path: "/user-guide/approve-leave-requests" },
  { lang: "en", path: "/this-page-does-not-exist", missing: true },
  { lang: "id", path: "/blog/absensi/absensi-gps-selfie-untuk-banyak-outlet" },
  { lang: "id", path: "/studi-kasus/raza-kopi" },
  { lang: "id", path: "/unduh-materi/bagaimana-cara-perusahaan-menuju-digitalisasi" },
];
const phoneVisits: Array<{ pageId?: PageId; lang: Lang; path: string; missing?: true }> = [
  ...canonicalPages,
  ...phoneItems,
];

/** Pages with a WhatsApp prompt of their own, which show no corner button (app/chat/chat-launcher.tsx). */
const withoutLauncher = new Set<PageId | undefined>(["conversionWa", "projectManagement"]);

/** The WhatsApp page sends the visitor on; it is never laid out for reading. */
const laidOut = (pageId: PageId | undefined) => pageId !== "conversionWa";

/**
 * Opens a page and waits until what it draws after its load is there (app/components/after-load.tsx): the
 * corner button, or on a page without one the chunk that would have drawn it. A key pressed brings them at
 * once, as it does for a visitor who types, instead of a moment after the load (whatsapp-launcher.spec.ts
 * waits for that moment).
 */
async function open(page: Page, path: string, pageId: PageId | undefined) {
  const afterLoad = page.waitForEvent("requestfinished", {
    predicate: (request) => /\/assets\/after-load-[\w-]+\.js$/.test(new URL(request.url()).pathname),
    timeout: 30_000,
  });
  await Promise.all([afterLoad, gotoHydrated(page, path).then(() => page.keyboard.press("Shift"))]);
  if (!withoutLauncher.has(pageId)) {
    await expect(page.locator("[data-chat-launcher]")).toHaveCount(1, { timeout: 20_000 });
  }
}

test.describe("at 1280 px: no locale data, fit, axe, drawings", () => {
  // One visit makes a dozen checks, axe and the large dashboard drawings among them.
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const visit of wideVisits) {
    const { pageId, lang, path, switchTo } = visit;
    // The home pages' visits are in the smoke run (docs/testing.md).
    const tag = pageId === "home" ? ["@smoke"] : [];
    test(`${path} (${lang})${switchTo ? ", then its language switch" : ""}`, { tag }, async ({ page }) => {
      // Only the pricing page, whose prices follow the visitor's currency, reads the time zone as it loads.
      const noLocaleData = pageId !== "pricing";
      if (noLocaleData) await recordLocaleData(page);
      await open(page, path, pageId);
      if (noLocaleData) expect(await localeDataCalls(page), "locale data loaded").toEqual([]);

      if (laidOut(pageId)) await expectFirstScreenFits(page, 1280);
      await expectNoViolations(page);

      const scenes = scenesOf(page, pageId, lang);
      if (scenes) {
        await expect(scenes).toHaveCount(pageId === "home" ? 3 : 1);
        for (const scene of await scenes.all()) await expectDrawn(scene);
      }
      await expectAdminScreen(page, pageId, lang, "wide");

      if (laidOut(pageId)) await expectClearHalfwayDown(page);

      // Last: the switch leaves the page.
      if (switchTo) {
        await scrollDown(page);
        await page.locator(`header a[hreflang="${switchTo.lang}"]:visible`).click();
        await expectSwitchedTo(page, switchTo.path, switchTo.lang, switchTo.h1);
      }
    });
  }
});

test.describe("at 375 px: fit, tap targets, narrow drawings", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 375, height: 740 } });

  for (const { pageId, lang, path, missing } of phoneVisits) {
    test(
      `${path} (${lang})`,
      { tag: pageId === "home" ? ["@smoke"] : [] },
      async ({ page, allowConsoleErrors }) => {
        // The not-found page: the browser logs the document's 404.
        if (missing) allowConsoleErrors(/status of 404/);
        await open(page, path, pageId);
        if (laidOut(pageId)) await expectFirstScreenFits(page, 375);

        const audit = await auditTapTargets(page);
        expect(audit.count).toBeGreaterThan(5);
        expect(
          audit.failures.map((target) => `${target.name} at ${target.x},${target.y}: ${target.reason}`),
          "targets failing WCAG 2.5.8",
        ).toEqual([]);
        // And the site's own rule: 44 by 44 for every target outside running text.
        expect(
          audit.under44.map((target) => `${target.name}: ${target.width}x${target.height}`),
          "targets under 44 px",
        ).toEqual([]);

        if (pageId) {
          await expectAdminScreen(page, pageId, lang, "narrow");
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        }
        if (laidOut(pageId)) await expectClearHalfwayDown(page);
      },
    );
  }
});
