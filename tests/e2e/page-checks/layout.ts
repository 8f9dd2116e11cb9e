/**
 * A page fits its screen: nothing scrolls sideways, no text runs out of its box, and the corner button covers
 * no form field, button or plan card (docs/product.md#the-chat-button).
 */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** Boxes wider than they let their text be: the text runs out of them. */
export const overflowingText = (page: Page) =>
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
export const underLauncher = (page: Page) =>
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

/** How many frames in a row the corner button must stay as it is to count as settled. */
const quietFrames = 5;

/**
 * Waits until the corner button has answered where it stands. It starts hidden and shows once its
 * IntersectionObserver finds nothing under it; after a scroll it turns round (a resize, which makes it watch
 * anew) and shows or hides again. Each step takes a frame, so this counts frames rather than time: an
 * observer of our own, made after the button's, answers no sooner than it, and then the button must keep
 * its classes for a few frames running. A frame is slower on a busy machine, and so is the button.
 */
export async function cornerSettled(page: Page) {
  await page.evaluate(async (frames) => {
    const launcher = document.querySelector("[data-chat-launcher]");
    if (!launcher) return;
    let quiet = 0;
    const changes = new MutationObserver(() => (quiet = 0));
    changes.observe(launcher, { attributes: true, subtree: true });
    await new Promise<void>((resolve) => {
      const watch = new IntersectionObserver(() => {
        watch.disconnect();
        resolve();
      });
      watch.observe(launcher);
    });
    while (quiet < frames) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      quiet += 1;
    }
    changes.disconnect();
  }, quietFrames);
}

/** The page as first shown: as wide as the screen, its text inside its boxes, the corner button clear. */
export async function expectFirstScreenFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBe(width);
  expect(await overflowingText(page), "text that runs out of its box").toEqual([]);
  await cornerSettled(page);
  expect(await underLauncher(page), "covered on the first screen").toEqual([]);
}

/** Halfway down the page, the corner button (round by now) covers nothing either. */
export async function expectClearHalfwayDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await cornerSettled(page);
  expect(await underLauncher(page), "covered halfway down").toEqual([]);
}
