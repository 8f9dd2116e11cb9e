import type { BusinessSize, SeveranceReason } from "../../content/payroll/schema.ts";
import type { TranslationOf } from "../i18n/translation.ts";
import type { BpjsStepKey } from "./bpjs.ts";
import type { OvertimeDay, OvertimeRefusal, OvertimeStepKey } from "./overtime.ts";
import type { Pph21Assumption, Pph21StepKey } from "./pph21.ts";
import type { FieldError } from "./query.ts";
import type { SeveranceStepKey } from "./severance.ts";
import type { ThrRefusal, ThrStepKey } from "./thr.ts";

/**
 * The calculators' words in English: each step of the working by its key, each refusal, each field error,
 * the PPh 21 assumptions and the choices' names. A `{slot}` is filled from the step's `values` (amounts
 * formatted as the page writes rupiah); the step's figure is shown beside the words. The Indonesian words
 * (words.id.ts) are written for Indonesian readers, typed against these.
 */
export const payrollWordsEn = {
  ratesAsOf: "Rates as of {date}",
  steps: {
    "overtime.whole-wage":
      "Whole wage: {wage} of basic pay and fixed allowances plus {variable} of non-fixed allowances",
    "overtime.base-share":
      "Basic pay and fixed allowances ({wage}) are under {share}% of the whole wage ({whole}), so overtime is worked out on {share}% of the whole wage",
    "overtime.base-wage":
      "Basic pay and fixed allowances are at least {share}% of the whole wage, so overtime is worked out on them",
    "overtime.hourly-wage":
      "Hourly wage: 1/{divisor} of {base}, shown rounded; the total uses the exact figure",
    "overtime.hour": "Hour {from}: {hours} h × {multiplier} × the hourly wage",
    "overtime.hours": "Hours {from} to {to}: {hours} h × {multiplier} × the hourly wage",
    "overtime.day-pay": "Overtime pay for one day of {hours} hours",
    "overtime.days": "Times {days} such days",
    "overtime.total": "Overtime pay",
    "thr.base": "One month's wage: basic pay plus fixed allowances",
    "thr.full-month": "{months} months of service, {fullMonths} or more: one month's wage",
    "thr.prorated": "{months} months of service: {months}/{fullMonths} of one month's wage",
    "thr.total": "THR",
    "bpjs.programmes":
      "BPJS Ketenagakerjaan programmes a {size} business registers its employees for: {programmes}; BPJS Kesehatan for all",
    "bpjs.jht":
      "JHT: {employerRate}% from the employer ({employer}) and {employeeRate}% from the employee ({employee}) on {base}, with no wage cap",
    "bpjs.jp-cap": "JP wage cap: {cap} since {since}, so JP is worked out on {base}",
    "bpjs.jp":
      "JP: {employerRate}% from the employer ({employer}) and {employeeRate}% from the employee ({employee}) on {base}",
    "bpjs.jkk": "JKK: {rate}% of {base}, paid by the employer",
    "bpjs.jkm": "JKM: {rate}% of {base}, paid by the employer",
    "bpjs.kesehatan-cap": "BPJS Kesehatan wage cap: {cap}, so BPJS Kesehatan is worked out on {base}",
    "bpjs.kesehatan":
      "BPJS Kesehatan: {employerRate}% from the employer ({employer}) and {employeeRate}% from the employee ({employee}) on {base}",
    "bpjs.not-required": "{programme}: not required of a {size} business",
    "bpjs.employer-total": "Paid by the employer",
    "bpjs.employee-total": "Deducted from the employee's wage",
    "pph21.category": "PTKP status {status}: TER category {category}",
    "pph21.ter-rate": "Category {category}'s TER rate for a monthly gross of {gross}",
    "pph21.tax": "PPh 21 this month: {rate}% × {gross}",
    "pph21.annual-gross": "Gross for the year: {gross} × {months}",
    "pph21.job-expenses": "Job expenses: {rate}% of the year's gross, at most {cap}",
    "pph21.pension": "The employee's pension, JHT and JP contributions: {pension} × {months}",
    "pph21.annual-net": "Net income for the year",
    "pph21.ptkp": "Non-taxable income (PTKP) for {status}",
    "pph21.taxable": "Taxable income, rounded down to a multiple of {rounding}",
    "pph21.article-17-band": "{rate}% × {part}",
    "pph21.annual-tax": "PPh 21 for the year at the Article 17 rates",
    "pph21.withheld": "Withheld January to November: {months} × {monthly} ({rate}%, category {category})",
    "pph21.december": "PPh 21 in December: the year's tax less what was withheld",
    "pph21.refund":
      "January to November withheld more than the year's tax: the difference is returned to the employee in December",
    "severance.wage": "One month's wage: basic pay plus fixed allowances",
    "severance.service": "Service: {years} years and {months} months",
    "severance.severance-months": "Uang pesangon for this service, in months' wage",
    "severance.long-service-months": "UPMK for this service, in months' wage",
    "severance.no-long-service": "No UPMK: it is due from {from} years of service",
    "severance.severance-pay": "Uang pesangon: {multiplier} × {months} months' wage",
    "severance.long-service-pay": "UPMK: {multiplier} × {months} months' wage",
    "severance.resignation":
      "An employee who resigns receives neither uang pesangon nor UPMK, but uang penggantian hak and, where their work did not represent the employer directly, uang pisah, as the employment agreement, company regulation or collective agreement sets it",
    "severance.replacement-of-rights":
      "Besides: uang penggantian hak, for annual leave not yet taken nor lapsed and the journey home of an employee hired elsewhere and their family. It depends on what each employee is owed, so it is not worked out here",
    "severance.total": "Uang pesangon and UPMK",
  },
  refusals: {
    "over-daily-limit": "{hours} hours is more than this day allows: at most {limit} hours of overtime.",
    "shortest-day-needs-six-day-week":
      "A public holiday on the shortest working day exists only in a 6-day week, not in a {week}-day one.",
    "not-yet-entitled":
      "After {months} months of service THR is not yet due: it is due from {minimumMonths} month of continuous service.",
  },
  fieldErrors: {
    required: "Fill this in.",
    "not-a-number": "Type a number, such as 5,000,000.",
    negative: "The number cannot be negative.",
    "too-small": "The number is too small.",
    "too-large": "The number is too large.",
    "whole-rupiah": "Type whole rupiah, without sen.",
    "whole-number": "Type a whole number, such as 3.",
    "quarter-hours": "Type hours in quarters of an hour, such as 2 or 2.5.",
    "unknown-choice": "Choose one of the options.",
    "shortest-day-needs-six-day-week": "The shortest working day exists only in a 6-day week.",
  },
  assumptions: {
    "same-gross-every-month": "The same gross income every month",
    "full-year": "A full year with the same employer",
    "permanent-employee": "A permanent employee",
    "has-npwp-or-nik": "The employee has an NPWP, or a NIK that serves as one",
    "gross-includes-employer-premiums":
      "The gross includes the JKK, JKM and BPJS Kesehatan the employer pays",
  },
  days: {
    workday: "Working day",
    rest: "Weekly rest day or public holiday",
    "rest-short": "Public holiday on the shortest working day",
  },
  sizes: { large: "large", medium: "medium", small: "small", micro: "micro" },
  reasons: {
    retirement: "Retirement",
    efficiency: "Efficiency to prevent losses",
    "efficiency-loss": "Efficiency after losses",
    closure: "Closure",
    "closure-loss": "Closure after losses",
    death: "Death",
    illness: "Long illness",
    resignation: "Resignation",
  },
} as const;

export type PayrollWords = TranslationOf<typeof payrollWordsEn>;

// Every step, refusal, field error, assumption and choice has its words: a key added to a module without
// them fails typecheck here.
type StepKey = OvertimeStepKey | ThrStepKey | BpjsStepKey | Pph21StepKey | SeveranceStepKey;
type RefusalReason = OvertimeRefusal["reason"] | ThrRefusal["reason"];
payrollWordsEn.steps satisfies Record<StepKey, string>;
payrollWordsEn.refusals satisfies Record<RefusalReason, string>;
payrollWordsEn.fieldErrors satisfies Record<FieldError, string>;
payrollWordsEn.assumptions satisfies Record<Pph21Assumption, string>;
payrollWordsEn.days satisfies Record<OvertimeDay, string>;
payrollWordsEn.sizes satisfies Record<BusinessSize, string>;
payrollWordsEn.reasons satisfies Record<SeveranceReason, string>;
