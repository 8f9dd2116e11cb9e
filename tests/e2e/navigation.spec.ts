import type { Page } from "@playwright/test";
import { builtPage, dictionaries, expect, gotoHydrated, test } from "./fixtures.ts";

const t = dictionaries.en;
const home = builtPage("home", "en");
const thankYou = builtPage("thankYou", "en");
/** The data React Router fetches for a client-side navigation to the home page, `/` (it names it `_.data`). */
const homeDataPath = "/_.data";
const homeData = `**${homeDataPath}`;

/** The window of a page that notes when the red bar was drawn (the failed-navigation test). */
type RedBarWatch = Window & { sawRedBar?: boolean };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The logo: the header's link to the home page. */
const logoLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: `${t.meta.siteName} – ${t.nav.home}`, exact: true });

test.describe("the progress bar", () => {
  test("shows a 2 px bar while a slow page loads, then goes away", async ({ page }) => {
    await gotoHydrated(page, thankYou.path);
    await page.route(homeData, async (route) => {
      await delay(1500);
      await route.continue();
    });
    const bar = page.getByTestId("progress-bar");
    await expect(bar).toHaveCount(0);

    await logoLink(page).click();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("data-failed", "false");
    expect((await bar.boundingBox())?.height).toBe(2);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
    await expect(page).toHaveURL(home.path);
    await expect(bar).toHaveCount(0);
  });

  test("turns red when the page cannot be loaded", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_FAILED|Failed to fetch/);
    await gotoHydrated(page, thankYou.path);
    await page.route(homeData, async (route) => {
      await delay(800);
      await route.abort();
    });
    const bar = page.getByTestId("progress-bar");

    // The red bar shows for half a second: the page notes it the moment it is drawn, so a test machine too
    // busy to look within that half second still sees it. (On the window: the error page's document takes
    // over the <html> element and drops attributes it did not write.)
    await page.evaluate(() => {
      const seen = window as RedBarWatch;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="progress-bar"][data-failed="true"]')) seen.sawRedBar = true;
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    });

    await logoLink(page).click();
    await expect(bar).toHaveAttribute("data-failed", "false");
    await expect
      .poll(() => page.evaluate(() => (window as RedBarWatch).sawRedBar), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect(bar).toHaveCount(0);
  });
});

test("a page reached without reloading shows its own words, which came with its data", async ({ page }) => {
  const id = dictionaries.id;
  await gotoHydrated(page, builtPage("pricing", "id").path);
  await expect(page.getByRole("heading", { name: id.pricingPage.estimateTitle })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: id.footer.faq, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${builtPage("faq", "id").path}$`));
  await expect(page.getByRole("searchbox", { name: id.faqPage.searchLabel })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: id.pricingPage.estimateTitle })).toBeVisible();
});

test("an address with a hash shows its target", async ({ page }) => {
  await gotoHydrated(page, `${home.path}#newsletter`);
  await expect(page.locator("#newsletter")).toBeInViewport();
  await expect(page.getByRole("heading", { name: t.newsletter.title })).toBeInViewport();
});

test("links to built pages are prefetched once the page is idle", async ({ page }) => {
  await page.goto(thankYou.path);
  // Prefetching waits for idle time, at most 2 s. The thank-you page links home (logo, Home, a button):
  // its data and its route module get prefetch links.
  const prefetchData = page.locator(`link[rel="prefetch"][href="${homeDataPath}"]`);
  await expect(prefetchData.first()).toBeAttached({ timeout: 2500 });

  const homeModule = await page.evaluate((path) => {
    const manifest = (window as unknown as { __reactRouterManifest?: { routes: Record<string, RouteInfo> } })
      .__reactRouterManifest;
    return Object.values(manifest?.routes ?? {}).find((route) => route.path === path)?.module;
  }, home.path);
  expect(homeModule, "the home route is in the browser's route manifest").toBeTruthy();
  await expect(page.locator(`link[rel="modulepreload"][href="${homeModule}"]`).first()).toBeAttached();
});

interface RouteInfo {
  path?: string;
  module: string;
}
