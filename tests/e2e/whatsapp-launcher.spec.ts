/**
 * Without a chat configured (the default build), the corner button offers WhatsApp: the conversion page, in
 * a new tab. Nothing third-party loads for it.
 */
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
