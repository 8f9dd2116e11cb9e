import type { Page } from "@playwright/test";
import { timings } from "../../app/navigation/timings.ts";
import { builtPage, dictionaries, expect, pricingDrawnWithin, test } from "./fixtures.ts";
import { isHydrated } from "../support/hydration.ts";

/**
 * A page chunk the server no longer has (a deploy replaced it under an open tab) is worth one full reload,
 * at most once per guard period; after that the visitor sees the error page instead of a reload loop. These
 * tests break the pricing page's route module and take every path that loads it.
 */

const t = dictionaries.en;
const home = builtPage("home", "en");
const pricing = builtPage("pricing", "en");

/** The home page's h1 sits in a prerendered page too: this tells that React has taken over the page. */
const hydrated = (page: Page) => page.waitForFunction(isHydrated);

const pricingLink = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("navigation", { name: t.nav.primary })
    .getByRole("link", { name: t.nav.pricing, exact: true });

interface Breakage {
  /** From now on every request for the route module fails, as for a chunk a deploy removed. */
  start(): void;
}

/**
 * Makes the route module of `path` unreachable. Its address is learned from the route manifest the browser
 * asks for (`/__manifest`), so the test follows whatever name the build gave the chunk.
 */
async function breakRouteModule(page: Page, path: string, { from }: { from: "now" | "later" }) {
  let module: string | undefined;
  let broken = from === "now";
  await page.route("**/__manifest?*", async (route) => {
    const response = await route.fetch();
    const patches = (await response.json()) as Record<string, { path?: string; module: string }>;
    module ??= Object.values(patches).find((entry) => entry.path === path)?.module;
    await route.fulfill({ response });
  });
  await page.route("**/assets/*.js", (route) =>
    broken && new URL(route.request().url()).pathname === module ? route.abort("failed") : route.fallback(),
  );
  return { start: () => void (broken = true) } satisfies Breakage;
}

interface Visit {
  /** Documents loaded in the tab so far: the first one plus every reload. */
  loads: number;
  /** For each failed route module import React Router reported, how many documents had loaded by then. */
  failedAt: number[];
}

/** Counts the documents the tab loads, and the failed imports of route modules in them. */
function watch(page: Page): Visit {
  const visit: Visit = { loads: 0, failedAt: [] };
  // Counted when the document is parsed, not at `load`: a page's images may still be arriving when its
  // idle prefetch fails, and that failure belongs to this document, not the one before.
  page.on("domcontentloaded", () => (visit.loads += 1));
  page.on("console", (message) => {
    if (message.text().startsWith("Error loading route module")) visit.failedAt.push(visit.loads);
  });
  return visit;
}

/** A visitor who asked to save data: the site prefetches nothing, so only the path under test loads the chunk. */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true }),
    });
  });
}

async function expectErrorPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.error.title);
  await expect(page.getByText(t.error.lead, { exact: true })).toBeVisible();
}

test.beforeEach(({ allowConsoleErrors }) => {
  // The aborted requests, React Router's report of the failed import, and the import's own error.
  allowConsoleErrors(
    /net::ERR_FAILED|Error loading route module|Failed to fetch dynamically imported module/,
  );
});

/**
 * A reload, hydration and the idle wait before prefetching (up to `prefetchIdleTimeoutMs`) come before the
 * failure a poll waits for: on a busy machine that is more than the default 5 s.
 */
const prefetchWait = { timeout: 20_000 };

test("an idle prefetch that keeps failing reloads the page once, then leaves it be", async ({ page }) => {
  const visit = watch(page);
  await breakRouteModule(page, pricing.path, { from: "now" });
  await page.clock.install();

  await page.goto(home.path);
  // The first document's prefetch of the pricing page fails: one reload. The second one's fails too, and
  // this time the visitor stays on the page they are reading.
  await expect
    .poll(() => ({ loads: visit.loads, failedInSecond: visit.failedAt.includes(2) }), prefetchWait)
    .toEqual({ loads: 2, failedInSecond: true });
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
  await page.clock.fastForward(timings.chunkReloadGuardMs / 2);

  // Following the link now shows the error page with its message: no reload within the guard period.
  await pricingLink(page).click();
  await expect(page).toHaveURL(pricing.path);
  await expectErrorPage(page);
  expect(visit.loads).toBe(2);

  // Once the guard period has passed, a new failure may reload once more, and once only.
  await page.clock.fastForward(timings.chunkReloadGuardMs);
  await page.goto(home.path);
  await expect
    .poll(() => ({ loads: visit.loads, failedInFourth: visit.failedAt.includes(4) }), prefetchWait)
    .toEqual({ loads: 4, failedInFourth: true });
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
  expect(visit.loads).toBe(4);
});

test("a link to a page whose chunk keeps failing reloads once, then shows the error page", async ({
  page,
}) => {
  const visit = watch(page);
  await saveData(page);
  await breakRouteModule(page, pricing.path, { from: "now" });
  await page.clock.install();
  await page.goto(home.path);
  await hydrated(page);
  expect(visit.loads).toBe(1);

  // The navigation has not happened yet when the import fails, so the reload is of the home page.
  await pricingLink(page).click();
  await expect.poll(() => visit.loads).toBe(2);
  await expect(page).toHaveURL(home.path);
  await hydrated(page);

  await pricingLink(page).click();
  await expect(page).toHaveURL(pricing.path);
  await expectErrorPage(page);
  await page.clock.fastForward(timings.chunkReloadGuardMs - 1000);
  await expectErrorPage(page);
  expect(visit.loads).toBe(2);
});

test("going back and forward to a page whose chunk fails reloads once, then shows the error page", async ({
  page,
}) => {
  const visit = watch(page);
  await saveData(page);
  const breakage = await breakRouteModule(page, pricing.path, { from: "later" });
  await page.clock.install();

  // A visit to the pricing page, then back home: the way forward leads to it.
  await page.goto(home.path);
  await hydrated(page);
  await pricingLink(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricing.h1, pricingDrawnWithin);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);

  // A deploy removes the chunk. After a reload the history stays, and going forward is a popstate
  // navigation that needs the chunk.
  breakage.start();
  await page.reload();
  await hydrated(page);
  let before = visit.loads;
  // Following the link spends the one reload of the guard period (the forward entry stays).
  await pricingLink(page).click();
  await expect.poll(() => visit.loads).toBe(before + 1);
  await hydrated(page);

  await page.goForward();
  await expect(page).toHaveURL(pricing.path);
  await expectErrorPage(page);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
  await page.goForward();
  await expectErrorPage(page);
  expect(visit.loads).toBe(before + 1);

  // Once the guard period has passed, the same failure may reload once more.
  await page.clock.fastForward(timings.chunkReloadGuardMs);
  await page.goBack();
  await page.reload();
  await hydrated(page);
  before = visit.loads;
  await page.goForward();
  await expect.poll(() => visit.loads).toBe(before + 1);
  await expect(page).toHaveURL(pricing.path);
});
