import { amount, checked, choice, count, group, groupPerKey } from "../schema/fields.ts";
import {
  comparisonRows,
  comparisonValues,
  currencies,
  planIds,
  priceStep,
  type ComparisonRow,
  type ComparisonValue,
  type Currency,
} from "./plan-keys.ts";

const currencyNames: Record<Currency, string> = {
  IDR: "Indonesian rupiah (IDR)",
  MYR: "Malaysian ringgit (MYR)",
  PHP: "Philippine peso (PHP)",
  THB: "Thai baht (THB)",
  SGD: "Singapore dollar (SGD)",
};

/** A price in every currency, each a whole number of the currency's steps (Rp 500, 10 sen, …). */
const inEveryCurrency = (label: string, hint: string) =>
  groupPerKey(
    currencies,
    (currency) =>
      amount({
        label: currencyNames[currency],
        hint:
          priceStep[currency] >= 1
            ? `In steps of ${priceStep[currency]}: 29000, 29.000 or 29,000, with the currency or without.`
            : `In steps of ${priceStep[currency]}: a point or a comma before the decimals (12.90 or 12,90).`,
        step: priceStep[currency],
      }),
    { label, hint },
  );

const planPrices = () =>
  inEveryCurrency("Price per user per month", "On monthly billing; the page works out the annual price.");

/** What the editor calls each row and value of the comparison table (the page uses each language's words). */
export const rowNames: Record<ComparisonRow, string> = {
  attendance: "Time & attendance",
  leave: "Leave",
  chat: "Team chat",
  overtime: "Overtime",
  claims: "Expense claims",
  tasks: "Field tasks",
  shifts: "Shifts and rosters",
  reports: "Reports",
  projects: "Project management",
  api: "REST API & webhooks",
  sso: "Single sign-on",
  payroll: "Payroll services",
  users: "Users",
  support: "Support",
};

export const valueNames: Record<ComparisonValue, string> = {
  upTo50: "“Up to 50”",
  unlimited: "“Unlimited”",
  custom: "“Custom”",
  standard: "“Business hours”",
  priority: "“Priority”",
  dedicated: "“Dedicated manager”",
  quotedSeparately: "“Priced separately”",
};

const cells = ["included", "notIncluded", ...comparisonValues] as const;
const cell = (plan: string) =>
  choice(cells, {
    label: plan,
    names: {
      included: "✓ Included",
      notIncluded: "– Not included",
      ...Object.fromEntries(comparisonValues.map((value) => [value, `Says ${valueNames[value]}`])),
    } as Record<(typeof cells)[number], string>,
  });
const planNames = { starter: "Starter", growth: "Growth", business: "Business", enterprise: "Enterprise" };

/**
 * The pricing page's numbers, the same in both languages (`content/pricing/plans.yaml`): prices, limits,
 * the trial and what each plan includes. The words around them are in `content/pricing/<lang>.yaml`.
 */
export const plansSchema = checked(
  group(
    {
      plans: group(
        {
          starter: group(
            {
              prices: planPrices(),
              maxUsers: count({
                label: "User limit",
                hint: "Starter is for teams up to this size; a bigger team is estimated on Growth. The pricing page's words say the number too (“Up to 50”): change them with it.",
              }),
            },
            { label: "Starter" },
          ),
          growth: group({ prices: planPrices() }, { label: "Growth" }),
          business: group({ prices: planPrices() }, { label: "Business" }),
        },
        { label: "Plans", hint: "Enterprise has no price: sales quotes it." },
      ),
      minimumUsers: count({
        label: "Minimum users",
        hint: "Each paid plan is billed for at least this many users.",
      }),
      trialDays: count({ label: "Days of the free trial" }),
      payrollFrom: inEveryCurrency(
        "Payroll services: from",
        "Per employee per payroll run, in each currency at the plans' own exchange.",
      ),
      comparison: groupPerKey(
        comparisonRows,
        (row) =>
          groupPerKey(planIds, (plan) => cell(planNames[plan]), {
            label: rowNames[row],
          }),
        {
          label: "Comparison table",
          hint: "What each plan includes. The rows' names and the values' words are in each language's pricing page.",
        },
      ),
    },
    { label: "Prices and plans" },
  ),
  (numbers, context) => {
    if (numbers.plans.starter.maxUsers < numbers.minimumUsers)
      context.addIssue({
        code: "custom",
        message: `Below the minimum of ${numbers.minimumUsers} users`,
        path: ["plans", "starter", "maxUsers"],
      });
  },
);
