import { pricing, type Currency, type PlanId } from "../../content/pricing/plans.ts";
import type { PricingContent } from "../../content/pricing/types.ts";
import { formatPrice } from "./money.ts";

export { formatPrice };

export type Billing = "monthly" | "annual";

/** What every part of the pricing page that shows a price needs: the words, and the visitor's choices. */
export interface PricingView {
  content: PricingContent;
  billing: Billing;
  currency: Currency;
}
export type PricedPlan = Exclude<PlanId, "enterprise">;

/**
 * The price per user per month of a plan: the list price, or on annual billing ten twelfths of it rounded
 * down to the currency's price step (Rp 24,166.67 becomes Rp 24,000, RM 3.33 becomes RM 3.30). The annual
 * bill is twelve of these, so what the card shows is what the invoice says, and a year never costs more
 * than ten months.
 */
export function monthlyPrice(plan: PricedPlan, currency: Currency, billing: Billing): number {
  const price = pricing.plans[plan].prices[currency];
  return billing === "monthly" ? price : annualMonthlyPrice(price, currency);
}

/** Ten twelfths of a monthly price, rounded down to the currency's step. */
export function annualMonthlyPrice(price: number, currency: Currency): number {
  const step = pricing.priceStep[currency];
  // In whole steps, with a margin for binary fractions (0.1 is not exact), then back to cents.
  const steps = Math.floor((price * pricing.annualMonthsCharged) / 12 / step + 1e-9);
  return roundMoney(steps * step, currency);
}

/** What a user costs for a year on a billing. */
export function yearlyPrice(plan: PricedPlan, currency: Currency, billing: Billing): number {
  return roundMoney(monthlyPrice(plan, currency, billing) * 12, currency);
}

function roundMoney(amount: number, currency: Currency): number {
  // Rupiah and baht are billed in whole units; the others in cents.
  const step = currency === "IDR" || currency === "THB" ? 1 : 100;
  return Math.round(amount * step) / step;
}

export interface Estimate {
  /** The plan the estimate is for: Starter above its user limit becomes Growth. */
  plan: PricedPlan;
  /** Users billed: the users typed, at least the minimum. */
  billedUsers: number;
  /** What one month costs on monthly billing. */
  perMonth: number;
  /** What a year costs on the chosen billing. */
  perYear: number;
  /** What annual billing saves over twelve monthly bills. */
  annualSaving: number;
  raisedToMinimum: boolean;
  movedFromStarter: boolean;
}

/** The bill for a number of users on a plan, in a currency (taxes excluded). */
export function estimate(plan: PricedPlan, users: number, currency: Currency, billing: Billing): Estimate {
  const maxUsers = pricing.plans.starter.maxUsers;
  const movedFromStarter = plan === "starter" && users > maxUsers;
  const effectivePlan = movedFromStarter ? "growth" : plan;
  const billedUsers = Math.max(users, pricing.minimumUsers);
  const price = pricing.plans[effectivePlan].prices[currency];
  const perMonth = roundMoney(price * billedUsers, currency);
  const annual = roundMoney(yearlyPrice(effectivePlan, currency, "annual") * billedUsers, currency);
  return {
    plan: effectivePlan,
    billedUsers,
    perMonth,
    perYear: billing === "annual" ? annual : roundMoney(perMonth * 12, currency),
    annualSaving: roundMoney(perMonth * 12 - annual, currency),
    raisedToMinimum: billedUsers !== users,
    movedFromStarter,
  };
}

/** What the estimate accepts as a number of users. */
export const maxEstimateUsers = 100_000;

/** Parses what the visitor typed: a whole number of users from 1 to the maximum, else null. */
export function parseUsers(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const users = Number(text);
  return users >= 1 && users <= maxEstimateUsers ? users : null;
}
