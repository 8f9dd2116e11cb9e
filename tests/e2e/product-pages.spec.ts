import { brand } from "../../content/brand.ts";
import { conversionContent } from "../../content/company/index.ts";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { pricing } from "../../content/pricing/plans.ts";
import { fill } from "../../core/i18n/fill.ts";
import { estimate, formatPrice, monthlyPrice, yearlyPrice } from "../../core/pricing/price.ts";
import type { Page } from "@playwright/test";
import { builtPage, dictionaries, expect, gotoHydrated, headerMenuButton, test } from "./fixtures.ts";

/**
 * The plan cards write each price in every currency and the stylesheet shows one (app.css, "One currency
 * per view"): what the visitor reads is the rendered text.
 */
const inner = { useInnerText: true };

/** One side of the monthly/annual switch, by its visible words. */
const billingOption = (page: Page, name: string) => page.locator("fieldset label").filter({ hasText: name });

test.describe("pricing", () => {
  const t = dictionaries.en.pricingPage;

  test("the annual switch shows each plan's monthly share and the yearly price", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const growth = page.getByTestId("price-growth");
    await expect(growth).toHaveText(
      formatPrice(monthlyPrice("growth", "MYR", "monthly"), "MYR", "en"),
      inner,
    );
    await billingOption(page, t.annual).click();
    await expect(growth).toHaveText(formatPrice(monthlyPrice("growth", "MYR", "annual"), "MYR", "en"), inner);
    const yearly = formatPrice(yearlyPrice("growth", "MYR", "annual"), "MYR", "en");
    await expect(page.getByText(fill(t.billedAnnually, { price: yearly }))).toBeVisible();
    await billingOption(page, t.monthly).click();
    await expect(growth).toHaveText(formatPrice(pricing.plans.growth.prices.MYR, "MYR", "en"), inner);
  });

  test("a chosen currency applies at once and is remembered on the next visit, in either language", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    await page.getByLabel(t.currency).selectOption("SGD");
    await expect(page.getByTestId("price-business")).toHaveText(formatPrice(4.5, "SGD", "en"), inner);
    await gotoHydrated(page, "/harga");
    await expect(page.getByLabel(dictionaries.id.pricingPage.currency)).toHaveValue("SGD");
    await expect(page.getByTestId("price-business")).toHaveText(formatPrice(4.5, "SGD", "id"), inner);
  });

  test("every price on the page is in the chosen currency, payroll services' too", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const payroll = page.getByRole("region", { name: pricingContent.en.payroll.title });
    await expect(payroll).toContainText(formatPrice(pricing.payrollFrom.MYR, "MYR", "en"));
    await expect(page.locator("main")).not.toContainText("Rp", inner);
    await page.getByLabel(t.currency).selectOption("IDR");
    await expect(payroll).toContainText(formatPrice(pricing.payrollFrom.IDR, "IDR", "en"));
    await expect(page.locator("main")).not.toContainText("RM", inner);
  });

  test("Indonesian pages list rupiah first and show it by default", async ({ page }) => {
    await gotoHydrated(page, "/harga");
    const options = page.getByLabel(dictionaries.id.pricingPage.currency).locator("option");
    await expect(options.first()).toHaveAttribute("value", "IDR");
    await expect(page.getByTestId("price-starter")).toHaveText(formatPrice(15_000, "IDR", "id"), inner);
  });

  test("the estimate follows the users typed, the plan, the minimum and Starter's limit", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const users = page.getByLabel(t.users);
    const total = page.getByTestId("estimate-total");
    const money = (amount: number) => formatPrice(amount, "MYR", "en");

    await users.fill("40");
    await expect(total).toHaveText(
      fill(t.perMonth, { total: money(estimate("growth", 40, "MYR", "monthly").perMonth) }),
    );

    await page.getByRole("group", { name: t.plan }).getByText("Business").click();
    await expect(total).toHaveText(fill(t.perMonth, { total: money(40 * 12) }));

    await users.fill("3");
    await expect(total).toHaveText(fill(t.perMonth, { total: money(5 * 12) }));
    await expect(page.getByText(fill(t.minimumNote, { users: 5 }))).toBeVisible();

    await page.getByRole("group", { name: t.plan }).getByText("Starter").click();
    await users.fill("80");
    await expect(page.getByText(fill(t.starterLimitNote, { max: 50 }))).toBeVisible();
    await expect(total).toHaveText(fill(t.perMonth, { total: money(80 * 8) }));

    await billingOption(page, t.annual).click();
    await expect(total).toHaveText(
      fill(t.perYear, { total: money(estimate("starter", 80, "MYR", "annual").perYear) }),
    );

    await users.fill("lots");
    await expect(users).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t.usersInvalid).first()).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    for (const javaScriptEnabled of [true, false]) {
      test(`the comparison shows one plan beside the features, chosen by the visitor${javaScriptEnabled ? "" : ", without JavaScript too"}`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          viewport: { width: 375, height: 740 },
          javaScriptEnabled,
        });
        const page = await context.newPage();
        if (javaScriptEnabled) await gotoHydrated(page, "/pricing");
        else await page.goto("/pricing");
        const table = page.getByRole("table", { name: pricingContent.en.comparison.title });
        await expect(table.getByRole("columnheader", { name: "Growth" })).toBeVisible();
        await expect(table.getByRole("columnheader", { name: "Starter" })).toBeHidden();
        // The visitor taps the plan's name; the radio button itself is drawn as the label.
        const picker = page.getByRole("group", { name: t.showPlan });
        await picker.locator("label").filter({ hasText: "Enterprise" }).click();
        await expect(picker.getByRole("radio", { name: "Enterprise" })).toBeChecked();
        await expect(table.getByRole("columnheader", { name: "Enterprise" })).toBeVisible();
        await expect(table.getByRole("columnheader", { name: "Growth" })).toBeHidden();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await context.close();
      });
    }
  });
});

test.describe("FAQ", () => {
  const t = dictionaries.en.faqPage;
  const questions = faqContent.en.groups.flatMap((group) => group.items);

  test("the search filters the questions as the visitor types", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const summaries = page.locator("main details:visible summary");
    await expect(summaries).toHaveCount(questions.length);
    await page.getByRole("searchbox", { name: t.searchLabel }).fill("trial");
    const expected = questions.filter((item) =>
      `${item.question} ${item.answer.join(" ")}`.toLowerCase().includes("trial"),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(summaries).toHaveCount(expected.length);
    await expect(page.getByRole("status")).toHaveText(
      fill(t.matches, { count: expected.length, total: questions.length }),
    );
    await page.getByRole("searchbox", { name: t.searchLabel }).fill("zzzz");
    await expect(summaries).toHaveCount(0);
    await expect(page.getByText(fill(t.noMatches, { query: "zzzz" }))).toBeVisible();
  });

  test("a link to a question opens it", async ({ page }) => {
    const question = faqContent.id.groups[2]?.items[1];
    if (!question) throw new Error("the Indonesian FAQ lacks its security questions");
    await gotoHydrated(page, `/tanya-jawab#${question.id}`);
    const details = page.locator(`details[id="${question.id}"]`);
    await expect(details).toHaveAttribute("open", "");
    await expect(details.getByText(question.answer[0] ?? "")).toBeInViewport();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form answers with the matching questions", async ({ page }) => {
      await page.goto("/faq");
      await page.getByRole("searchbox", { name: t.searchLabel }).fill("BPJS");
      await page.getByRole("button", { name: t.searchSubmit }).click();
      await expect(page).toHaveURL(/\/faq\?q=BPJS$/);
      const expected = questions.filter((item) =>
        `${item.question} ${item.answer.join(" ")}`.includes("BPJS"),
      );
      await expect(page.locator("main details:visible")).toHaveCount(expected.length);
      // Questions open without JavaScript too.
      await page.locator("main details:visible summary").first().click();
      await expect(page.locator("main details:visible").first()).toHaveAttribute("open", "");
    });
  });
});

test("the project-management page's header offers only the WhatsApp number, the language and the two goals", async ({
  page,
}) => {
  const t = dictionaries.en.nav;
  await gotoHydrated(page, "/project-management-software");
  const header = page.locator("header");
  const whatsapp = header.getByRole("link", {
    name: new RegExp(brand.whatsapp.display.replace(/[+]/g, "\\+")),
  });
  await expect(whatsapp).toHaveAttribute("href", "/conversion-page-wa");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(header.getByRole("link", { name: t.requestDemo })).toHaveAttribute("href", "/request-demo");
  await expect(header.getByRole("link", { name: t.signUp })).toHaveAttribute("href", "/registration");
  await expect(header.getByRole("group", { name: dictionaries.en.language.label })).toBeVisible();
  // Nothing else leads away: no main navigation, no login.
  await expect(header.getByRole("navigation")).toHaveCount(0);
  await expect(header.getByRole("link")).toHaveCount(5); // skip link, WhatsApp, ID, demo, sign up
  await header.getByRole("link", { name: /^ID/ }).click();
  await expect(page).toHaveURL("/perangkat-manajemen-proyek");
  await expect(
    page.locator("header").getByRole("link", { name: dictionaries.id.nav.requestDemo }),
  ).toBeVisible();
});

test.describe("WhatsApp conversion page", () => {
  for (const [query, lang] of [
    ["", "en"],
    ["?lang=id", "id"],
    ["?lang=en", "en"],
  ] as const) {
    test(`/conversion-page-wa${query} speaks ${lang}, records the conversion and opens the chat`, async ({
      page,
    }) => {
      let chatUrl: URL | null = null;
      await page.route(/^https:\/\/wa\.me\//, async (route) => {
        chatUrl = new URL(route.request().url());
        await route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" });
      });
      await page.goto(`/conversion-page-wa${query}`);
      const content = conversionContent[lang];
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
      const button = page.getByRole("link", { name: content.button });
      const expectedUrl = `https://wa.me/${brand.whatsapp.number}?text=${encodeURIComponent(brand.whatsapp.message[lang])}`;
      await expect(button).toHaveAttribute("href", expectedUrl);
      await page.waitForURL(/^https:\/\/wa\.me\//);
      // No tool is configured in this build: nothing is reported (tests/e2e/consent.spec.ts has the event).
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
      expect(chatUrl).not.toBeNull();
      expect((chatUrl as URL | null)?.searchParams.get("text")).toBe(brand.whatsapp.message[lang]);
    });
  }
});

test("the header's feature menu leads to each feature page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await headerMenuButton(page, dictionaries.en.nav.features).click();
  await page
    .locator("header")
    .getByRole("link", { name: new RegExp(dictionaries.en.features.overtime.title) })
    .click();
  await expect(page).toHaveURL("/features/overtime");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(featurePages.en.overtime.hero.title);
  // The overtime page's country table lists the five markets.
  await expect(page.getByRole("table").getByRole("rowheader")).toHaveCount(5);
});

test("a feature page's questions open and its related features lead on", async ({ page }) => {
  const leave = featurePages.id.leave;
  await gotoHydrated(page, builtPage("featureLeave", "id").path);
  const first = leave.faq[0];
  if (!first) throw new Error("the leave page has no questions");
  await page.getByText(first.question).click();
  await expect(page.getByText(first.answer)).toBeVisible();
  const related = leave.related[0];
  if (!related) throw new Error("the leave page suggests no feature");
  await page
    .getByRole("link", {
      name: fill(dictionaries.id.featurePage.relatedLink, {
        feature: dictionaries.id.features[related].title,
      }),
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(featurePages.id[related].hero.title);
});

test("the legal pages' contents lead to their sections", async ({ page }) => {
  await gotoHydrated(page, "/terms-conditions");
  const contents = page.getByRole("navigation", { name: dictionaries.en.legal.contents });
  await contents.getByRole("link").nth(2).click();
  await expect(page).toHaveURL(/#3-/);
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: /^3\. / })).toBeInViewport();
});
