/**
 * Without a chat configured (the default build), the corner button offers WhatsApp: the conversion page, in
 * a new tab. Nothing third-party loads for it.
 */
import type { Locator, Page } from "@playwright/test";
import { pathTo } from "../../core/routing/paths.ts";
import { dictionaries, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";
import { isHydrated } from "../support/hydration.ts";

for (const lang of ["en", "id"] as const) {
  test(`${lang}: the corner button leads to WhatsApp in a new tab, on every page but the WhatsApp page`, async ({
    page,
  }) => {
    const { talkToSales, newWindow } = dictionaries[lang].footer;
    await gotoHydrated(page, pathTo("pricing", lang));
    // At the foot of the page, where no plan card or field lies under the corner (the button hides there).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.locator("[data-chat-launcher]");
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(`${talkToSales} ${newWindow}`);
    await expect(button).toHaveAttribute("href", pathTo("conversionWa", lang));
    await expect(button).toHaveAttribute("target", "_blank");
    await expectNoViolations(page);

    const [tab] = await Promise.all([page.context().waitForEvent("page"), button.click()]);
    await expect(tab).toHaveURL(new RegExp(`${pathTo("conversionWa", lang).replace("?", "\\?")}$`));
    await tab.waitForFunction(isHydrated);
    await tab.waitForTimeout(2_000);
    await expect(tab.locator("[data-chat-launcher]")).toHaveCount(0);
  });
}

/**
 * Opens a page and waits for the corner button, drawn after the page's load (app/components/after-load.tsx):
 * a key pressed brings it at once, as for a visitor who types.
 */
async function openWithLauncher(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.keyboard.press("Shift");
  await expect(page.locator("[data-chat-launcher]")).toHaveCount(1, { timeout: 20_000 });
}

/** Lets the corner's IntersectionObserver answer the last scroll, and React paint its answer. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)))),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when the corner button is shown over one of the boxes (hidden over them is what it does below 1280 px). */
async function expectClearOf(page: Page, targets: Locator, where: string) {
  const button = page.locator("[data-chat-launcher]");
  if (!(await button.isVisible())) return;
  const buttonBox = await button.boundingBox();
  expect(buttonBox, where).not.toBeNull();
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box && buttonBox)
      expect(overlaps(buttonBox, box), `${where}: the corner button over ${box.x},${box.y}`).toBe(false);
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // From 1280 px the button has a place of its own, the margin beside the page's column: it is always shown.
    const wide = viewport.width >= 1280;

    for (const lang of ["en", "id"] as const) {
      test(`a feature page's dashboard screen is never under the corner button (${lang})`, async ({
        page,
      }) => {
        await openWithLauncher(page, pathTo("featureTime", lang));
        const screens = page.locator("main img[data-launcher-clear]");
        await expect(screens.first()).toBeAttached();
        for (const screen of await screens.all()) {
          await screen.scrollIntoViewIfNeeded();
          // The screen's foot (where its corner passes under the button), its middle, and its head at the bottom.
          const top = await screen.evaluate(
            (element) => element.getBoundingClientRect().top + window.scrollY,
          );
          const height = (await screen.boundingBox())?.height ?? 0;
          for (const bottomAt of [top + height, top + height / 2, top + 40]) {
            const y = Math.max(0, Math.round(bottomAt - viewport.height + 8));
            await page.evaluate((scrollTop) => window.scrollTo(0, scrollTop), y);
            await settle(page);
            if (wide) await expect(page.locator("[data-chat-launcher]")).toBeVisible();
            await expectClearOf(page, screen, `scrolled to ${y}`);
          }
        }
      });

      test(`the pricing page offers sales on WhatsApp on its first screen, and the button covers no plan card (${lang})`, async ({
        page,
      }) => {
        const { talkToSales, newWindow } = dictionaries[lang].footer;
        await openWithLauncher(page, pathTo("pricing", lang));
        await settle(page);
        const link = page.getByRole("main").getByRole("link", { name: `${talkToSales} ${newWindow}` });
        await expect(link, "without scrolling").toBeInViewport({ ratio: 1 });
        await expect(link).toHaveAttribute("href", pathTo("conversionWa", lang));
        if (wide) await expect(page.locator("[data-chat-launcher]")).toBeVisible();
        const cards = page.locator("main section").first().locator("ul").first().locator(":scope > li");
        await expect(cards).toHaveCount(4);
        await expectClearOf(page, cards, "first screen");
        await page.evaluate(() => window.scrollTo(0, 400));
        await settle(page);
        await expectClearOf(page, cards, "scrolled 400 px");
      });
    }
  });
}
