import type { SeveranceRates, SeveranceReason } from "../../content/payroll/schema.ts";
import { decimal, multiply, ratio, round, rupiah } from "./exact.ts";
import { result, type Result, type Step } from "./working.ts";

/**
 * Severance pay (uang pesangon) and long-service pay (uang penghargaan masa kerja, UPMK) on termination
 * (PP 35/2021 Pasal 40 and each reason's article; docs/calculators.md). Uang penggantian hak (leave not
 * taken, the journey home) depends on what the employee is owed and is named, not guessed.
 */

export interface SeveranceInput {
  /** One month's basic pay plus fixed allowances, in rupiah. */
  wage: number;
  /** Whole years of service. */
  years: number;
  /** Months of service beyond the years, 0 to 11. */
  months: number;
  reason: SeveranceReason;
}

export type SeveranceOutput = "severance" | "long-service" | "total";
export type SeveranceStepKey =
  | "severance.wage"
  | "severance.service"
  | "severance.severance-months"
  | "severance.long-service-months"
  | "severance.no-long-service"
  | "severance.severance-pay"
  | "severance.long-service-pay"
  | "severance.resignation"
  | "severance.replacement-of-rights"
  | "severance.total";

export type SeveranceResult = Result<SeveranceOutput, SeveranceStepKey>;

type ServiceRow = SeveranceRates["severancePay"]["rows"][number];

/** The row of a service table for a service of `serviceMonths` months: at least `from` years, under `to`. */
function rowFor(rows: readonly ServiceRow[], serviceMonths: number): ServiceRow | undefined {
  return rows.find(
    (row) => serviceMonths >= row.from * 12 && (row.to === undefined || serviceMonths < row.to * 12),
  );
}

export function calculateSeverance(rates: SeveranceRates, input: SeveranceInput): SeveranceResult {
  const reason = rates.reasons.find((item) => item.key === input.reason);
  if (!reason) throw new Error(`The severance rates have no reason "${input.reason}"`);
  const serviceMonths = input.years * 12 + input.months;
  const wage = ratio(input.wage);
  const working: Step<SeveranceStepKey>[] = [
    { key: "severance.wage", figure: input.wage, unit: "rupiah", values: {}, source: rates.wageSource },
    {
      key: "severance.service",
      figure: input.years,
      unit: "years",
      values: { years: input.years, months: input.months },
      source: rates.severancePay.source,
    },
  ];
  if (input.reason === "resignation") {
    working.push(
      { key: "severance.resignation", figure: null, unit: "rupiah", values: {}, source: reason.source },
      {
        key: "severance.replacement-of-rights",
        figure: null,
        unit: "rupiah",
        values: {},
        source: rates.replacementOfRightsSource,
      },
    );
    return result({ severance: 0, "long-service": 0, total: 0 }, working);
  }

  const severanceRow = rowFor(rates.severancePay.rows, serviceMonths);
  const severanceMonths = severanceRow?.months ?? 0;
  working.push({
    key: "severance.severance-months",
    figure: severanceMonths,
    unit: "months",
    values: { from: severanceRow?.from ?? 0, to: severanceRow?.to ?? "" },
    source: rates.severancePay.source,
  });
  const longServiceRow = rowFor(rates.longServicePay.rows, serviceMonths);
  const longServiceMonths = longServiceRow?.months ?? 0;
  if (longServiceRow)
    working.push({
      key: "severance.long-service-months",
      figure: longServiceMonths,
      unit: "months",
      values: { from: longServiceRow.from, to: longServiceRow.to ?? "" },
      source: rates.longServicePay.source,
    });
  else
    working.push({
      key: "severance.no-long-service",
      figure: 0,
      unit: "months",
      values: { from: rates.longServicePay.rows[0]?.from ?? 0 },
      source: rates.longServicePay.source,
    });

  const severance = rupiah(
    round(multiply(multiply(wage, decimal(severanceMonths)), decimal(reason.severancePay))),
  );
  working.push({
    key: "severance.severance-pay",
    figure: severance,
    unit: "rupiah",
    values: { months: severanceMonths, multiplier: reason.severancePay, reason: input.reason },
    source: reason.source,
  });
  const longService = rupiah(
    round(multiply(multiply(wage, decimal(longServiceMonths)), decimal(reason.longServicePay))),
  );
  working.push({
    key: "severance.long-service-pay",
    figure: longService,
    unit: "rupiah",
    values: { months: longServiceMonths, multiplier: reason.longServicePay, reason: input.reason },
    source: reason.source,
  });
  const total = severance + longService;
  working.push(
    { key: "severance.total", figure: total, unit: "rupiah", values: {}, source: reason.source },
    {
      key: "severance.replacement-of-rights",
      figure: null,
      unit: "rupiah",
      values: {},
      source: rates.replacementOfRightsSource,
    },
  );
  return result({ severance, "long-service": longService, total }, working);
}
