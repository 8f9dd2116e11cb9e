import { describe, expect, it } from "vitest";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { projectManagementContent } from "../../content/company/index.ts";
import { pricing } from "../../content/pricing/plans.ts";
import { fillPrices, prosePrice } from "../../core/pricing/prose-prices.ts";
import { annualMonthlyPrice, estimate } from "../../core/pricing/price.ts";

const answers = (lang: "en" | "id") =>
  faqContent[lang].groups.flatMap((group) => group.items.flatMap((item) => item.answer)).join("\n");

describe("prices in prose come from the plans and the calculator", () => {
  it("writes an amount as running text does in each language", () => {
    expect(prosePrice(15_000, "IDR", "en")).toBe("Rp 15,000");
    expect(prosePrice(5_760_000, "IDR", "id")).toBe("Rp 5.760.000");
    expect(prosePrice(1.5, "SGD", "en")).toBe("SGD 1.50");
    expect(prosePrice(1.5, "SGD", "id")).toBe("SGD 1,50");
    expect(prosePrice(4, "MYR", "id")).toBe("MYR 4");
  });

  it("fills each kind of slot with what the calculator gives", () => {
    const growth = pricing.plans.growth.prices.IDR;
    expect(fillPrices("{price:growth:IDR}", "en", "x")).toBe(prosePrice(growth, "IDR", "en"));
    expect(fillPrices("{annual-price:growth:MYR}", "en", "x")).toBe(
      prosePrice(annualMonthlyPrice(pricing.plans.growth.prices.MYR, "MYR"), "MYR", "en"),
    );
    expect(fillPrices("{payroll:PHP}", "id", "x")).toBe(prosePrice(pricing.payrollFrom.PHP, "PHP", "id"));
    const twenty = estimate("growth", 20, "IDR", "annual");
    expect(fillPrices("{year-bill:growth:20:IDR}", "id", "x")).toBe(prosePrice(twenty.perYear, "IDR", "id"));
    expect(fillPrices("{month-bill:growth:3:IDR}", "en", "x")).toBe(
      prosePrice(estimate("growth", 3, "IDR", "monthly").perMonth, "IDR", "en"),
    );
  });

  it("refuses a slot that names no price, naming where it is", () => {
    expect(() => fillPrices("{price:gold:IDR}", "en", "content/faq/en.yaml: x")).toThrow(
      /content\/faq\/en\.yaml: x: \{price:gold:IDR\} names no price: its plan/,
    );
    expect(() => fillPrices("{price:growth:USD}", "en", "f")).toThrow(/currency must be one of/);
    expect(() => fillPrices("{prices:growth:IDR}", "en", "f")).toThrow(/is no price slot/);
    expect(() => fillPrices("{year-bill:growth:IDR}", "en", "f")).toThrow(/users a whole number/);
  });

  it("gives the FAQ's annual example as the calculator works it out, 20 users on Growth", () => {
    const monthly = estimate("growth", 20, "IDR", "monthly");
    const annual = estimate("growth", 20, "IDR", "annual");
    for (const lang of ["en", "id"] as const) {
      for (const amount of [monthly.perMonth, annual.perYear, monthly.perYear])
        expect(answers(lang)).toContain(prosePrice(amount, "IDR", lang));
    }
    expect(answers("id")).toContain("Rp 5.760.000 untuk setahun penuh");
    expect(answers("en")).not.toMatch(/\{[a-z-]+:/);
  });

  it("leaves no slot unfilled in the pages that state prices", () => {
    const pages = JSON.stringify([faqContent, featurePages, projectManagementContent]);
    expect(pages).not.toMatch(/\{[a-z-]*(price|bill|payroll)[a-z-]*:/);
    expect(JSON.stringify(featurePages.id.payroll.hero)).toContain(
      `Mulai ${prosePrice(pricing.payrollFrom.IDR, "IDR", "id")}/karyawan/penggajian`,
    );
  });
});
