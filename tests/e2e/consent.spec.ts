/**
 * The cookie banner against the build with tools (GTM_ID, LINKEDIN_PARTNER_ID and a Crisp chat; see
 * scripts/test/tools-build.ts). The vendors cannot be reached from here: their scripts are answered with
 * small fakes that record they ran, and every request to another origin is recorded.
 */
import { chatTexts } from "../../app/chat/texts.ts";
import { consentTexts } from "../../app/consent/texts.ts";
import { formsEn } from "../../core/i18n/form-words.en.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { consentRecordsOf } from "./servers/backend.ts";
import {
  banner,
  consentId,
  consentStarted,
  dataLayer,
  settings,
  storedChoice,
} from "./page-checks/consent-page.ts";
import { fakeVendors, gtm, insight } from "./fakes/fake-vendors.ts";
import { toolsBuild } from "../../scripts/test/tools-build.ts";
import { atHumanSpeed, dictionaries, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";

const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

for (const lang of ["en", "id"] as const) {
  const t = consentTexts[lang];

  test(`${lang}: nothing third-party loads before a choice; rejecting keeps it so on the next page`, async ({
    page,
  }) => {
    const { thirdParty } = await fakeVendors(page);
    await gotoHydrated(page, pathTo("home", lang));
    await expect(banner(page, lang)).toBeVisible();
    await expect(banner(page, lang).getByRole("link", { name: t.privacyLink })).toHaveAttribute(
      "href",
      pathTo("privacy", lang),
    );
    // The banner comes with the page; the consent code starts a moment after hydration.
    await consentStarted(page);
    expect(await dataLayer(page)).toEqual([["consent", "default", denied]]);
    expect(thirdParty).toEqual([]);

    // Accept and reject are the same kind of button, side by side.
    const accept = banner(page, lang).getByRole("button", { name: t.acceptAll });
    const reject = banner(page, lang).getByRole("button", { name: t.rejectAll });
    expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"));
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox?.height).toBe(rejectBox?.height);

    await reject.click();
    await expect(banner(page, lang)).toBeHidden();
    const id = await consentId(page);
    await expect.poll(() => consentRecordsOf(id)).toMatchObject([{ analytics: false, marketing: false }]);
    expect(await dataLayer(page)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", denied],
    ]);

    await gotoHydrated(page, pathTo("pricing", lang));
    await consentStarted(page);
    await page.waitForTimeout(300);
    await expect(banner(page, lang)).toBeHidden();
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => [window.fakeGtmRuns, window.fakeInsightRuns])).toEqual([
      undefined,
      undefined,
    ]);
  });

  test(`${lang}: accepting all loads both tools after Consent Mode's defaults; withdrawing stops them`, async ({
    page,
  }) => {
    const { thirdParty } = await fakeVendors(page);
    await gotoHydrated(page, pathTo("home", lang));
    await banner(page, lang).getByRole("button", { name: t.acceptAll }).click();
    await page.waitForFunction(() => window.fakeGtmRuns === 1 && window.fakeInsightRuns === 1);
    expect(thirdParty.sort()).toEqual([gtm, insight].sort());
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ["consent", "default", denied],
      [
        "consent",
        "update",
        {
          ad_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
          analytics_storage: "granted",
        },
      ],
    ]);
    expect(layer[2]).toMatchObject({ event: "gtm.js" });
    expect(await page.evaluate(() => window._linkedin_partner_id)).toBe("1234567");
    const id = await consentId(page);

    // Withdrawn in the footer's settings: the page reloads without the tools.
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: dictionaries[lang].footer.cookieSettings })
      .click();
    await expect(settings(page, lang)).toBeVisible();
    await expect(settings(page, lang).getByText(id)).toBeVisible();
    thirdParty.length = 0;
    await Promise.all([
      page.waitForEvent("load"),
      settings(page, lang).getByRole("button", { name: t.rejectAll }).click(),
    ]);
    await consentStarted(page);
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => [window.fakeGtmRuns, window.fakeInsightRuns])).toEqual([
      undefined,
      undefined,
    ]);
    await expect(banner(page, lang)).toBeHidden();
    expect(await consentRecordsOf(id)).toMatchObject([
      { analytics: true, marketing: true, chat: true, policy_version: "2026-11-23.gtm.linkedin.chat-crisp" },
      {
        analytics: false,
        marketing: false,
        chat: false,
        policy_version: "2026-11-23.gtm.linkedin.chat-crisp",
      },
    ]);
  });
}

test("id: Choose lays the purposes out in the banner; saving analytics alone lets GTM in alone", async ({
  page,
}) => {
  const lang = "id";
  const t = consentTexts[lang];
  const { thirdParty } = await fakeVendors(page);
  await gotoHydrated(page, pathTo("home", lang));
  await expect(banner(page, lang)).toBeVisible();
  await expectNoViolations(page);

  await banner(page, lang).getByText(t.choose, { exact: true }).click();
  const analytics = banner(page, lang).getByRole("switch", { name: t.analytics });
  const marketing = banner(page, lang).getByRole("switch", { name: t.marketing });
  await expect(analytics).toBeVisible();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(banner(page, lang).getByRole("switch", { name: t.chat })).not.toBeChecked();
  await expect(banner(page, lang).getByRole("switch", { name: t.necessary })).toHaveCount(0);
  await expectNoViolations(page);

  await analytics.press("Space");
  await expect(analytics).toBeChecked();
  await banner(page, lang).getByRole("button", { name: t.save }).click();
  await expect(banner(page, lang)).toBeHidden();
  await page.waitForFunction(() => window.fakeGtmRuns === 1);
  await page.waitForTimeout(300);
  expect(thirdParty).toEqual([gtm]);
  expect(await page.evaluate(() => window.fakeInsightRuns)).toBeUndefined();
  expect((await dataLayer(page))[1]).toEqual([
    "consent",
    "update",
    {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    },
  ]);
  const id = await consentId(page);
  await expect
    .poll(() => consentRecordsOf(id))
    .toMatchObject([{ analytics: true, marketing: false, chat: false }]);
});

test(
  "en: the footer's cookie settings: a dialog that traps the focus, closes on Escape and passes axe",
  { tag: "@smoke" },
  async ({ page }) => {
    const lang = "en";
    const t = consentTexts[lang];
    const { thirdParty } = await fakeVendors(page);
    await gotoHydrated(page, pathTo("faq", lang));
    const open = page
      .getByRole("contentinfo")
      .getByRole("button", { name: dictionaries[lang].footer.cookieSettings });
    await open.click();
    const dialog = settings(page, lang);
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await expect(dialog.getByRole("switch", { name: t.analytics })).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByRole("switch", { name: t.necessary })).toHaveCount(0);

    // Tab goes round the dialog: from its last control back to its first, and the other way.
    const controls = dialog.locator("button, a[href]");
    const last = controls.last();
    await last.focus();
    await page.keyboard.press("Tab");
    await expect(controls.first()).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(thirdParty).toEqual([]);

    // Rejecting in the dialog takes the banner away too.
    await open.press("Enter");
    await dialog.getByRole("button", { name: t.rejectAll }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page, lang)).toBeHidden();
    const id = await consentId(page);
    await expect
      .poll(() => consentRecordsOf(id))
      .toMatchObject([{ analytics: false, marketing: false, chat: false }]);
  },
);

for (const lang of ["en", "id"] as const) {
  const t = consentTexts[lang];

  test(`${lang}: the banner comes in the page as served, and a visitor who has chosen never sees it`, async ({
    browser,
    page,
  }) => {
    const path = pathTo("pricing", lang);
    const served = await (await page.request.get(path)).text();
    expect(served).toContain('id="consent-banner"');
    expect(served).toContain(t.bannerTitle);

    // Painted before any script runs: with JavaScript off it is on screen, and it is what the eye meets at
    // the bottom of the window.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(path);
    await expect(banner(plain, lang)).toBeVisible();
    const box = await banner(plain, lang).locator("form").boundingBox();
    expect(
      await plain.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("#consent-banner") !== null,
        [(box?.x ?? 0) + 20, (box?.y ?? 0) + 20],
      ),
    ).toBe(true);

    // A visitor who has chosen gets the page without it: nothing to hide, so nothing flashes.
    const plainUrl = plain.url();
    await noScript.addCookies([{ ...storedChoice(true), url: plainUrl }]);
    await plain.goto(path);
    await expect(plain.locator("#consent-banner")).toHaveCount(0);
    await noScript.close();

    const withChoice = await browser.newContext();
    await withChoice.addCookies([{ ...storedChoice(false), url: plainUrl }]);
    const returning = await withChoice.newPage();
    await fakeVendors(returning);
    // Read as the document is parsed, before the page's own scripts have run.
    await returning.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        window.bannerAtFirstPaint = document.getElementById("consent-banner") !== null;
      }),
    );
    const response = await gotoHydrated(returning, path);
    expect(response?.headers().vary).toContain("Cookie");
    expect(await returning.evaluate(() => window.bannerAtFirstPaint)).toBe(false);
    await expect(banner(returning, lang)).toHaveCount(0);
    await withChoice.close();
  });

  test(`${lang}: without JavaScript the banner's buttons keep the choice, and the banner does not return`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const path = pathTo("pricing", lang);
    for (const [button, flags] of [
      [t.rejectAll, "000"],
      [t.acceptAll, "111"],
    ] as const) {
      await context.clearCookies();
      await page.goto(path);
      await banner(page, lang).getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator("#consent-banner")).toHaveCount(0);
      const id = await consentId(page);
      expect((await context.cookies()).find((c) => c.name === "regu_consent")?.value).toContain(`.${flags}.`);
      expect(await consentRecordsOf(id)).toHaveLength(1);
      await page.goto(pathTo("faq", lang));
      await expect(page.locator("#consent-banner")).toHaveCount(0);
    }

    // "Choose" opens the purposes in the banner without a script; "Save choices" keeps the ones ticked.
    await context.clearCookies();
    await page.goto(path);
    await banner(page, lang).getByText(t.choose, { exact: true }).click();
    await banner(page, lang).getByRole("switch", { name: t.marketing }).check();
    await banner(page, lang).getByRole("button", { name: t.save }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("#consent-banner")).toHaveCount(0);
    expect(await consentRecordsOf(await consentId(page))).toMatchObject([
      { analytics: false, marketing: true, chat: false },
    ]);
    await context.close();
  });
}

test("en → id: after a language switch the banner speaks the new language, and its buttons still work", async ({
  page,
}) => {
  await fakeVendors(page);
  await gotoHydrated(page, pathTo("pricing", "en"));
  await expect(banner(page, "en")).toBeVisible();
  await page.locator('header a[hreflang="id"]:visible').click();
  await expect(page).toHaveURL(pathTo("pricing", "id"));
  await expect(banner(page, "id")).toBeVisible();
  await expect(banner(page, "id").getByRole("link", { name: consentTexts.id.privacyLink })).toHaveAttribute(
    "href",
    pathTo("privacy", "id"),
  );
  await expect(page.locator("#consent-banner section")).toHaveCount(1);
  await banner(page, "id").getByRole("button", { name: consentTexts.id.rejectAll }).click();
  await expect(page.locator("#consent-banner")).toHaveCount(0);
  const id = await consentId(page);
  await expect.poll(() => consentRecordsOf(id)).toMatchObject([{ analytics: false }]);
});

test("en: the footer's newsletter form loads reCAPTCHA once the visitor starts on it, and sends its token", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/recaptcha/")) requested.push(request.url());
  });
  await fakeVendors(page);
  await gotoHydrated(page, pathTo("home", "en"));
  await banner(page, "en").getByRole("button", { name: consentTexts.en.rejectAll }).click();
  // A page without a lead form loads nothing of Google's for the footer until the visitor starts on it.
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  const form = page.locator("footer form");
  const field = form.getByRole("textbox", { name: dictionaries.en.newsletter.label });
  await field.focus();
  await page.waitForFunction(() => window.fakeRecaptchaRuns === 1);
  await field.fill(`footer.${Date.now().toString(36)}@example.com`);
  const [request] = await Promise.all([
    page.waitForRequest(`**${newsletterApiPath}`),
    form.locator('button[type="submit"]').click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ recaptchaToken: "fake-recaptcha-token" });
});

test("en: reCAPTCHA's badge stays hidden beside the notice, and never covers the chat button", async ({
  page,
}) => {
  const lang = "en";
  await fakeVendors(page);
  await gotoHydrated(page, pathTo("contact", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].rejectAll }).click();
  // The form loads reCAPTCHA when the visitor starts on it.
  await page.locator("#field-name").focus();
  await page.waitForFunction(() => window.fakeRecaptchaRuns === 1);
  const badge = page.locator(".grecaptcha-badge");
  await expect(badge).toHaveCount(1);
  await expect(badge).toBeHidden();
  // Beside the page's form, and beside the footer's newsletter form, which reCAPTCHA guards too.
  await expect(page.getByRole("main").getByText(formsEn.recaptchaNotice)).toBeVisible();
  await expect(page.locator("footer form").getByText(formsEn.recaptchaNotice)).toHaveCount(1);
  // The chat button steps aside while a form field lies under its corner (page-visits.spec.ts checks that); at
  // the top of the page, above the form, it shows, and nothing Google drew is over it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const chat = page.getByRole("button", { name: chatTexts[lang].chat });
  if (await chat.isVisible()) {
    const box = await chat.boundingBox();
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("button")?.textContent ?? "",
        [(box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + (box?.height ?? 0) / 2],
      ),
    ).toContain(chatTexts[lang].chat);
  }
  await expect(badge).toBeHidden();
});

test("en: a returning visitor's tags wait for a first scroll, or start on their own TAGS_DELAY_SECONDS after the page settles", async ({
  page,
}) => {
  const lang = "en";
  const { thirdParty } = await fakeVendors(page);
  await gotoHydrated(page, pathTo("home", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].acceptAll }).click();
  await page.waitForFunction(() => window.fakeGtmRuns === 1 && window.fakeInsightRuns === 1);

  // The next page, opened without a click: the consent is applied, the tags wait.
  thirdParty.length = 0;
  await gotoHydrated(page, pathTo("faq", lang));
  await consentStarted(page);
  expect(thirdParty).toEqual([]);
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => window.fakeGtmRuns === 1 && window.fakeInsightRuns === 1);
  expect(thirdParty.sort()).toEqual([gtm, insight].sort());

  // A reader who never touches the page is counted too, six seconds after the page has settled.
  thirdParty.length = 0;
  await gotoHydrated(page, pathTo("about", lang));
  await page.waitForFunction(() => window.fakeGtmRuns === 1 && window.fakeInsightRuns === 1, undefined, {
    timeout: 15_000,
  });
  expect(thirdParty.sort()).toEqual([gtm, insight].sort());
  const requestedAt = await page.evaluate((url) => performance.getEntriesByName(url)[0]?.startTime ?? 0, gtm);
  expect(requestedAt).toBeGreaterThanOrEqual(Number(toolsBuild.TAGS_DELAY_SECONDS) * 1000);
});

test("en: a contact message reports one generate_lead without personal data, not again on reload", async ({
  page,
}) => {
  const lang = "en";
  await fakeVendors(page);
  await gotoHydrated(page, pathTo("contact", lang));
  const opened = Date.now();
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].acceptAll }).click();
  await page.waitForFunction(() => window.fakeGtmRuns === 1);

  const email = `consent-${Date.now()}@pt-alun.co.id`;
  await page.locator("#field-name").fill("Dewi Lestari");
  await page.locator("#field-email").fill(email);
  await page.locator("#field-phone").fill("0812 3456 7890");
  await page.locator("#field-topic").selectOption("sales");
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type("Kami punya 120 karyawan.");
  await atHumanSpeed(opened);
  await page.getByRole("button", { name: leadPagesContent[lang].contact.submit }).click();
  await expect(page).toHaveURL(pathTo("thankYou", lang));

  const leads = async () =>
    (await dataLayer(page)).filter(
      (entry) => (entry as { event?: string } | null)?.event === "generate_lead",
    );
  await expect
    .poll(leads)
    .toEqual([{ event: "generate_lead", form_type: "contact", language: "en", page_path: "/thank-you" }]);
  const everything = JSON.stringify(await dataLayer(page));
  for (const personal of [email, "Dewi", "0812"]) expect(everything).not.toContain(personal);

  await page.reload();
  await consentStarted(page);
  await page.waitForFunction(() => window.fakeGtmRuns === 1);
  await page.waitForTimeout(500);
  expect(await leads()).toEqual([]);
});

test("id: the WhatsApp page reports whatsapp_open only with analytics consent", async ({ page }) => {
  const lang = "id";
  await fakeVendors(page);
  await gotoHydrated(page, pathTo("home", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].rejectAll }).click();
  await page.goto(pathTo("conversionWa", lang));
  await consentStarted(page);
  await page.waitForTimeout(500);
  expect(
    (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === "whatsapp_open"),
  ).toEqual([]);

  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: dictionaries[lang].footer.cookieSettings })
    .click();
  await settings(page, lang).getByRole("button", { name: consentTexts[lang].acceptAll }).click();
  // The choice is kept before the next page is asked for; a navigation started earlier would race it.
  await expect(settings(page, lang)).toBeHidden();
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((c) => c.name === "regu_consent" && c.value.includes(".111.")),
    )
    .toBe(true);
  await page.goto(pathTo("conversionWa", lang));
  await expect
    .poll(async () =>
      (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === "whatsapp_open"),
    )
    .toEqual([
      { event: "whatsapp_open", language: "id", page_path: pathTo("conversionWa", lang).split("?")[0] },
    ]);
});

test("en: a newsletter sign-up reports sign_up, a resource reports generate_lead and file_download, without personal data", async ({
  page,
}) => {
  const lang = "en";
  await fakeVendors(page);
  await gotoHydrated(page, pathTo("home", lang));
  await banner(page, lang).getByRole("button", { name: consentTexts[lang].acceptAll }).click();
  await page.waitForFunction(() => window.fakeGtmRuns === 1);
  const events = async (name: string) =>
    (await dataLayer(page)).filter((entry) => (entry as { event?: string } | null)?.event === name);

  const email = `signup-${Date.now()}@pt-alun.co.id`;
  const footerForm = page.locator("footer form");
  await footerForm.getByRole("textbox", { name: dictionaries[lang].newsletter.label }).fill(email);
  await footerForm.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(pathTo("thankYouSubscribing", lang));
  await expect
    .poll(() => events("sign_up"))
    .toEqual([{ event: "sign_up", method: "newsletter", language: "en" }]);

  const guide = pathTo("resource", lang, { name: "how-companies-are-going-digital" });
  await gotoHydrated(page, guide);
  const opened = Date.now();
  await page.locator("#field-name").fill("Rina Hartono");
  await page.locator("#field-email").fill(`unduh-${email}`);
  await page.locator("#field-company").fill("Raza Kopi");
  await page.locator("#field-phone").fill("+62 811 2345 678");
  await atHumanSpeed(opened);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: leadPagesContent[lang].resource.submit }).click();
  await downloading;
  await expect
    .poll(() => events("generate_lead"))
    .toEqual([{ event: "generate_lead", form_type: "resource", language: "en", page_path: guide }]);
  expect(await events("file_download")).toEqual([
    {
      event: "file_download",
      file_name: "how-companies-are-going-digital.pdf",
      file_extension: "pdf",
      language: "en",
      page_path: guide,
    },
  ]);
  const everything = JSON.stringify(await dataLayer(page));
  for (const personal of [email, "Rina", "Raza", "811"]) expect(everything).not.toContain(personal);
});
