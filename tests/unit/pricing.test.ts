import { describe, expect, it } from "vitest";
import { currencies, pricing } from "../../content/pricing/plans.ts";
import {
  estimate,
  formatPrice,
  monthlyPrice,
  parseUsers,
  yearlyPrice,
  type PricedPlan,
} from "../../core/pricing/price.ts";

const planIdsPriced: PricedPlan[] = ["starter", "growth", "business"];

describe("prices as each market writes them", () => {
  it.each([
    [15_000, "IDR", "id", "Rp 15.000"],
    [15_000, "IDR", "en", "Rp 15,000"],
    [4, "MYR", "en", "RM 4"],
    [50, "PHP", "en", "₱50"],
    [30, "THB", "en", "฿30"],
    [1.5, "SGD", "en", "SGD 1.50"],
    [1.5, "SGD", "id", "SGD 1,50"],
  ] as const)("%d %s on %s pages reads %s", (amount, currency, lang, expected) => {
    // Intl separates the sign with a no-break space; compare with a plain one.
    expect(formatPrice(amount, currency, lang).replace(/\s/g, " ")).toBe(expected);
  });
});

describe("annual billing charges ten months for twelve, rounded down to a round price", () => {
  it.each([
    ["starter", "IDR", 12_500],
    ["growth", "IDR", 24_000],
    ["business", "IDR", 37_500],
    ["starter", "MYR", 3.3],
    ["growth", "MYR", 6.6],
    ["business", "MYR", 10],
    ["starter", "PHP", 41],
    ["growth", "PHP", 82],
    ["business", "PHP", 125],
    ["starter", "THB", 25],
    ["growth", "THB", 49],
    ["business", "THB", 74],
    ["starter", "SGD", 1.25],
    ["growth", "SGD", 2.5],
    ["business", "SGD", 3.75],
  ] as const)("%s in %s costs %d a month on annual billing", (plan, currency, expected) => {
    expect(monthlyPrice(plan, currency, "annual")).toBe(expected);
    expect(yearlyPrice(plan, currency, "annual")).toBe(Number((expected * 12).toFixed(2)));
  });

  it(
    "shows whole rupiah as Rp 24,000 and ringgit as RM 3.30, never Rp 24,167 or RM 3.33",
    { tags: ["smoke"] },
    () => {
      expect(formatPrice(monthlyPrice("growth", "IDR", "annual"), "IDR", "en").replace(/\s/g, " ")).toBe(
        "Rp 24,000",
      );
      expect(formatPrice(monthlyPrice("starter", "MYR", "annual"), "MYR", "en").replace(/\s/g, " ")).toBe(
        "RM 3.30",
      );
    },
  );

  const every = planIdsPriced.flatMap((plan) => currencies.map((currency) => [plan, currency] as const));
  it.each(every)(
    "%s in %s: a multiple of the step, and a year at most ten months, at least ten months less a step a month",
    (plan, currency) => {
      const monthly = pricing.plans[plan].prices[currency];
      const annual = monthlyPrice(plan, currency, "annual");
      const step = pricing.priceStep[currency];
      expect(Math.abs(annual / step - Math.round(annual / step))).toBeLessThan(1e-6);
      // "2 months free" stays true: twelve months on annual billing cost no more than ten on monthly billing.
      expect(yearlyPrice(plan, currency, "annual")).toBeLessThanOrEqual(
        monthly * pricing.annualMonthsCharged,
      );
      expect(annual).toBeGreaterThan((monthly * pricing.annualMonthsCharged) / 12 - step);
    },
  );

  it("prices payroll services in every currency", () => {
    for (const currency of currencies) expect(pricing.payrollFrom[currency]).toBeGreaterThan(0);
    expect(pricing.payrollFrom.IDR).toBe(25_000);
  });
});

describe("the estimate", () => {
  it("bills the users typed on the chosen plan, with the annual saving of at least two months", () => {
    expect(estimate("growth", 20, "IDR", "monthly")).toEqual({
      plan: "growth",
      billedUsers: 20,
      perMonth: 580_000,
      perYear: 6_960_000,
      // A little over two months (1,160,000): Rp 24,166.67 a month is billed as Rp 24,000.
      annualSaving: 1_200_000,
      raisedToMinimum: false,
      movedFromStarter: false,
    });
    // Twenty users at Rp 24,000 a month for twelve months.
    expect(estimate("growth", 20, "IDR", "annual").perYear).toBe(5_760_000);
    expect(estimate("growth", 20, "IDR", "annual").annualSaving).toBe(6_960_000 - 5_760_000);
  });

  it("counts the minimum number of users for a smaller team", () => {
    const result = estimate("starter", 2, "SGD", "monthly");
    expect(result.billedUsers).toBe(pricing.minimumUsers);
    expect(result.perMonth).toBe(7.5);
    expect(result.raisedToMinimum).toBe(true);
  });

  it("moves a team too big for Starter to Growth", () => {
    const result = estimate("starter", 51, "MYR", "monthly");
    expect(result).toMatchObject({ plan: "growth", movedFromStarter: true, perMonth: 51 * 8 });
    expect(estimate("starter", 50, "MYR", "monthly").plan).toBe("starter");
  });

  it.each([
    ["25", 25],
    [" 7 ", 7],
    ["100000", 100_000],
    ["0", null],
    ["-3", null],
    ["2.5", null],
    ["abc", null],
    ["", null],
    ["100001", null],
  ])("reads %j as %j users", (text, users) => {
    expect(parseUsers(text)).toBe(users);
  });
});
