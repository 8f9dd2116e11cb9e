/** The header's language switch as a visitor uses it, from partway down a page. */
import type { Page } from "@playwright/test";
import type { Lang } from "../../../core/routing/pages.ts";
import { expect } from "../fixtures.ts";

export async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

/** The page in the other language, its heading shown, the choice remembered, from the top. */
export async function expectSwitchedTo(page: Page, path: string, lang: Lang, h1: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe(lang);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
