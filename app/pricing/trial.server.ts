import { comparison, pricing, type ComparisonRow } from "../../content/pricing/plans.ts";
import type { FeatureKey } from "../../content/features.ts";

/** The row of the plans' comparison table that says which plans include each feature. */
const featureRow = {
  task: "tasks",
  chat: "chat",
  time: "attendance",
  leave: "leave",
  overtime: "overtime",
  claim: "claims",
  payroll: "payroll",
} as const satisfies Record<FeatureKey, ComparisonRow>;

/**
 * Whether the free trial lets a visitor try a feature: the trial runs on one plan (Growth), so a page may
 * offer it only for what that plan includes. Payroll services are Enterprise's, quoted by sales: their page
 * offers a demo and a quote, not a trial that would not show them.
 */
export function trialIncludes(feature: FeatureKey): boolean {
  return comparison[featureRow[feature]][pricing.trialPlan] === "included";
}
