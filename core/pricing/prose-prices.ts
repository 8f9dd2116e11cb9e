import { currencies, planIds, pricing, type Currency } from "../../content/pricing/plans.ts";
import type { Lang } from "../routing/pages.ts";
import { prosePrice } from "./money.ts";
import { estimate, monthlyPrice, type PricedPlan } from "./price.ts";
import { ContentProblem } from "../../content/schema/content-problem.ts";

export { prosePrice };

/**
 * Prices in the site's words (FAQ, feature pages, the project-management page), filled from plans.yaml with
 * the calculator's own functions (./price.ts), so no text states a price the pricing page does not give.
 * A text holds a slot where a price goes:
 *
 * - `{price:growth:IDR}`: a plan's price per active user per month on monthly billing;
 * - `{annual-price:growth:IDR}`: the same on annual billing (ten twelfths, rounded down to the step);
 * - `{payroll:IDR}`: the "from" price of payroll services per employee per payroll run;
 * - `{month-bill:growth:20:IDR}`: what 20 users cost a month on monthly billing (the minimum users apply);
 * - `{year-bill:growth:20:IDR}`: what they cost a year on annual billing;
 * - `{twelve-month-bills:growth:20:IDR}`: twelve monthly bills, what annual billing is compared with.
 *
 * Rupiah are written as the pricing page writes them, one way per language (Rp 15,000 in English, Rp 15.000
 * in Indonesian, docs/glossary.md); the other currencies by their code (MYR 4, SGD 1.50: docs/style.md).
 * All of it through ./money.ts.
 */
export const priceSlotKinds = [
  "price",
  "annual-price",
  "payroll",
  "month-bill",
  "year-bill",
  "twelve-month-bills",
] as const;
export type PriceSlotKind = (typeof priceSlotKinds)[number];

const slot = new RegExp(`\\{(${priceSlotKinds.join("|")}):([^{}]*)\\}`, "g");
/** Anything that looks like a price slot, to name a misspelt one rather than show it. */
const looksLikeSlot = /\{[a-z-]*(?:price|bill|payroll)[a-z-]*:[^{}]*\}/g;

const pricedPlans = planIds.filter((plan): plan is PricedPlan => plan !== "enterprise");

/** The amount a slot stands for, or the reason it names none. */
export function priceOfSlot(kind: PriceSlotKind, args: string[]): number | string {
  const currency = args.at(-1) as Currency;
  if (!(currencies as readonly string[]).includes(currency))
    return `its currency must be one of ${currencies.join(", ")}`;
  if (kind === "payroll") return args.length === 1 ? pricing.payrollFrom[currency] : "write {payroll:IDR}";
  const plan = args[0] as PricedPlan;
  if (!pricedPlans.includes(plan)) return `its plan must be one of ${pricedPlans.join(", ")}`;
  if (kind === "price" || kind === "annual-price") {
    if (args.length !== 2) return `write {${kind}:${plan}:${currency}}`;
    return monthlyPrice(plan, currency, kind === "price" ? "monthly" : "annual");
  }
  const users = Number(args[1]);
  if (args.length !== 3 || !Number.isInteger(users) || users < 1)
    return `write {${kind}:${plan}:<users>:${currency}}, the users a whole number`;
  if (kind === "month-bill") return estimate(plan, users, currency, "monthly").perMonth;
  if (kind === "year-bill") return estimate(plan, users, currency, "annual").perYear;
  return estimate(plan, users, currency, "monthly").perYear;
}

/** A text with its price slots filled in a language; a slot that names no price stops the build. */
export function fillPrices(text: string, lang: Lang, where: string): string {
  const filled = text.replace(slot, (whole, kind: PriceSlotKind, args: string) => {
    const amount = priceOfSlot(kind, args.split(":"));
    if (typeof amount === "string") throw new ContentProblem(`${where}: ${whole} names no price: ${amount}`);
    return prosePrice(amount, args.split(":").at(-1) as Currency, lang);
  });
  const left = filled.match(looksLikeSlot);
  if (left)
    throw new ContentProblem(
      `${where}: ${left.join(", ")} is no price slot; the slots are ${priceSlotKinds.join(", ")}`,
    );
  return filled;
}

/** Every string of a data file's content with its price slots filled. */
export function fillPricesIn<Data>(data: Data, lang: Lang, file: string): Data {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === "string")
      return value.includes("{") ? fillPrices(value, lang, `${file}: ${path.slice(1)}`) : value;
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]),
      );
    return value;
  };
  return walk(data, "") as Data;
}
