/** What the consent and chat specs read from a page: the banner, the settings, the data layer, the cookie. */
import type { Page } from "@playwright/test";
import { readPublicConfig } from "../../../core/config/public.ts";
import {
  consentCookieName,
  consentVersion,
  encodeConsent,
  everyPurpose,
} from "../../../core/consent/consent-state.ts";
import { consentTexts } from "../../../app/consent/texts.ts";
import { configuredTools } from "../../../core/consent/tools.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { expect } from "../fixtures.ts";
import { toolsBuild } from "../../../scripts/test/tools-build.ts";

declare global {
  interface Window {
    /** Whether the banner was in the document when it had been parsed, before the page's scripts ran. */
    bannerAtFirstPaint?: boolean;
  }
}

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

/**
 * The consent ID of the choice kept in the cookie. The banner goes the moment a button is pressed and the
 * choice is kept an instant later (when the consent code has loaded): the cookie is waited for.
 */
export async function consentId(page: Page): Promise<string> {
  const kept = async () => (await page.context().cookies()).find((c) => c.name === consentCookieName);
  await expect.poll(kept, { message: "the choice is kept in the regu_consent cookie" }).toBeDefined();
  const cookie = await kept();
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 366 * 24 * 3600);
  return cookie?.value.split(".")[0] ?? "";
}

/** The consent cookie of a visitor who accepted (or refused) everything today, under the tools build's version. */
export function storedChoice(accepted: boolean): { name: string; value: string } {
  const version = consentVersion(configuredTools(readPublicConfig(toolsBuild)));
  const value = encodeConsent({
    id: crypto.randomUUID(),
    ...everyPurpose(accepted),
    version,
    decidedAt: Date.now(),
  });
  return { name: consentCookieName, value };
}
