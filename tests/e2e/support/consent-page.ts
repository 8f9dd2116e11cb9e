/** What the consent and chat specs read from a page: the banner, the settings, the data layer, the cookie. */
import type { Page } from "@playwright/test";
import { consentTexts } from "../../../app/consent/texts.ts";
import type { Lang } from "../../../app/routing/pages.ts";
import { expect } from "../fixtures.ts";

export const banner = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: consentTexts[lang].bannerLabel });
export const settings = (page: Page, lang: Lang) =>
  page.getByRole("dialog", { name: consentTexts[lang].dialogTitle });

/** The data layer as plain values: Google's commands are `arguments` objects, read here as arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  ) as Promise<unknown[]>;

/** Waits until the consent code has started on this page (it pushes Consent Mode's defaults first). */
export async function consentStarted(page: Page) {
  await page.waitForFunction(() => (window.dataLayer?.length ?? 0) > 0);
}

export async function consentId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "regu_consent");
  expect(cookie, "the choice is kept in the regu_consent cookie").toBeDefined();
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 366 * 24 * 3600);
  return cookie?.value.split(".")[0] ?? "";
}
