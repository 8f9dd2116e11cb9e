import type { Locator } from "@playwright/test";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../content/features.ts";
import { adminScreenPath, type AdminScreenKey } from "../../app/components/art/admin/admin-screens.ts";
import { languages, type Lang, type PageId } from "../../core/routing/pages.ts";
import { builtPage, expect, test } from "./fixtures.ts";

// The web dashboard's screens as a visitor meets them (docs/decisions/0012-admin-screens.md): drawn,
// named in the page's language, the whole dashboard on a desktop and the narrow drawing on a phone.

const placements: Array<{ page: PageId; screen: (lang: Lang) => AdminScreenKey }> = [
  { page: "home", screen: () => "attendance" },
  { page: "projectManagement", screen: () => "projects" },
  ...featureKeys.map((key) => ({
    page: featurePage[key],
    screen: (lang: Lang) => featurePages[lang][key].adminScreen,
  })),
];

/** Scrolls the image into view (it loads lazily) and waits until the browser has drawn it. */
async function expectDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

for (const lang of languages) {
  for (const { page: pageId, screen } of placements) {
    const key = screen(lang);
    const { path } = builtPage(pageId, lang);
    const { alt, caption } = adminScreensContent[lang][key];

    test(`${path} shows the dashboard's ${key} screen, described and captioned in its language`, async ({
      page,
    }) => {
      await page.goto(path);
      const image = page.getByRole("img", { name: alt, exact: true });
      await expectDrawn(image);
      expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toBe(
        adminScreenPath(key, lang, "wide"),
      );
      await expect(page.getByRole("figure").filter({ has: image })).toContainText(caption);
    });

    test(`${path} on a phone shows the narrow drawing, with nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      const image = page.getByRole("img", { name: alt, exact: true });
      await expectDrawn(image);
      expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toBe(
        adminScreenPath(key, lang, "narrow"),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
}
