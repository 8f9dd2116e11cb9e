import { collectionPages } from "../../app/collections/collection-pages.server.ts";
import { caseStudies } from "../../app/collections/collections.server.ts";
import { customerKeys, isCustomerKey, isNamedCustomer } from "../../content/customers.ts";
import { homeContent } from "../../content/home/index.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The proof a buyer weighs: the customers on the home page, the people quoted and the stories a case study
 * points to. A customer who is not named in their story is never drawn as a logo; what the page shows of
 * them is a figure their story carries.
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
    test(`the home page's customers (${lang}, ${width} px): marks of the named, figures of the others`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathTo("home", lang));
      const strip = page.getByRole("region", { name: homeContent[lang].proof.logosLabel });
      await strip.scrollIntoViewIfNeeded();

      // A mark for each customer named in their story, and no mark for the others, in either wording.
      const marks = strip.getByRole("img");
      await expect(marks).toHaveCount(named.length);
      for (const key of named) {
        await expect(strip.getByRole("img", { name: storyOf(lang, key).data.company_name })).toBeVisible();
      }
      for (const key of unnamed) {
        await expect(page.getByRole("img", { name: storyOf(lang, key).data.company_name })).toHaveCount(0);
      }
      await expect(
        strip.locator("svg text").filter({ hasText: /perusahaan|company|supplier|pemasok/i }),
      ).toHaveCount(0);

      // Each of the others is a visible card that links to its story and shows a figure of that story.
      for (const key of unnamed) {
        const story = storyOf(lang, key);
        const card = strip.locator(`[data-unnamed-customer="${key}"] a`);
        await expect(card).toBeVisible();
        await expect(card).toContainText(story.data.industry);
        const figure = story.data.results[0];
        if (!figure) throw new Error(`${key} has no result`);
        await expect(card).toContainText(figure.value);
        const box = await card.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${key} card fits the screen`).toBe(true);
        expect(await card.getAttribute("href")).toBe(collectionPages.caseStudies.path(story));
      }
    });
  }

  test(`a card of an unnamed customer leads to a story that shows its figure (${lang})`, async ({ page }) => {
    for (const key of unnamed) {
      const story = storyOf(lang, key);
      await page.goto(pathTo("home", lang));
      const card = page.locator(`[data-unnamed-customer="${key}"] a`);
      const figure = (await card.locator("strong").textContent())?.trim() ?? "";
      await card.click();
      await expect(page).toHaveURL(collectionPages.caseStudies.path(story));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.data.company_name);
      await expect(page.getByRole("main").getByText(figure, { exact: true }).first()).toBeVisible();
    }
  });

  for (const width of widths) {
    test(`every quote shows its person's portrait (${lang}, ${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const pages = [pathTo("home", lang), collectionPages.caseStudies.path(storyOf(lang, "raza-kopi"))];
      for (const path of pages) {
        await page.goto(path);
        const captions = page.locator("figure:has(blockquote) figcaption");
        expect(await captions.count(), `${path}: quotes`).toBeGreaterThan(0);
        for (const caption of await captions.all()) {
          const portrait = caption.locator("img");
          await expect(portrait).toHaveCount(1);
          // The person's name is written beside it: the portrait needs no words of its own.
          await expect(portrait).toHaveAttribute("alt", "");
          await portrait.scrollIntoViewIfNeeded();
          await expect
            .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          const box = await portrait.boundingBox();
          expect(Math.round(box?.width ?? 0)).toBe(48);
          const svg = await (await request.get((await portrait.getAttribute("src")) ?? "")).text();
          // The illustrated portrait, not the old hand-drawn one.
          expect(svg).toMatch(/Avataaars/);
        }
      }
    });
  }

  test(`the stories under a case study show their picture, industry and figure (${lang})`, async ({
    page,
  }) => {
    await page.goto(collectionPages.caseStudies.path(storyOf(lang, "raza-kopi")));
    const cards = page.locator("section[aria-labelledby=more-title] li");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      const href = (await card.locator("a").getAttribute("href")) ?? "";
      const story = caseStudies[lang].find((item) => collectionPages.caseStudies.path(item) === href);
      if (!story) throw new Error(`${href} is no case study`);
      await expect(card).toContainText(story.data.industry);
      await expect(card).toContainText(story.data.results[0]?.value ?? "");
      await expect(card.locator("img").first()).toHaveAttribute("src", /\S/);
      // A mark only for a customer named in their story.
      const marks = isCustomerKey(story.slug) && isNamedCustomer(story.slug) ? 1 : 0;
      await expect(card.locator("img")).toHaveCount(1 + marks);
    }
  });
}
