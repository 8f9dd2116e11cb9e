/**
 * Every template, in both languages, on a phone and a laptop: nothing scrolls sideways, no text runs out of
 * its box, and the corner button covers no form field, button or pricing card.
 */
import type { Page } from "@playwright/test";
import { formatPrice } from "../../app/pricing/price.ts";
import { canonicalPages, dictionaries, expect, gotoHydrated, pricingDrawnWithin, test } from "./fixtures.ts";

/** One page of each template and language (a collection's first item stands for the others). */
const templates = canonicalPages.filter(
  (built, index) =>
    built.pageId !== "conversionWa" &&
    canonicalPages.findIndex((other) => other.pageId === built.pageId && other.lang === built.lang) === index,
);

/** Boxes wider than they let their text be: the text runs out of them. */
const overflowingText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.display === "none" || style.textOverflow === "ellipsis")
        continue;
      if (element.closest(".sr-only, [aria-hidden=true], svg, table, pre, [data-chat-launcher]")) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      // Visually hidden text (sr-only at one breakpoint) is clipped to a pixel on purpose.
      if (!ownText || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 40)}`);
      }
    }
    return found;
  });

/** What the corner button, when shown, lies over among fields, buttons and plan cards. */
const underLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>("[data-chat-launcher]");
    if (!launcher || getComputedStyle(launcher).visibility === "hidden") return [];
    const box = launcher.getBoundingClientRect();
    const guarded = document.querySelectorAll<HTMLElement>(
      "input:not([type=hidden]), select, textarea, button, main li:has([data-testid^=price-])",
    );
    return [...guarded]
      .filter((element) => !launcher.contains(element) && element.getClientRects().length > 0)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map(
        (element) => `${element.tagName.toLowerCase()} ${(element.textContent ?? "").trim().slice(0, 30)}`,
      );
  });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 740 : 800 } });

    for (const built of templates) {
      test(`${built.pageId} (${built.lang}) fits the screen and the corner button covers nothing`, async ({
        page,
      }) => {
        await gotoHydrated(page, built.path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBe(
          width,
        );
        expect(await overflowingText(page), "text that runs out of its box").toEqual([]);
        // The button comes after the page's load; then it takes its place, hidden or shown.
        if (built.pageId !== "projectManagement") {
          await expect(page.locator("[data-chat-launcher]")).toHaveCount(1);
        }
        await page.waitForTimeout(300);
        expect(await underLauncher(page), "covered on the first screen").toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await page.waitForTimeout(300);
        expect(await underLauncher(page), "covered halfway down").toEqual([]);
      });
    }
  });
}

test("the campaign page shows one WhatsApp prompt on its first screen", async ({ page }) => {
  for (const path of ["/project-management-software", "/perangkat-manajemen-proyek"]) {
    await gotoHydrated(page, path);
    await page.waitForTimeout(500);
    const prompts = page.locator("a[href*=conversion-page-wa]").filter({ visible: true });
    const onScreen = await prompts.evaluateAll(
      (links) => links.filter((link) => link.getBoundingClientRect().top < window.innerHeight).length,
    );
    expect(onScreen).toBe(1);
  }
});

for (const [timezoneId, currency] of [
  ["Asia/Jakarta", "IDR"],
  ["Asia/Kuala_Lumpur", "MYR"],
] as const) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`sees English pricing in ${currency} from the first paint`, async ({ page }) => {
      // Before the app starts: what the inline script and the stylesheet show.
      await page.goto("/pricing", { waitUntil: "domcontentloaded" });
      await expect(page.getByTestId("price-growth")).toHaveText(
        formatPrice(currency === "IDR" ? 29_000 : 8, currency, "en"),
        {
          useInnerText: true,
        },
      );
      await page.waitForFunction(() => window.history.scrollRestoration === "manual");
      await expect(page.getByLabel("Currency")).toHaveValue(currency);
      await expect(page.getByTestId("price-growth")).toHaveText(
        formatPrice(currency === "IDR" ? 29_000 : 8, currency, "en"),
        {
          useInnerText: true,
        },
      );
    });

    test(`coming from the home page, sees the pricing page in ${currency} as it appears`, async ({
      page,
    }) => {
      const t = dictionaries.en.nav;
      await gotoHydrated(page, "/");
      // A page without prices reads no time zone (visitor-currency.ts): the document is not marked yet.
      expect(await page.locator("html").getAttribute("data-currency")).toBeNull();
      await page
        .getByRole("banner")
        .getByRole("navigation", { name: t.primary })
        .getByRole("link", { name: t.pricing, exact: true })
        .click();
      await expect(page.getByLabel("Currency")).toHaveValue(currency, pricingDrawnWithin);
      await expect(page.getByTestId("price-growth")).toHaveText(
        formatPrice(currency === "IDR" ? 29_000 : 8, currency, "en"),
        { useInnerText: true },
      );
    });
  });
}

test.describe("the Indonesian plan cards at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("put prices, units and buttons on one line each, on shared baselines", async ({ page }) => {
    await gotoHydrated(page, "/harga");
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-testid^=price-]")].map((price) => {
        const card = price.closest("li") as HTMLElement;
        const unit = price.nextElementSibling as HTMLElement;
        const button = card.querySelector<HTMLElement>("a") as HTMLElement;
        return {
          price: Math.round(price.getBoundingClientRect().bottom),
          priceLines: Math.round(price.getBoundingClientRect().height / 40),
          unitHeight: unit.getBoundingClientRect().height,
          button: Math.round(button.getBoundingClientRect().top),
          buttonHeight: button.getBoundingClientRect().height,
        };
      }),
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.price).toBe(rows[0]?.price);
      expect(row.priceLines).toBe(1);
      expect(row.unitHeight).toBeLessThanOrEqual(20);
      expect(row.button).toBe(rows[0]?.button);
      expect(row.buttonHeight).toBeLessThanOrEqual(46);
    }
  });
});
