/**
 * The structure of Regu's plans and prices that the code is written for (docs/product.md, Business facts;
 * docs/pricing.md): the plans, the currencies, the comparison table's rows and values, the price steps and
 * the trial's plan. The numbers the marketing team changes are in plans.yaml, read by plans.ts; this module
 * reads no data file, so the editor's form for that file (plans.schema.ts) does not import the file it
 * saves, and a save does not reload the editor.
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
  // Payroll services: Enterprise customers order them, priced per employee per payroll run (docs/pricing.md).
  "quotedSeparately",
] as const;
export type ComparisonValue = (typeof comparisonValues)[number];

/**
 * The step annual prices are rounded down to, as prices are written in each market (docs/pricing.md):
 * whole Rp 500, 10 sen, whole pesos and baht, 5 Singapore cents. Down, so a year always costs at most
 * ten months of monthly billing and "2 months free" stays true. Every price is a multiple of it too.
 */
export const priceStep = { IDR: 500, MYR: 0.1, PHP: 1, THB: 1, SGD: 0.05 } satisfies Record<Currency, number>;

/** The plan the free trial runs on. */
export const trialPlan = "growth" satisfies PlanId;

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
