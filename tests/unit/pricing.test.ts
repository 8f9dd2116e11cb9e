import { describe, expect, it } from "vitest";
import { pricing } from "../../content/pricing/plans.ts";
import { estimate, formatPrice, monthlyPrice, parseUsers } from "../../app/pricing/price.ts";

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

describe("annual billing charges ten months for twelve", () => {
  it("shows the monthly share of the annual bill, rounded to the currency's unit", () => {
    expect(monthlyPrice("starter", "IDR", "monthly")).toBe(15_000);
    expect(monthlyPrice("starter", "IDR", "annual")).toBe(12_500);
    expect(monthlyPrice("growth", "MYR", "annual")).toBe(6.67);
    expect(monthlyPrice("business", "THB", "annual")).toBe(74);
  });
});

describe("the estimate", () => {
  it("bills the users typed on the chosen plan, with the annual saving of two months", () => {
    expect(estimate("growth", 20, "IDR", "monthly")).toEqual({
      plan: "growth",
      billedUsers: 20,
      perMonth: 580_000,
      perYear: 6_960_000,
      annualSaving: 1_160_000,
      raisedToMinimum: false,
      movedFromStarter: false,
    });
    expect(estimate("growth", 20, "IDR", "annual").perYear).toBe(5_800_000);
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
