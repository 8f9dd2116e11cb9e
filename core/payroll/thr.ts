import type { ThrRates } from "../../content/payroll/schema.ts";
import { multiply, ratio, round, rupiah } from "./exact.ts";
import { result, type Refusal, type Result, type Step } from "./working.ts";

/** THR, the religious holiday allowance (Permenaker 6/2016 Pasal 2–3; docs/calculators.md). */

export interface ThrInput {
  /** One month's basic pay plus fixed allowances, in rupiah. */
  wage: number;
  /** Whole months of continuous service by the holiday. */
  months: number;
}

export type ThrStepKey = "thr.base" | "thr.full-month" | "thr.prorated" | "thr.total";
export type ThrResult = Result<"total", ThrStepKey>;
/** Under `{minimumMonths}` month of service: not yet entitled. */
export type ThrRefusal = Refusal<"not-yet-entitled">;

export function calculateThr(rates: ThrRates, input: ThrInput): ThrResult | ThrRefusal {
  if (input.months < rates.minimumMonths)
    return {
      kind: "refusal",
      reason: "not-yet-entitled",
      values: { minimumMonths: rates.minimumMonths, months: input.months },
      source: rates.entitlementSource,
    };
  const working: Step<ThrStepKey>[] = [
    { key: "thr.base", figure: input.wage, unit: "rupiah", values: {}, source: rates.baseSource },
  ];
  const full = input.months >= rates.fullMonths;
  const total = full ? ratio(input.wage) : multiply(ratio(input.wage), ratio(input.months, rates.fullMonths));
  const totalPay = rupiah(round(total));
  working.push({
    key: full ? "thr.full-month" : "thr.prorated",
    figure: input.months,
    unit: "months",
    values: { months: input.months, fullMonths: rates.fullMonths },
    source: rates.amountSource,
  });
  working.push({
    key: "thr.total",
    figure: totalPay,
    unit: "rupiah",
    values: { months: input.months, fullMonths: rates.fullMonths },
    source: rates.amountSource,
  });
  return result({ total: totalPay }, working);
}
