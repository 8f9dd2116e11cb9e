/**
 * Layouts of particular pages: the campaign page's one WhatsApp prompt, the prices in the visitor's currency
 * from the first paint, the Indonesian plan cards' baselines. That every page fits its screen and the corner
 * button covers nothing is page-visits.spec.ts's, in its one visit per page and width.
 */
import { formatPrice } from "../../core/pricing/price.ts";
import { dictionaries, expect, gotoHydrated, pricingDrawnWithin, test } from "./fixtures.ts";

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

  test("put prices, units and buttons on one line each, on shared baselines, inside their cards", async ({
    page,
  }) => {
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
          // Room between the button and the card's border on the right: the card's padding, not less.
          buttonRoom: card.getBoundingClientRect().right - button.getBoundingClientRect().right,
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
      expect(row.buttonRoom, "the button clear of its card's border").toBeGreaterThanOrEqual(20);
    }
  });
});
