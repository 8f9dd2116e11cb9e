import type { z } from "zod";
import { data } from "./plans.yaml";
import { priceStep, trialPlan } from "./plan-keys.ts";
import type { plansSchema } from "./plans.schema.ts";

/**
 * Regu's plans and prices (docs/product.md, Business facts; docs/pricing.md). The numbers the marketing team
 * changes (prices, limits, the trial, the comparison table) are in plans.yaml; the structure the code is
 * written for (the plans, the currencies, the table's rows, the price steps) is in plan-keys.ts. Prices are
 * per active user per month on monthly billing; annual billing charges ten months for twelve, per month
 * rounded down to a round price.
 */
export {
  comparisonRows,
  comparisonValues,
  currencies,
  planButtonPage,
  planIds,
  priceStep,
  type ComparisonRow,
  type ComparisonValue,
  type Currency,
  type PlanId,
} from "./plan-keys.ts";

/**
 * plans.yaml as its schema describes it. The page's code carries no schema: every build reads the same
 * file through it first (./index.ts) and stops, naming the file and the field, when it does not fit.
 */
const numbers = data as z.output<typeof plansSchema>;

export const pricing = {
  /** Months charged for a year on annual billing ("2 months free"). */
  annualMonthsCharged: 10,
  minimumUsers: numbers.minimumUsers,
  trialDays: numbers.trialDays,
  /** The plan the free trial runs on. */
  trialPlan,
  /** The priced plans; Enterprise is quoted by sales (custom limits, payroll services, a dedicated manager). */
  plans: numbers.plans,
  /**
   * Payroll services are quoted per employee per payroll run, from this price: Rp 25,000
   * (docs/pricing.md), and its equivalent in each currency at the plans' own exchange (about Rp 3,700 to
   * the ringgit), so every price on a page is in the one currency the visitor chose.
   */
  payrollFrom: numbers.payrollFrom,
  priceStep,
} as const;

/** The values of the `{users}` and `{days}` slots in the pricing page's terms and answers. */
export const pricingTerms = { users: pricing.minimumUsers, days: pricing.trialDays };

/** What each plan includes, for the comparison table: included, not included, or a key of the copy's `values`. */
export const comparison = numbers.comparison;
