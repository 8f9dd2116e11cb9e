/**
 * The pricing page's estimate on its own (app/pricing/estimate-calculator.tsx): what it shows as the visitor
 * types a number of users and picks a plan, for either billing and in the currency chosen. The billing
 * switch and the currency picker around it are the e2e suite's (tests/e2e/product-pages.spec.ts).
 */
import { describe, expect, inject, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { pricing } from "../../content/pricing/plans.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { EstimateCalculator } from "../../app/pricing/estimate-calculator.tsx";
import { estimate, formatPrice, type PricingView } from "../../app/pricing/price.ts";
import { render } from "./support/render.tsx";

const pricingContent = inject("content").pricing;

/**
 * The estimate's words, as written: prices hold no-break spaces, which the text matchers of the testing
 * library would read as plain ones.
 */
const estimateSays = (text: string) =>
  expect.poll(() => document.querySelector("output")?.textContent ?? "").toContain(text);

function calculator(lang: Lang, view: Omit<PricingView, "content">) {
  render(<EstimateCalculator content={pricingContent[lang]} {...view} />, { lang });
  const t = dictionaries[lang].pricingPage;
  const money = (amount: number) => formatPrice(amount, view.currency, lang);
  return {
    t,
    money,
    users: page.getByLabelText(t.users),
    plan: (name: string) => page.getByRole("group", { name: t.plan }).getByText(name, { exact: true }),
    total: page.getByTestId("estimate-total"),
  };
}

describe("the pricing estimate", () => {
  it("follows the users typed and the plan, monthly", { tags: ["smoke"] }, async () => {
    const { t, money, users, plan } = calculator("en", { billing: "monthly", currency: "MYR" });
    const perMonth = (name: "growth" | "business", count: number) =>
      fill(t.perMonth, { total: money(estimate(name, count, "MYR", "monthly").perMonth) });
    // The plan a trial starts on, for 25 users, before the visitor does anything.
    expect(pricing.trialPlan).toBe("growth");
    await estimateSays(perMonth("growth", 25));
    await userEvent.fill(users, "40");
    await estimateSays(perMonth("growth", 40));
    await userEvent.click(plan(pricingContent.en.plans.business.name));
    await estimateSays(fill(t.perMonth, { total: money(40 * 12) }));
  });

  it("bills the minimum of users, and says so", async () => {
    const { t, money, users, plan } = calculator("en", { billing: "monthly", currency: "MYR" });
    await userEvent.click(plan(pricingContent.en.plans.business.name));
    await userEvent.fill(users, "3");
    await estimateSays(fill(t.perMonth, { total: money(pricing.minimumUsers * 12) }));
    await expect.element(page.getByText(fill(t.minimumNote, { users: pricing.minimumUsers }))).toBeVisible();
  });

  it("moves past Starter's limit to Growth, and says so", async () => {
    const { t, money, users, plan } = calculator("en", { billing: "monthly", currency: "MYR" });
    await userEvent.click(plan(pricingContent.en.plans.starter.name));
    await userEvent.fill(users, "80");
    const max = pricing.plans.starter.maxUsers;
    await expect.element(page.getByText(fill(t.starterLimitNote, { max }))).toBeVisible();
    await estimateSays(fill(t.perMonth, { total: money(80 * pricing.plans.growth.prices.MYR) }));
  });

  it("shows the year's bill with annual billing, and what it saves", async () => {
    const { t, money, users, plan } = calculator("en", { billing: "annual", currency: "MYR" });
    await userEvent.click(plan(pricingContent.en.plans.starter.name));
    await userEvent.fill(users, "30");
    const bill = estimate("starter", 30, "MYR", "annual");
    await estimateSays(fill(t.perYear, { total: money(bill.perYear) }));
    await estimateSays(fill(t.annualSavedNote, { saving: money(bill.annualSaving) }));
  });

  it("refuses what is not a number of users, in the field and in the estimate", async () => {
    const { t, users, total } = calculator("en", { billing: "monthly", currency: "MYR" });
    await userEvent.fill(users, "lots");
    await expect.element(users).toHaveAttribute("aria-invalid", "true");
    await expect.element(total).not.toBeInTheDocument();
    await expect.element(page.getByText(t.usersInvalid).first()).toBeVisible();
    const errorId = users.element().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe(t.usersInvalid);
    await userEvent.fill(users, "12");
    await expect.element(users).toHaveAttribute("aria-invalid", "false");
  });

  it("writes rupiah the Indonesian way on an Indonesian page", async () => {
    const { t, users, total } = calculator("id", { billing: "monthly", currency: "IDR" });
    await userEvent.fill(users, "10");
    const perMonth = estimate("growth", 10, "IDR", "monthly").perMonth;
    await estimateSays(fill(t.perMonth, { total: formatPrice(perMonth, "IDR", "id") }));
    expect(total.element().textContent).toMatch(/^Rp/);
  });
});
