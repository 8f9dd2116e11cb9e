/**
 * Regu's plans and prices (docs/product.md, Business facts): the only place numbers of the pricing page
 * live. Prices are per active user per month on monthly billing; annual billing charges ten months for
 * twelve, per month rounded down to a round price (docs/pricing.md).
 */
export const currencies = ["IDR", "MYR", "PHP", "THB", "SGD"] as const;
export type Currency = (typeof currencies)[number];

export const planIds = ["starter", "growth", "business", "enterprise"] as const;
export type PlanId = (typeof planIds)[number];

export const pricing = {
  /** Months charged for a year on annual billing ("2 months free"). */
  annualMonthsCharged: 10,
  minimumUsers: 5,
  trialDays: 14,
  /** The plan the free trial runs on. */
  trialPlan: "growth" satisfies PlanId,
  plans: {
    starter: { prices: { IDR: 15_000, MYR: 4, PHP: 50, THB: 30, SGD: 1.5 }, maxUsers: 50 },
    growth: { prices: { IDR: 29_000, MYR: 8, PHP: 99, THB: 59, SGD: 3 } },
    business: { prices: { IDR: 45_000, MYR: 12, PHP: 150, THB: 89, SGD: 4.5 } },
    /** Quoted by sales: custom limits, payroll services, a dedicated manager. */
    enterprise: {},
  } satisfies Record<PlanId, { prices?: Record<Currency, number>; maxUsers?: number }>,
  /**
   * Payroll services are quoted per employee per payroll run, from this price: IDR 25,000
   * (docs/pricing.md), and its equivalent in each currency at the plans' own exchange (about Rp 3,700 to
   * the ringgit), so every price on a page is in the one currency the visitor chose.
   */
  payrollFrom: { IDR: 25_000, MYR: 7, PHP: 85, THB: 50, SGD: 2.5 } satisfies Record<Currency, number>,
  /**
   * The step annual prices are rounded down to, as prices are written in each market (docs/pricing.md):
   * whole Rp 500, 10 sen, whole pesos and baht, 5 Singapore cents. Down, so a year always costs at most
   * ten months of monthly billing and "2 months free" stays true.
   */
  priceStep: { IDR: 500, MYR: 0.1, PHP: 1, THB: 1, SGD: 0.05 } satisfies Record<Currency, number>,
} as const;

/** The values of the `{users}` and `{days}` slots in the pricing page's terms and answers. */
export const pricingTerms = { users: pricing.minimumUsers, days: pricing.trialDays };

/** What each plan includes, for the comparison table: true, false, or a key of the copy's `values`. */
export const comparison = {
  attendance: { starter: true, growth: true, business: true, enterprise: true },
  leave: { starter: true, growth: true, business: true, enterprise: true },
  chat: { starter: true, growth: true, business: true, enterprise: true },
  overtime: { starter: false, growth: true, business: true, enterprise: true },
  claims: { starter: false, growth: true, business: true, enterprise: true },
  tasks: { starter: false, growth: true, business: true, enterprise: true },
  shifts: { starter: false, growth: true, business: true, enterprise: true },
  reports: { starter: false, growth: true, business: true, enterprise: true },
  projects: { starter: false, growth: false, business: true, enterprise: true },
  api: { starter: false, growth: false, business: true, enterprise: true },
  sso: { starter: false, growth: false, business: true, enterprise: true },
  payroll: { starter: false, growth: false, business: false, enterprise: true },
  users: { starter: "upTo50", growth: "unlimited", business: "unlimited", enterprise: "custom" },
  support: { starter: "standard", growth: "standard", business: "priority", enterprise: "dedicated" },
} as const satisfies Record<string, Record<PlanId, boolean | string>>;

export type ComparisonRow = keyof typeof comparison;
export type ComparisonValue = Extract<(typeof comparison)[ComparisonRow][PlanId], string>;
