import type { Page } from "@playwright/test";
import { collectionPages, findItem } from "../../app/collections/collection-pages.server.ts";
import { languageNames } from "../../core/routing/pages.ts";
import {
  builtPage,
  builtPages,
  controlledBy,
  dictionaries,
  expect,
  gotoHydrated,
  mobileMenuButton,
  otherLang,
  test,
} from "./fixtures.ts";

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

async function expectSwitchedTo(page: Page, path: string, lang: "en" | "id", h1: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe(lang);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

for (const built of builtPages) {
  const target = otherLang(built.lang);
  test(`${built.path}: the header toggle leads to ${built.twinPath} and remembers "${target}"`, async ({
    page,
  }) => {
    await gotoHydrated(page, built.path);
    await scrollDown(page);

    const toggle = page.locator(`header a[hreflang="${target}"]:visible`);
    // The visible code first (WCAG 2.5.3 "label in name"), then what the link does.
    await expect(toggle).toHaveAccessibleName(
      `${languageNames[target].short} – ${dictionaries[built.lang].language.switchTo}`,
    );
    await toggle.click();

    await expectSwitchedTo(page, built.twinPath, target, builtPage(built.pageId, target).h1);
  });
}

// A content item's translation is its content's to say (its loader's language links), not the route table's.
test("the toggle of a resource whose translation has another address leads to that address", async ({
  page,
}) => {
  const resources = collectionPages.resources;
  const indonesian = findItem(resources, "id", "bagaimana-cara-perusahaan-menuju-digitalisasi");
  const english = findItem(resources, "en", "how-companies-are-going-digital");
  if (!indonesian || !english) throw new Error("the translated resource of docs/product.md is missing");
  await gotoHydrated(page, resources.path(indonesian));
  await scrollDown(page);
  await page.locator('header a[hreflang="en"]:visible').click();
  await expectSwitchedTo(page, resources.path(english), "en", english.data.title);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle inside the mobile menu switches the language and closes the menu", async ({ page }) => {
    const from = builtPage("thankYouDemo", "id");
    const to = builtPage("thankYouDemo", "en");
    await gotoHydrated(page, from.path);
    await scrollDown(page);

    const menuButton = mobileMenuButton(page, "id");
    const menu = await controlledBy(page, menuButton);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAccessibleName(dictionaries.id.nav.closeMenu);
    await page.locator('header a[hreflang="en"]:visible').click();

    await expectSwitchedTo(page, to.path, "en", to.h1);
    const englishMenuButton = mobileMenuButton(page, "en");
    await expect(englishMenuButton).toHaveAttribute("aria-expanded", "false");
    await expect(englishMenuButton).toHaveAccessibleName(dictionaries.en.nav.openMenu);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });
});
