/**
 * The drawings a page shows, found as a visitor meets them: the home page's workplaces (captioned, so
 * silent to a screen reader), a feature page's and the about page's scene, and the web dashboard's screens
 * (docs/decisions/0012-admin-screens.md), the whole dashboard on a desktop and the narrow drawing on a
 * phone. Their alt texts, captions and files are the system tests' (the built HTML); here, what only a
 * browser shows: that each is drawn, and which file it picked for the screen's width.
 */
import type { Locator, Page } from "@playwright/test";
import { adminScreenPath } from "../../../app/art/admin/admin-screens.ts";
import type { AdminScreenKey } from "../../../core/art/admin-screen-keys.ts";
import { adminScreensContent } from "../../../content/admin-screens/index.ts";
import { aboutContent } from "../../../content/company/index.ts";
import { featurePages } from "../../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../../content/features.ts";
import { homeContent } from "../../../content/home/index.ts";
import type { Lang, PageId } from "../../../core/routing/pages.ts";
import { adminScreenOf } from "../../support/admin-screen-placements.ts";
import { expect } from "../fixtures.ts";

/** A page's admin screen, by its name in the page's language. */
export const adminScreenImage = (page: Page, key: AdminScreenKey, lang: Lang) =>
  page.getByRole("img", { name: adminScreensContent[lang][key].alt, exact: true });

/** The scenes a page shows: the home page's three workplaces, a feature page's or the about page's one. */
export function scenesOf(page: Page, pageId: PageId, lang: Lang): Locator | undefined {
  if (pageId === "home") {
    return page.getByRole("region", { name: homeContent[lang].workplaces.title }).locator("figure img");
  }
  if (pageId === "about") {
    return page.getByRole("img", { name: aboutContent[lang].story.scene.alt, exact: true });
  }
  const feature = featureKeys.find((key) => featurePage[key] === pageId);
  if (!feature) return undefined;
  return page.getByRole("img", { name: featurePages[lang][feature].scene.alt, exact: true });
}

/**
 * Brings an image to the screen with the wheel, as a visitor scrolls (it loads lazily), and waits until the
 * browser has drawn it. After a programmatic jump deep into the page, past sections that render as they
 * near the screen (content-visibility), Chromium may never start a lazy image there. An admin screen is a
 * large SVG (every word as outlines): on a busy machine it takes more than 5 s.
 */
export async function expectDrawn(image: Locator) {
  await expect
    .poll(
      async () => {
        const top = await image.evaluate((element) => element.getBoundingClientRect().top);
        if (top < 0 || top > 500)
          await image.page().mouse.wheel(0, Math.max(-1200, Math.min(1200, top - 200)));
        return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
      },
      // Each try moves the page a screen or so: tried often, not at Playwright's backing-off intervals.
      { message: "drawn", timeout: 30_000, intervals: [100, 250] },
    )
    .toBeGreaterThan(0);
}

/** The file the browser chose among an image's sources, as a path. */
export const chosenFile = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);

/** Draws the page's admin screen, if it has one, and checks it is the file made for the screen's width. */
export async function expectAdminScreen(page: Page, pageId: PageId, lang: Lang, variant: "wide" | "narrow") {
  const key = adminScreenOf(pageId, lang);
  if (!key) return;
  const image = adminScreenImage(page, key, lang);
  await expectDrawn(image);
  expect(await chosenFile(image), `the ${variant} ${key} screen`).toBe(adminScreenPath(key, lang, variant));
}
