import type { FeatureKey } from "../features.ts";

/**
 * The five payroll calculators, in the order the list page and the menus show them, and the page of the
 * route table each one is (docs/calculators.md). Plain data: the pages' scripts read it.
 */
export const calculatorKeys = ["overtime", "thr", "bpjs", "pph21", "severance"] as const;
export type CalculatorKey = (typeof calculatorKeys)[number];

export const calculatorPage = {
  overtime: "overtimeCalculator",
  thr: "thrCalculator",
  bpjs: "bpjsCalculator",
  pph21: "pph21Calculator",
  severance: "severanceCalculator",
} as const satisfies Record<CalculatorKey, string>;

/** The calculators a feature's page links, beside its questions: the figures that feature feeds. */
export const featureCalculators: Partial<Record<FeatureKey, readonly CalculatorKey[]>> = {
  overtime: ["overtime"],
  // Leave feeds THR's months of service and the leave paid out when employment ends (uang penggantian hak).
  leave: ["thr", "severance"],
  payroll: ["pph21", "bpjs", "thr"],
};
