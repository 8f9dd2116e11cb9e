/**
 * The live chat against the build with tools (a Crisp chat that loads by itself on the pricing page; see
 * scripts/test/tools-build.ts), with Crisp's script answered by a fake that draws its own box. The vendor's
 * script must load only when a visitor opens the chat, and only once they have allowed its cookies.
 */
import type { Page } from "@playwright/test";
import { chatTexts } from "../../app/chat/texts.ts";
import { consentTexts } from "../../app/consent/texts.ts";
import { fill } from "../../core/i18n/fill.ts";
import { pathTo } from "../../core/routing/paths.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { consentRecordsOf } from "./servers/backend.ts";
import { banner, consentId, dataLayer } from "./page-checks/consent-page.ts";
import { crisp, fakeVendors } from "./fakes/fake-vendors.ts";
import { expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";

const launcher = (page: Page, lang: Lang) => page.getByRole("button", { name: chatTexts[lang].chat });
const question = (page: Page, lang: Lang) => page.getByRole("dialog", { name: chatTexts[lang].askTitle });
const chatBox = (page: Page) => page.locator("#fake-crisp");

for (const lang of ["en", "id"] as const) {
  const t = chatTexts[lang];

  test(`${lang}: the chat asks before its vendor loads, and loads it only when opened`, async ({ page }) => {
    const { thirdParty } = await fakeVendors(page);
    await gotoHydrated(page, pathTo("home", lang));
    await banner(page, lang).getByRole("button", { name: consentTexts[lang].rejectAll }).click();
    await expect(launcher(page, lang)).toBeVisible();
    await expectNoViolations(page);

    // Opened without chat consent: a question, not the vendor.
    await launcher(page, lang).click();
    const dialog = question(page, lang);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(fill(t.askBody, { vendor: "Crisp" }));
    await expect(dialog.getByRole("button", { name: t.start })).toBeFocused();
    await expect(dialog.getByRole("link", { name: new RegExp(t.whatsappInstead) })).toHaveAttribute(
      "href",
      pathTo("conversionWa", lang),
    );
    await expectNoViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher(page, lang)).toBeFocused();
    expect(thirdParty).toEqual([]);

    // Started: the choice is kept with chat allowed, the vendor loads once and opens its window.
    await launcher(page, lang).press("Enter");
    await question(page, lang).getByRole("button", { name: t.start }).click();
    await expect(chatBox(page)).toHaveAttribute("data-open", "");
    await expect(chatBox(page)).toHaveAttribute("data-locale", lang);
    await expect(launcher(page, lang)).toHaveCount(0);
    expect(thirdParty).toEqual([crisp]);
    expect(await page.evaluate(() => window.fakeCrispRuns)).toBe(1);
    await expect
      .poll(async () => consentRecordsOf(await consentId(page)))
      .toMatchObject([
        { analytics: false, marketing: false, chat: false },
        { analytics: false, marketing: false, chat: true },
      ]);
    // Without analytics consent, opening the chat is not reported.
    expect(JSON.stringify(await dataLayer(page))).not.toContain("chat_open");
  });
}

test("en: with every purpose accepted the chat opens at once and reports chat_open once", async ({
  page,
}) => {
  const lang = "en";
  const { thirdParty } = await fakeVendors(page);
  await gotoHydrated(page, pathTo("about", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].acceptAll }).click();
  await page.waitForFunction(() => window.fakeGtmRuns === 1);
  await page.waitForTimeout(300);
  expect(thirdParty).not.toContain(crisp);

  await launcher(page, lang).click();
  await expect(chatBox(page)).toHaveAttribute("data-open", "");
  await expect(question(page, lang)).toHaveCount(0);
  const opened = async () =>
    (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === "chat_open");
  await expect
    .poll(opened)
    .toEqual([{ event: "chat_open", chat_provider: "crisp", language: "en", page_path: "/about-us" }]);
  expect(thirdParty.filter((url) => url === crisp)).toHaveLength(1);
});

test("id: on a page the operator lists, the chat loads by itself after idle time, only with chat consent", async ({
  page,
}) => {
  const lang = "id";
  const { thirdParty } = await fakeVendors(page);
  // Not allowed yet: the pricing page waits in vain.
  await gotoHydrated(page, pathTo("pricing", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].rejectAll }).click();
  await page.waitForTimeout(3_000);
  expect(thirdParty).toEqual([]);
  // The button hides while it would cover the plan cards: at the foot of the page it shows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(launcher(page, lang)).toBeVisible();

  // Allowed through the chat itself (on the home page, which is not listed, nothing loads by itself).
  await gotoHydrated(page, pathTo("home", lang));
  await page.waitForTimeout(3_000);
  expect(thirdParty).toEqual([]);
  await launcher(page, lang).click();
  await question(page, lang).getByRole("button", { name: chatTexts[lang].start }).click();
  await expect(chatBox(page)).toHaveAttribute("data-open", "");

  // Now the listed page brings the chat without a click: the vendor's box, closed, instead of our button.
  thirdParty.length = 0;
  await gotoHydrated(page, pathTo("pricing", lang));
  await expect(chatBox(page)).toBeAttached();
  await expect(chatBox(page)).not.toHaveAttribute("data-open", "");
  await expect(launcher(page, lang)).toHaveCount(0);
  expect(thirdParty).toEqual([crisp]);
});

test("en: a chat vendor that is down gets a clear message, WhatsApp, and a retry that works", async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the vendor's failed script; that failure is what this test is about.
  allowConsoleErrors(/503/);
  const lang = "en";
  const t = chatTexts[lang];
  const vendors = await fakeVendors(page);
  vendors.chatDown(true);
  await gotoHydrated(page, pathTo("pricing", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].acceptAll }).click();
  // Allowed, so the pricing page tries to load the chat by itself: a failure there says nothing.
  await expect
    .poll(() => vendors.thirdParty.filter((url) => url === crisp).length, { timeout: 10_000 })
    .toBe(1);
  // The button hides while it would cover the plan cards: at the foot of the page it shows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(launcher(page, lang)).toBeVisible();

  await launcher(page, lang).click();
  const dialog = question(page, lang);
  await expect(dialog.getByRole("alert")).toHaveText(t.failed);
  await expect(dialog.getByRole("link", { name: new RegExp(t.whatsappInstead) })).toBeVisible();
  await expectNoViolations(page);

  vendors.chatDown(false);
  await dialog.getByRole("button", { name: t.retry }).click();
  await expect(page.locator("#fake-crisp")).toHaveAttribute("data-open", "");
});
