import { collectionPages, findItem } from "../../app/collections/collection-pages.server.ts";
import {
  builtPage,
  controlledBy,
  dictionaries,
  expect,
  gotoHydrated,
  mobileMenuButton,
  test,
} from "./fixtures.ts";
import { expectSwitchedTo, scrollDown } from "./page-checks/language-toggle.ts";

// Every page's switch link is read from the built HTML by the system tests, and one page of each kind has its
// switch clicked in page-visits.spec.ts; here, the switches that need more than the route table.

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

  test(
    "the toggle inside the mobile menu switches the language and closes the menu",
    { tag: "@smoke" },
    async ({ page }) => {
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
    },
  );
});
