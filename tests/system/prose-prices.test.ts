import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { currencies, planIds, pricing, type Currency } from "../../content/pricing/plans.ts";
import { estimate, monthlyPrice, yearlyPrice, type PricedPlan } from "../../core/pricing/price.ts";
import { rootDir } from "../../scripts/repository-root.ts";

/**
 * Every price a prerendered page states about Regu is one the calculator gives (core/pricing/price.ts with
 * content/pricing/plans.yaml): a plan's price per user on either billing, a year per user on annual
 * billing, the "from" price of payroll services, or, for a number of users the same passage names (or the
 * calculator's own field holds), what those users cost. A passage speaks of Regu's prices when it names a
 * plan, a price per active user or a payroll run; a salary in a blog article's worked example does not.
 */
const pages = join(rootDir, "build", "client");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  nbsp: " ",
  "#39": "'",
  "#x27": "'",
};
const decode = (text: string) =>
  text
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/[\u00a0\u202f]/g, " ");

/** The strings of the page's structured data (an FAQ's answers, as search engines read them). */
function structuredData(html: string): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(strings)
        : [];
  return Array.from(
    html.matchAll(/<script type="application\/ld\+json"[^>]*>([^]*?)<\/script>/g),
    ([, json]) => strings(JSON.parse(json ?? "null")),
  ).flat();
}

/** The page's text cut into passages: a paragraph, list item, cell, heading or button each. */
function passages(html: string): string[] {
  const body = html
    .replace(/^[^]*?<body[^>]*>/, "")
    .replace(/<(script|style|template)\b[^>]*>[^]*?<\/\1>/g, " ");
  return body
    .split(
      /<\/?(?:p|li|h[1-6]|td|th|dd|dt|div|section|summary|figcaption|blockquote|tr|ul|ol|article|header|footer|nav|main|details|button|label|form|table)\b[^>]*>/,
    )
    .map((part) =>
      decode(part.replace(/<[^>]+>/g, ""))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((part) => part.length > 0);
}

const marks: [RegExp, Currency][] = [
  [/\bIDR ?(\d[\d.,]*)/g, "IDR"],
  [/\bRp ?(\d[\d.,]*)/g, "IDR"],
  [/\bMYR ?(\d[\d.,]*)/g, "MYR"],
  [/\bRM ?(\d[\d.,]*)/g, "MYR"],
  [/\bPHP ?(\d[\d.,]*)/g, "PHP"],
  [/₱ ?(\d[\d.,]*)/g, "PHP"],
  [/\bTHB ?(\d[\d.,]*)/g, "THB"],
  [/฿ ?(\d[\d.,]*)/g, "THB"],
  [/\bSGD ?(\d[\d.,]*)/g, "SGD"],
  [/\bS\$ ?(\d[\d.,]*)/g, "SGD"],
];

/** An amount as the page's language writes it: 5,760,000 and 1.50 in English, 5.760.000 and 1,50 in Indonesian. */
function amountOf(digits: string, lang: string): number {
  const trimmed = digits.replace(/[.,]$/, "");
  const [thousands, decimal] = lang === "id" ? [".", ","] : [",", "."];
  return Number(trimmed.split(thousands).join("").replace(decimal, "."));
}

const pricedPlans = planIds.filter((plan): plan is PricedPlan => plan !== "enterprise");
const billings = ["monthly", "annual"] as const;

/** What the calculator gives in a currency for these users (none: the prices per user only). */
function calculatorAmounts(currency: Currency, users: number[]): Set<number> {
  const amounts = new Set<number>([pricing.payrollFrom[currency]]);
  for (const plan of pricedPlans) {
    for (const billing of billings) {
      amounts.add(monthlyPrice(plan, currency, billing));
      amounts.add(yearlyPrice(plan, currency, billing));
      for (const count of users) {
        const bill = estimate(plan, count, currency, billing);
        amounts.add(bill.perMonth).add(bill.perYear).add(bill.annualSaving);
      }
    }
  }
  return amounts;
}

const aboutPlans = /\b(Starter|Growth|Business|Enterprise)\b/;
const aboutPrices =
  /per active user|per pengguna|per user|payroll run|per proses penggajian|\/karyawan\/penggajian|per employee per run|billed (annually|monthly)|ditagih (tahunan|bulanan)/i;

describe("prices stated on the prerendered pages", () => {
  it("equal what the calculator gives", { timeout: 120_000 }, () => {
    if (!existsSync(pages)) throw new Error("No build: run `npm run build` first.");
    const wrong: string[] = [];
    let checked = 0;
    for (const file of htmlFiles(pages)) {
      const html = readFileSync(file, "utf8");
      const lang = /<html[^>]*\blang="(\w+)/.exec(html)?.[1] ?? "en";
      // The calculator's users field, whose estimate the pricing page states.
      const fields = Array.from(html.matchAll(/<input[^>]*\bvalue="(\d+)"/g), ([, value]) => Number(value));
      for (const passage of [...passages(html), ...structuredData(html)]) {
        if (!aboutPlans.test(passage) && !aboutPrices.test(passage)) continue;
        const users = [
          ...fields,
          ...Array.from(
            passage.matchAll(/(\d[\d.,]*) (?:users|pengguna|people|orang|employees|karyawan)/g),
            ([, n]) => amountOf(n ?? "", lang),
          ),
        ];
        for (const [mark, currency] of marks) {
          const allowed = calculatorAmounts(currency, users);
          for (const [stated, digits] of passage.matchAll(mark)) {
            checked++;
            const amount = amountOf(digits ?? "", lang);
            if (!allowed.has(amount))
              wrong.push(`${relative(pages, file)}: "${stated.trim()}" in “${passage.slice(0, 160)}”`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The FAQ, the feature pages and the pricing page state prices in both languages.
    expect(checked).toBeGreaterThan(40);
  });
});

describe("the amounts of the check", () => {
  it("are read in the page's language", () => {
    expect(amountOf("5.760.000", "id")).toBe(5_760_000);
    expect(amountOf("1,50", "id")).toBe(1.5);
    expect(amountOf("5,760,000", "en")).toBe(5_760_000);
    expect(amountOf("4.50", "en")).toBe(4.5);
    expect(calculatorAmounts("IDR", [20]).has(5_800_000)).toBe(false);
    expect(calculatorAmounts("IDR", [20]).has(5_760_000)).toBe(true);
    expect(currencies.every((currency) => calculatorAmounts(currency, []).size > 3)).toBe(true);
  });
});
