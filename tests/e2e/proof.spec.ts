import { collectionPages } from "../../app/collections/collection-pages.server.ts";
import { caseStudies } from "../../app/collections/collections.server.ts";
import { customerKeys, isNamedCustomer } from "../../content/customers.ts";
import { homeContent } from "../../content/home/index.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The proof a buyer weighs, as a phone and a desktop lay it out: the customers on the home page and the
 * portraits beside the people quoted. Which marks, names, figures and links the pages carry is read from
 * their HTML in tests/system/page-html.test.ts.
 */
const languages = ["en", "id"] as const;
const widths = [375, 1280] as const;
const storyOf = (lang: (typeof languages)[number], key: string) => {
  const item = caseStudies[lang].find((candidate) => candidate.slug === key);
  if (!item) throw new Error(`the ${lang} case study ${key} is missing`);
  return item;
};
const unnamed = customerKeys.filter((key) => !isNamedCustomer(key));
const named = customerKeys.filter(isNamedCustomer);

for (const lang of languages) {
  for (const width of widths) {
    test(`the home page's customers (${lang}, ${width} px): every mark and card shown, within the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathTo("home", lang));
      const strip = page.getByRole("region", { name: homeContent[lang].proof.logosLabel });
      await strip.scrollIntoViewIfNeeded();

      for (const key of named) {
        await expect(strip.getByRole("img", { name: storyOf(lang, key).data.company_name })).toBeVisible();
      }
      for (const key of unnamed) {
        const card = strip.locator(`[data-unnamed-customer="${key}"] a`);
        await expect(card).toBeVisible();
        const box = await card.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${key} card fits the screen`).toBe(true);
      }
    });
  }

  for (const width of widths) {
    test(`every quote's portrait is drawn, 48 px wide (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const pages = [pathTo("home", lang), collectionPages.caseStudies.path(storyOf(lang, "raza-kopi"))];
      for (const path of pages) {
        await page.goto(path);
        const portraits = page.locator("figure:has(blockquote) figcaption img");
        expect(await portraits.count(), `${path}: quotes`).toBeGreaterThan(0);
        for (const portrait of await portraits.all()) {
          await portrait.scrollIntoViewIfNeeded();
          await expect
            .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          const box = await portrait.boundingBox();
          expect(Math.round(box?.width ?? 0)).toBe(48);
        }
      }
    });
  }
}
