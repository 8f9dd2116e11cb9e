import { z } from "zod";
import { checked, choice, group, line, list } from "../schema/fields.ts";
import {
  bpjsProgrammes,
  overtimeSchedules,
  severanceReasons,
  taxStatuses,
  terCategories,
} from "./choices.ts";

/**
 * Indonesia's payroll rates and tables (`content/payroll/rates.yaml`) that the calculators work with
 * (core/payroll/, docs/calculators.md): overtime multipliers, THR, BPJS rates and wage caps, PPh 21's TER
 * tables, Article 17 rates, job expenses and PTKP, and the severance tables. Each table names its
 * regulation, article and the date it took effect. A table with a gap or an overlap between its rows, or a
 * rate outside 0–100 %, is refused, naming the row, so the build stops before a calculator uses it.
 */

export * from "./choices.ts";

/** Where a rate or a table comes from. */
export const source = group(
  {
    regulation: line({ label: "Regulation", hint: "e.g. PP 35/2021, PMK 168/2023, Perpres 109/2013." }),
    article: line({ label: "Article", hint: "e.g. Pasal 31, Pasal 40 ayat (2), Lampiran." }),
    effective: z.iso.date().meta({
      title: "In force from",
      description:
        "The day this rate or table took effect (YYYY-MM-DD). The calculators say “rates as of” the latest such day they used.",
    }),
  },
  { label: "Source", hint: "The regulation and article this comes from, and the day it took effect." },
);

export type Source = z.output<typeof source>;

/** A percentage, 0 to 100, with at most four decimals (0.24, 3.7, 0.30). */
const percentage = (label: string, hint?: string) =>
  z
    .number()
    .min(0, "A rate cannot be below 0 %")
    .max(100, "A rate cannot be above 100 %")
    .refine((value) => /^-?\d+(\.\d{1,4})?$/.test(String(value)), "At most four decimals")
    .meta({ title: label, description: hint });

/** Whole rupiah, zero or more. */
const rupiah = (label: string, hint?: string) =>
  z.number().int("Whole rupiah").min(0).max(1e15).meta({ title: label, description: hint });

/** A whole number, `min` or more. */
const whole = (label: string, min: number, hint?: string) =>
  z.number().int().min(min).max(1e15).meta({ title: label, description: hint });

/** A multiplier of the hourly wage or of a month's wage (1.5, 2, 1.75): 0 to 10, at most two decimals. */
const multiplier = (label: string, hint?: string) =>
  z
    .number()
    .min(0)
    .max(10)
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), "At most two decimals")
    .meta({ title: label, description: hint });

interface Band {
  from: number;
  to?: number | undefined;
}

/**
 * A table's rows must follow each other with no gap and no overlap: the first starts at `start`, each next
 * one where the one before ends (`step` after its end for tables whose ends are inclusive: a rupiah, an
 * hour), and only the last may be open-ended. Each problem names its row (1 for the first).
 */
export function bandProblems(rows: readonly Band[], { start, step }: { start: number; step: number }) {
  const problems: Array<{ index: number; field: "from" | "to"; message: string }> = [];
  rows.forEach((row, index) => {
    const name = `Row ${index + 1}`;
    const previous = rows[index - 1];
    if (!previous) {
      if (row.from !== start)
        problems.push({ index, field: "from", message: `${name} must start at ${start}` });
    } else if (previous.to !== undefined) {
      const expected = previous.to + step;
      if (row.from > expected)
        problems.push({
          index,
          field: "from",
          message: `${name}: a gap between ${previous.to} and ${row.from} (it must start at ${expected})`,
        });
      if (row.from < expected)
        problems.push({
          index,
          field: "from",
          message: `${name} overlaps row ${index} (it starts at ${row.from}, row ${index} ends at ${previous.to})`,
        });
    }
    if (row.to === undefined && index < rows.length - 1)
      problems.push({ index, field: "to", message: `${name}: only the last row may be open-ended` });
    if (row.to !== undefined && row.to < row.from)
      problems.push({
        index,
        field: "to",
        message: `${name} ends (${row.to}) before it starts (${row.from})`,
      });
  });
  return problems;
}

/** A list of rows checked by `bandProblems`. */
function bands<Row extends z.ZodType<Band>>(
  row: Row,
  info: { label: string; hint: string },
  order: { start: number; step: number },
) {
  return checked(list(row, info), (rows, context) => {
    for (const problem of bandProblems(rows, order))
      context.addIssue({ code: "custom", message: problem.message, path: [problem.index, problem.field] });
  });
}

// --- Overtime ---------------------------------------------------------------------------------------

const overtimeSchema = group(
  {
    hourlyDivisor: whole(
      "Hourly wage divisor",
      1,
      "The hourly wage is the monthly wage divided by this (173).",
    ),
    hourlySource: source,
    baseShare: percentage(
      "Least share of the whole wage",
      "Where non-fixed allowances exist and basic pay plus fixed allowances are under this share of the whole wage, overtime is worked out on this share (75).",
    ),
    baseSource: source,
    schedules: list(
      group(
        {
          key: choice(overtimeSchedules, {
            label: "Day",
            names: {
              workday: "Working day",
              "rest-six-day-week": "Rest day or public holiday, 6-day week",
              "rest-five-day-week": "Rest day or public holiday, 5-day week",
              "holiday-shortest-day": "Public holiday on the shortest working day (6-day week)",
            },
          }),
          hours: bands(
            group(
              {
                from: whole("From hour", 1),
                to: whole("To hour", 1),
                multiplier: multiplier("Times the hourly wage"),
              },
              { label: "Hours" },
            ),
            {
              label: "Hours and multipliers",
              hint: "The overtime hours of the day in order, from hour 1; the last row's end is the most hours the day allows.",
            },
            { start: 1, step: 1 },
          ),
          source,
          limitSource: source,
        },
        { label: "Day" },
      ),
      { label: "Days", min: 4, max: 4 },
    ),
  },
  { label: "Overtime" },
);

// --- THR --------------------------------------------------------------------------------------------

const thrSchema = group(
  {
    minimumMonths: whole("Months of service before THR is due", 1),
    entitlementSource: source,
    fullMonths: whole("Months of service for a whole month's wage", 1),
    amountSource: source,
    baseSource: source,
  },
  { label: "THR" },
);

// --- BPJS -------------------------------------------------------------------------------------------

const shares = (label: string) =>
  group(
    { employer: percentage("Employer's share (%)"), employee: percentage("Employee's share (%)"), source },
    { label },
  );

const bpjsSchema = group(
  {
    jht: shares("JHT (old-age savings)"),
    jp: group(
      {
        employer: percentage("Employer's share (%)"),
        employee: percentage("Employee's share (%)"),
        source,
        caps: checked(
          list(
            group(
              { wage: rupiah("Wage cap (Rp)"), source },
              { label: "Wage cap", hint: "The most wage JP is paid on, from the day in its source." },
            ),
            {
              label: "Wage caps",
              hint: "Every published cap, oldest first; BPJS Ketenagakerjaan re-indexes it every March. Add the new one at the end.",
            },
          ),
          (caps, context) =>
            caps.forEach((cap, index) => {
              const previous = caps[index - 1];
              if (previous && cap.source.effective <= previous.source.effective)
                context.addIssue({
                  code: "custom",
                  message: `Row ${index + 1} must take effect after row ${index} (${previous.source.effective})`,
                  path: [index, "source", "effective"],
                });
            }),
        ),
      },
      { label: "JP (pension)" },
    ),
    jkk: group(
      {
        classes: list(percentage("Rate (%)"), {
          label: "Risk classes",
          hint: "The employer's JKK rate for each risk class of the workplace, lowest first.",
        }),
        source,
      },
      { label: "JKK (work accidents)" },
    ),
    jkm: group({ employer: percentage("Employer's rate (%)"), source }, { label: "JKM (death)" }),
    kesehatan: group(
      {
        employer: percentage("Employer's share (%)"),
        employee: percentage("Employee's share (%)"),
        cap: rupiah("Wage cap (Rp)"),
        source,
      },
      { label: "BPJS Kesehatan" },
    ),
    programmes: group(
      {
        large: list(choice(bpjsProgrammes, { label: "Programme" }), { label: "Large business" }),
        medium: list(choice(bpjsProgrammes, { label: "Programme" }), { label: "Medium business" }),
        small: list(choice(bpjsProgrammes, { label: "Programme" }), { label: "Small business" }),
        micro: list(choice(bpjsProgrammes, { label: "Programme" }), { label: "Micro business" }),
        source,
      },
      {
        label: "Programmes by business size",
        hint: "The BPJS Ketenagakerjaan programmes each size of business must register its employees for; BPJS Kesehatan is for all.",
      },
    ),
  },
  { label: "BPJS" },
);

// --- PPh 21 -----------------------------------------------------------------------------------------

const rateRow = (label: string) =>
  group(
    {
      from: rupiah("From (Rp)"),
      to: rupiah("To (Rp)", "Leave empty on the last row: and above.").optional(),
      rate: percentage("Rate (%)"),
    },
    { label },
  );

const terTable = group(
  {
    category: choice(terCategories, { label: "Category" }),
    statuses: list(choice(taxStatuses, { label: "Status" }), { label: "PTKP statuses" }),
    rows: bands(
      rateRow("Row"),
      {
        label: "Monthly gross income and rate",
        hint: "As the Lampiran of PP 58/2023 writes them: each row from one rupiah above the one before, the last open-ended.",
      },
      { start: 0, step: 1 },
    ),
  },
  { label: "TER table" },
);

const pph21Schema = group(
  {
    ter: checked(list(terTable, { label: "TER tables", min: 3, max: 3 }), (tables, context) => {
      const seen = new Map<string, string>();
      tables.forEach((table, index) =>
        table.statuses.forEach((status) => {
          const other = seen.get(status);
          if (other)
            context.addIssue({
              code: "custom",
              message: `${status} is in category ${other} already`,
              path: [index, "statuses"],
            });
          seen.set(status, table.category);
        }),
      );
      const missing = taxStatuses.filter((status) => !seen.has(status));
      if (missing.length > 0)
        context.addIssue({ code: "custom", message: `No category for ${missing.join(", ")}` });
    }),
    terSource: source,
    article17: group(
      {
        rows: bands(
          rateRow("Row"),
          {
            label: "Annual taxable income and rate",
            hint: "Article 17(1)(a): from 0, the last row open-ended.",
          },
          { start: 0, step: 0 },
        ),
        source,
      },
      { label: "Article 17 rates" },
    ),
    jobExpenses: group(
      { rate: percentage("Rate (%)"), annualCap: rupiah("At most a year (Rp)"), source },
      { label: "Job expenses (biaya jabatan)" },
    ),
    ptkp: group(
      {
        self: rupiah("Taxpayer (Rp)"),
        married: rupiah("Married (Rp)"),
        perDependant: rupiah("Per dependant (Rp)"),
        maxDependants: whole("Dependants counted at most", 0),
        source,
      },
      { label: "PTKP (non-taxable income a year)" },
    ),
    taxableRounding: whole("Taxable income rounded down to (Rp)", 1),
    decemberSource: source,
  },
  { label: "PPh 21" },
);

// --- Severance --------------------------------------------------------------------------------------

const serviceTable = (label: string, hint: string, start: number) =>
  group(
    {
      rows: bands(
        group(
          {
            from: whole("From years of service", 0),
            to: whole("Under years of service", 1, "Leave empty on the last row: and more.").optional(),
            months: multiplier("Months' wage"),
          },
          { label: "Row" },
        ),
        { label: "Years of service and months' wage", hint },
        { start, step: 0 },
      ),
      source,
    },
    { label },
  );

const severanceSchema = group(
  {
    wageSource: source,
    severancePay: serviceTable(
      "Uang pesangon",
      "Service of at least “from” and under “under” years; the last row open-ended.",
      0,
    ),
    longServicePay: serviceTable(
      "Uang penghargaan masa kerja (UPMK)",
      "From 3 years of service; the last row open-ended.",
      3,
    ),
    replacementOfRightsSource: source,
    reasons: checked(
      list(
        group(
          {
            key: choice(severanceReasons, { label: "Reason" }),
            severancePay: multiplier("Times uang pesangon"),
            longServicePay: multiplier("Times UPMK"),
            source,
          },
          { label: "Reason" },
        ),
        { label: "Reasons for termination", min: severanceReasons.length, max: severanceReasons.length },
      ),
      (reasons, context) => {
        const missing = severanceReasons.filter((key) => !reasons.some((reason) => reason.key === key));
        if (missing.length > 0)
          context.addIssue({ code: "custom", message: `Missing reasons: ${missing.join(", ")}` });
      },
    ),
  },
  { label: "Severance" },
);

export const payrollRatesSchema = group(
  {
    overtime: checked(overtimeSchema, (overtime, context) => {
      const missing = overtimeSchedules.filter((key) => !overtime.schedules.some((day) => day.key === key));
      if (missing.length > 0)
        context.addIssue({
          code: "custom",
          message: `Missing days: ${missing.join(", ")}`,
          path: ["schedules"],
        });
    }),
    thr: thrSchema,
    bpjs: bpjsSchema,
    pph21: pph21Schema,
    severance: severanceSchema,
  },
  { label: "Payroll rates and tables" },
);

export type PayrollRates = z.output<typeof payrollRatesSchema>;
export type OvertimeRates = PayrollRates["overtime"];
export type ThrRates = PayrollRates["thr"];
export type BpjsRates = PayrollRates["bpjs"];
export type Pph21Rates = PayrollRates["pph21"];
export type SeveranceRates = PayrollRates["severance"];
