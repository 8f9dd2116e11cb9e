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
  // Scrolled to with the wheel, as a visitor does: after a programmatic jump deep into the page, past sections
  // that render as they near the screen (content-visibility), Chromium may never start a lazy image there.
  // The drawing is a large SVG (every word as outlines): on a busy machine it takes more than 5 s.
  await expect
    .poll(
      async () => {
        const top = await image.evaluate((element) => element.getBoundingClientRect().top);
        if (top < 0 || top > 500)
          await image.page().mouse.wheel(0, Math.max(-1200, Math.min(1200, top - 200)));
        return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
      },
      { timeout: 20_000 },
    )
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
