import type { z } from "zod";
import { data } from "./plans.yaml";
import type { plansSchema } from "./plans.schema.ts";

/**
 * Regu's plans and prices (docs/product.md, Business facts; docs/pricing.md). The numbers the marketing team
 * changes (prices, limits, the trial, the comparison table) are in plans.yaml; what stays here is the
 * structure the code is written for: the plans, the currencies, the table's rows, and how annual prices are
 * rounded. Prices are per active user per month on monthly billing; annual billing charges ten months for
 * twelve, per month rounded down to a round price.
 */
export const currencies = ["IDR", "MYR", "PHP", "THB", "SGD"] as const;
export type Currency = (typeof currencies)[number];

export const planIds = ["starter", "growth", "business", "enterprise"] as const;
export type PlanId = (typeof planIds)[number];

/** The comparison table's rows, each named in the pricing page's words. */
export const comparisonRows = [
  "attendance",
  "leave",
  "chat",
  "overtime",
  "claims",
  "tasks",
  "shifts",
  "reports",
  "projects",
  "api",
  "sso",
  "payroll",
  "users",
  "support",
] as const;
export type ComparisonRow = (typeof comparisonRows)[number];

/** What a cell of the table may say besides included or not, each in the pricing page's words. */
export const comparisonValues = [
  "upTo50",
  "unlimited",
  "custom",
  "standard",
  "priority",
  "dedicated",
] as const;
export type ComparisonValue = (typeof comparisonValues)[number];

/**
 * The step annual prices are rounded down to, as prices are written in each market (docs/pricing.md):
 * whole Rp 500, 10 sen, whole pesos and baht, 5 Singapore cents. Down, so a year always costs at most
 * ten months of monthly billing and "2 months free" stays true. Every price is a multiple of it too.
 */
export const priceStep = { IDR: 500, MYR: 0.1, PHP: 1, THB: 1, SGD: 0.05 } satisfies Record<Currency, number>;

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
  trialPlan: "growth" satisfies PlanId,
  /** The priced plans; Enterprise is quoted by sales (custom limits, payroll services, a dedicated manager). */
  plans: numbers.plans,
  /**
   * Payroll services are quoted per employee per payroll run, from this price: IDR 25,000
   * (docs/pricing.md), and its equivalent in each currency at the plans' own exchange (about Rp 3,700 to
   * the ringgit), so every price on a page is in the one currency the visitor chose.
   */
  payrollFrom: numbers.payrollFrom,
  priceStep,
} as const;

/**
 * Where each plan card's button leads, so its words can say what it starts: the free trial runs on Growth
 * only, so Growth's button starts it, Starter's starts the same trial (every Starter feature is in Growth)
 * and says so, and the plans the trial does not cover lead to the sales team.
 */
export const planButtonPage = {
  starter: "registration",
  growth: "registration",
  business: "requestDemo",
  enterprise: "requestDemo",
} as const satisfies Record<PlanId, "registration" | "requestDemo">;

/** The values of the `{users}` and `{days}` slots in the pricing page's terms and answers. */
export const pricingTerms = { users: pricing.minimumUsers, days: pricing.trialDays };

/** What each plan includes, for the comparison table: included, not included, or a key of the copy's `values`. */
export const comparison = numbers.comparison;
