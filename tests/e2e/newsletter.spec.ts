import type { Page } from "@playwright/test";
import type { Lang } from "../../core/routing/pages.ts";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { createConfirmationLinks } from "../../core/newsletter/confirmation-links.server.ts";
import { confirmationDays } from "../../core/newsletter/confirmation-period.ts";
import { fill } from "../../core/i18n/fill.ts";
import { thankYouContent } from "../../content/thank-you/index.ts";
import { mailAbout, siteSigningSecret, subscriberOf } from "./servers/backend.ts";
import { builtPage, dictionaries, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";

const emailWords = { en: emailsEn, id: emailsId };
import { newsletterApiPath } from "../../core/routing/endpoints.ts";

/** docs/product.md, API contract: where the form posts its JSON. */
const apiUrl = `**${newsletterApiPath}`;

/**
 * A fresh inbox for each call, with capitals the app must lower-case. Fresh in its name, not in a `+tag`:
 * the limits count `name+tag@` as `name@`.
 */
const uniqueEmail = () =>
  `E2E.Visitor.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@Example.COM`;

/** The newsletter form of the footer, and the parts of it a visitor uses. */
function footerForm(page: Page, lang: Lang) {
  const t = dictionaries[lang].newsletter;
  const form = page.locator("footer form");
  return {
    field: form.getByRole("textbox", { name: t.label }),
    // Its name changes to "Subscribing…" while the request is on its way.
    submit: form.locator('button[type="submit"]'),
  };
}

test.describe("the footer newsletter form", () => {
  test(
    "a valid address is posted as JSON and leads to the thank-you page",
    { tag: "@smoke" },
    async ({ page }) => {
      await gotoHydrated(page, builtPage("home", "en").path);
      const { field, submit } = footerForm(page, "en");
      const email = uniqueEmail();

      await field.fill(email);
      const [request] = await Promise.all([page.waitForRequest(apiUrl), submit.click()]);
      expect(request.method()).toBe("POST");
      expect.soft(request.postDataJSON(), "the JSON body").toEqual({ email: email.toLowerCase() });
      expect.soft(request.headers()["content-type"]).toMatch(/^application\/json/);
      expect
        .soft(request.headers()["user-agents"], "the User-Agents header")
        .toBe(await page.evaluate(() => navigator.userAgent));

      const thanks = builtPage("thankYouSubscribing", "en");
      await expect(page).toHaveURL(thanks.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.h1);
      // Stored, but pending: nothing is confirmed until the mail's link is opened.
      await expect.poll(async () => (await subscriberOf(email.toLowerCase()))?.confirmed_at).toBeNull();
    },
  );

  // The form's messages in both languages, its busy state, a refusal, a network failure and the clear
  // button are tests/component/newsletter-form.test.tsx's.
  test("in Indonesian, the sign-up leads to the Indonesian thank-you page", async ({ page }) => {
    await gotoHydrated(page, builtPage("home", "id").path);
    const { field, submit } = footerForm(page, "id");

    await field.fill(uniqueEmail());
    await submit.click();
    const thanks = builtPage("thankYouSubscribing", "id");
    await expect(page).toHaveURL(thanks.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.h1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid address lands on the thank-you page", async ({ page }) => {
    await page.goto(builtPage("home", "en").path);
    const { field, submit } = footerForm(page, "en");
    await field.fill(uniqueEmail());
    await submit.click();

    const thanks = builtPage("thankYouSubscribing", "en");
    await expect(page).toHaveURL(thanks.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.h1);
  });

  test("a malformed address comes back on the newsletter page with the message and the address", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    await page.goto(builtPage("home", "en").path);
    const { field, submit } = footerForm(page, "en");
    await field.fill("name@");
    await submit.click();

    const newsletter = builtPage("newsletter", "en");
    await expect(page).toHaveURL(newsletter.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletter.h1);
    const form = page.getByRole("main").locator("form");
    await expect(form.getByRole("textbox", { name: dictionaries.en.newsletter.label })).toHaveValue("name@");
    await expect(form.getByRole("alert")).toHaveText(`* ${dictionaries.en.newsletter.wrongFormat}`);
  });
});

/** The one button of a page a mail's link opens. */
const linkButton = (page: Page, name: string) =>
  page.getByRole("main").getByRole("button", { name, exact: true });

test.describe("unsubscribing", () => {
  for (const lang of ["en", "id"] as const) {
    test(`the link in the confirmation mail (${lang}) asks, its button unsubscribes, and again changes nothing`, async ({
      page,
    }) => {
      const email = uniqueEmail().toLowerCase();
      await gotoHydrated(page, builtPage("home", lang).path);
      const { field, submit } = footerForm(page, lang);
      await field.fill(email);
      await submit.click();
      await expect(page).toHaveURL(builtPage("thankYouSubscribing", lang).path);

      // The confirmation mail, in the visitor's language, carries the link: a pending address can leave too.
      await expect.poll(() => mailAbout(email).length, { timeout: 15_000 }).toBe(1);
      const [confirmation] = mailAbout(email);
      expect(confirmation?.subject).toBe(emailWords[lang].newsletter.subject);
      const link = /https?:\/\/\S+?[?&]token=[0-9a-f-]{36}/.exec(confirmation?.text ?? "")?.[0];
      expect(link, "an unsubscribe link in the mail").toBeDefined();
      const path = new URL(link ?? "http://x/").pathname + new URL(link ?? "http://x/").search;
      expect(path.startsWith(pathTo("unsubscribe", lang))).toBe(true);

      const words = leadPagesContent[lang].unsubscribe;
      // Opening the link (as a mail scanner does) only asks.
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.ask.title);
      await expect(page.getByRole("main")).toContainText(words.ask.text);
      expect((await subscriberOf(email))?.unsubscribed_at).toBeNull();
      await expectNoViolations(page);

      await linkButton(page, words.ask.button).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.done.title);
      await expect.poll(async () => (await subscriberOf(email))?.unsubscribed_at).toBeInstanceOf(Date);
      // The address stayed the link's: opened again, it says it is done.
      await expect(page).toHaveURL(path);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.done.title);
      await expect(linkButton(page, words.ask.button)).toHaveCount(0);
    });
  }

  test("a wrong link says so, and the page without a link explains where to find one", async ({ page }) => {
    await page.goto(`${pathTo("unsubscribe", "en")}?token=00000000-0000-0000-0000-000000000000`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      leadPagesContent.en.unsubscribe.invalid.title,
    );
    await gotoHydrated(page, pathTo("unsubscribe", "id"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      leadPagesContent.id.unsubscribe.noToken.title,
    );
    await expectNoViolations(page);
  });
});

test.describe("confirming a subscription", () => {
  // Each test waits for a real mail through the outbox and SMTP, then scans a page with axe; on a busy
  // machine a client navigation from the home page can take more than the default 5 s to show.
  test.describe.configure({ timeout: 60_000 });
  const slow = { timeout: 15_000 };

  /** Subscribes from the footer and returns the confirmation link's path from the mail that arrives. */
  async function subscribeAndOpenMail(page: Page, lang: Lang, email: string): Promise<string> {
    await gotoHydrated(page, builtPage("home", lang).path);
    const { field, submit } = footerForm(page, lang);
    await field.fill(email);
    await submit.click();
    // The API answers once the sign-up and its mail are committed; then the thank-you page loads.
    await expect(page).toHaveURL(builtPage("thankYouSubscribing", lang).path, slow);
    await expect.poll(() => mailAbout(email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailAbout(email);
    expect(mail?.subject).toBe(emailWords[lang].newsletter.subject);
    const link = /https?:\/\/\S+?[?&]token=\d+\.\d+\.[\w-]+/.exec(mail?.text ?? "")?.[0];
    expect(link, "a confirmation link in the mail").toBeDefined();
    const url = new URL(link ?? "http://x/");
    expect(url.pathname).toBe(pathTo("confirmSubscription", lang));
    return url.pathname + url.search;
  }

  for (const lang of ["en", "id"] as const) {
    const words = leadPagesContent[lang].confirmSubscription;
    const heading = (page: Page) => page.getByRole("heading", { level: 1 });

    test(`(${lang}) the thank-you page asks to confirm, and the mail's link confirms`, async ({ page }) => {
      const email = uniqueEmail().toLowerCase();
      const path = await subscribeAndOpenMail(page, lang, email);
      // The thank-you page says to confirm from the inbox, for how long the link works, and to check spam.
      const thanks = thankYouContent[lang].thankYouSubscribing;
      await expect(heading(page)).toHaveText(thanks.heading, slow);
      for (const step of thanks.next) {
        await expect(page.getByRole("main")).toContainText(fill(step, { days: confirmationDays }));
      }
      await expect(page.getByRole("main")).toContainText(lang === "en" ? "14 days" : "14 hari");
      await expect(page.getByRole("main")).toContainText(lang === "en" ? "spam folder" : "folder spam");
      expect((await subscriberOf(email))?.confirmed_at).toBeNull();

      // Opening the link (as a mail scanner does) only asks; the button confirms.
      await gotoHydrated(page, path);
      await expect(heading(page)).toHaveText(words.ask.title);
      await expect(page.getByRole("main")).toContainText(words.ask.text);
      expect((await subscriberOf(email))?.confirmed_at).toBeNull();
      await expectNoViolations(page);
      await linkButton(page, words.ask.button).click();
      await expect(heading(page)).toHaveText(words.confirmed.title);
      await expect(page.getByRole("main")).toContainText(words.confirmed.text);
      await expect.poll(async () => (await subscriberOf(email))?.confirmed_at).toBeInstanceOf(Date);
      const confirmedAt = (await subscriberOf(email))?.confirmed_at;
      await expectNoViolations(page);

      // Opening it again changes nothing.
      await page.goto(path);
      await expect(heading(page)).toHaveText(words.confirmed.title);
      expect((await subscriberOf(email))?.confirmed_at).toEqual(confirmedAt);
    });

    test(`(${lang}) an expired link says so and offers to subscribe again`, async ({ page }) => {
      const email = uniqueEmail().toLowerCase();
      await subscribeAndOpenMail(page, lang, email);
      const subscriber = await subscriberOf(email);
      expect(subscriber, "the pending subscriber").toBeDefined();
      // The link as the site signs it, for a mail sent 15 days ago.
      const sentAt = new Date(Date.now() - (confirmationDays + 1) * 24 * 60 * 60 * 1000);
      const token = createConfirmationLinks(siteSigningSecret()).sign(subscriber?.id ?? 0, sentAt);
      await gotoHydrated(page, `${pathTo("confirmSubscription", lang)}?token=${token}`);
      await expect(heading(page)).toHaveText(words.expired.title);
      await expect(page.getByRole("main")).toContainText(
        fill(words.expired.text, { days: confirmationDays }),
      );
      expect((await subscriberOf(email))?.confirmed_at).toBeNull();
      await expectNoViolations(page);

      // The form on the page subscribes again.
      const form = page.getByRole("main").locator("form");
      await form.getByRole("textbox", { name: dictionaries[lang].newsletter.label }).fill(uniqueEmail());
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(builtPage("thankYouSubscribing", lang).path, slow);
    });

    test(`(${lang}) a changed link says it is not valid and confirms nothing`, async ({ page }) => {
      const email = uniqueEmail().toLowerCase();
      const path = await subscribeAndOpenMail(page, lang, email);
      const last = path.at(-1) === "A" ? "B" : "A";
      await page.goto(`${path.slice(0, -1)}${last}`);
      await expect(heading(page)).toHaveText(words.invalid.title);
      await expect(page.getByRole("main")).toContainText(words.invalid.text);
      await expect(page.getByRole("main").locator("form")).toBeVisible();
      expect((await subscriberOf(email))?.confirmed_at).toBeNull();
      await expectNoViolations(page);
    });
  }
});

test.describe("the mail's links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  /** Subscribes through the footer form's plain post and returns the mail's two links as paths. */
  async function subscribe(page: Page, lang: Lang, email: string) {
    await page.goto(builtPage("home", lang).path);
    const { field, submit } = footerForm(page, lang);
    await field.fill(email);
    await submit.click();
    await expect(page).toHaveURL(builtPage("thankYouSubscribing", lang).path);
    await expect.poll(() => mailAbout(email).length, { timeout: 15_000 }).toBe(1);
    const text = mailAbout(email)[0]?.text ?? "";
    const path = (pattern: RegExp) => {
      const url = new URL(pattern.exec(text)?.[0] ?? "http://x/");
      return url.pathname + url.search;
    };
    return {
      confirm: path(/https?:\/\/\S+?[?&]token=\d+\.\d+\.[\w-]+/),
      unsubscribe: path(/https?:\/\/\S+?[?&]token=[0-9a-f-]{36}/),
    };
  }

  for (const lang of ["en", "id"] as const) {
    test(`(${lang}) the buttons confirm and unsubscribe with a plain form post`, async ({ page }) => {
      const email = uniqueEmail().toLowerCase();
      const links = await subscribe(page, lang, email);
      const words = leadPagesContent[lang];
      const heading = page.getByRole("heading", { level: 1 });

      await page.goto(links.confirm);
      await expect(heading).toHaveText(words.confirmSubscription.ask.title);
      expect((await subscriberOf(email))?.confirmed_at).toBeNull();
      await linkButton(page, words.confirmSubscription.ask.button).click();
      await expect(heading).toHaveText(words.confirmSubscription.confirmed.title);
      expect((await subscriberOf(email))?.confirmed_at).toBeInstanceOf(Date);

      await page.goto(links.unsubscribe);
      await expect(heading).toHaveText(words.unsubscribe.ask.title);
      expect((await subscriberOf(email))?.unsubscribed_at).toBeNull();
      await linkButton(page, words.unsubscribe.ask.button).click();
      await expect(heading).toHaveText(words.unsubscribe.done.title);
      expect((await subscriberOf(email))?.unsubscribed_at).toBeInstanceOf(Date);
    });
  }
});
