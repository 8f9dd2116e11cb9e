import type { Pph21Rates, TaxStatus, TerCategory } from "../../content/payroll/schema.ts";
import {
  compare,
  floorTo,
  max,
  min,
  multiply,
  percent,
  ratio,
  round,
  rupiah,
  subtract,
  sum,
  type Ratio,
} from "./exact.ts";
import { result, type Result, type Source, type Step } from "./working.ts";

/**
 * PPh 21 withheld from a permanent employee's month (PP 58/2023, PMK 168/2023; docs/calculators.md):
 * January to November the TER rate of the status's category times the month's gross income; December the
 * year's tax at the Article 17 rates less what January to November withheld.
 */

export interface Pph21Input {
  /** This month's gross income, in rupiah. */
  gross: number;
  status: TaxStatus;
  /** 1 (January) to 12 (December). */
  month: number;
  /** The employee's own JHT and JP contributions a month, in rupiah; read in December only. */
  pension: number;
}

/** What the December calculation assumes, for the page to state (docs/calculators.md). */
export const pph21Assumptions = [
  "same-gross-every-month",
  "full-year",
  "permanent-employee",
  "has-npwp-or-nik",
  "gross-includes-employer-premiums",
] as const;
export type Pph21Assumption = (typeof pph21Assumptions)[number];

export type Pph21StepKey =
  | "pph21.category"
  | "pph21.ter-rate"
  | "pph21.tax"
  | "pph21.annual-gross"
  | "pph21.job-expenses"
  | "pph21.pension"
  | "pph21.annual-net"
  | "pph21.ptkp"
  | "pph21.taxable"
  | "pph21.article-17-band"
  | "pph21.annual-tax"
  | "pph21.withheld"
  | "pph21.december"
  | "pph21.refund";

export interface Pph21Result extends Result<"tax" | "refund", Pph21StepKey> {
  /** What the figure assumes; all of them in December, the month's gross alone before. */
  assumptions: readonly Pph21Assumption[];
}

/** The TER category of a PTKP status (PP 58/2023). */
export function terCategory(rates: Pph21Rates, status: TaxStatus): TerCategory {
  const table = rates.ter.find((item) => item.statuses.includes(status));
  if (!table) throw new Error(`The PPh 21 rates give ${status} no TER category`);
  return table.category;
}

/** The TER table row for a month's gross income in a category: its bounds and its rate. */
export function terRow(rates: Pph21Rates, category: TerCategory, gross: number) {
  const table = rates.ter.find((item) => item.category === category);
  const row = table?.rows.find((item) => gross >= item.from && (item.to === undefined || gross <= item.to));
  if (!row) throw new Error(`The TER table of category ${category} has no row for ${gross}`);
  return row;
}

/** The PTKP of a status: the taxpayer's own, married, and per dependant up to the most counted. */
export function ptkpOf(rates: Pph21Rates, status: TaxStatus): number {
  const [marriage, dependants] = status.split("/");
  const { self, married, perDependant, maxDependants } = rates.ptkp;
  return self + (marriage === "K" ? married : 0) + Math.min(Number(dependants), maxDependants) * perDependant;
}

/** A month's withholding at TER, rounded to the rupiah. */
function terTax(rates: Pph21Rates, category: TerCategory, gross: number) {
  const row = terRow(rates, category, gross);
  return { row, tax: round(multiply(ratio(gross), percent(row.rate))) };
}

/** Tax at the Article 17 rates on an annual taxable income, with each band's part. */
export function article17(rates: Pph21Rates, taxable: Ratio) {
  const bands: Array<{ from: number; to?: number | undefined; rate: number; part: Ratio; tax: Ratio }> = [];
  for (const row of rates.article17.rows) {
    if (compare(taxable, ratio(row.from)) <= 0) break;
    const top = row.to === undefined ? taxable : min(taxable, ratio(row.to));
    const part = subtract(top, ratio(row.from));
    bands.push({ ...row, part, tax: multiply(part, percent(row.rate)) });
  }
  return { bands, tax: sum(bands.map((band) => band.tax)) };
}

export function calculatePph21(rates: Pph21Rates, input: Pph21Input): Pph21Result {
  const category = terCategory(rates, input.status);
  const step = (
    key: Pph21StepKey,
    figure: number | null,
    values: Step["values"],
    source: Source,
    unit: Step["unit"] = "rupiah",
  ) => ({ key, figure, unit, values, source }) satisfies Step<Pph21StepKey>;
  const working: Step<Pph21StepKey>[] = [
    step("pph21.category", null, { status: input.status, category }, rates.terSource, "count"),
  ];
  const monthly = terTax(rates, category, input.gross);
  if (input.month < 12) {
    working.push(
      step(
        "pph21.ter-rate",
        monthly.row.rate,
        { category, from: monthly.row.from, to: monthly.row.to ?? "", gross: input.gross },
        rates.terSource,
        "percent",
      ),
      step("pph21.tax", rupiah(monthly.tax), { gross: input.gross, rate: monthly.row.rate }, rates.terSource),
    );
    return { ...result({ tax: rupiah(monthly.tax), refund: 0 }, working), assumptions: ["has-npwp-or-nik"] };
  }

  // December: the year worked out at the Article 17 rates (PMK 168/2023), on the assumptions above.
  const annualGross = ratio(input.gross * 12);
  working.push(
    step("pph21.annual-gross", input.gross * 12, { gross: input.gross, months: 12 }, rates.decemberSource),
  );
  const jobExpenses = min(
    multiply(annualGross, percent(rates.jobExpenses.rate)),
    ratio(rates.jobExpenses.annualCap),
  );
  working.push(
    step(
      "pph21.job-expenses",
      rupiah(round(jobExpenses)),
      { rate: rates.jobExpenses.rate, cap: rates.jobExpenses.annualCap },
      rates.jobExpenses.source,
    ),
  );
  const pension = ratio(input.pension * 12);
  working.push(
    step("pph21.pension", input.pension * 12, { pension: input.pension, months: 12 }, rates.decemberSource),
  );
  const net = subtract(subtract(annualGross, jobExpenses), pension);
  working.push(step("pph21.annual-net", rupiah(round(net)), {}, rates.decemberSource));
  const ptkp = ptkpOf(rates, input.status);
  working.push(step("pph21.ptkp", ptkp, { status: input.status }, rates.ptkp.source));
  const unit = BigInt(rates.taxableRounding);
  const taxable = floorTo(max(subtract(net, ratio(ptkp)), ratio(0)), unit);
  working.push(
    step("pph21.taxable", rupiah(taxable), { rounding: rates.taxableRounding }, rates.decemberSource),
  );
  const annual = article17(rates, ratio(taxable));
  for (const band of annual.bands)
    working.push(
      step(
        "pph21.article-17-band",
        rupiah(round(band.tax)),
        { from: band.from, to: band.to ?? "", rate: band.rate, part: rupiah(round(band.part)) },
        rates.article17.source,
      ),
    );
  const annualTax = round(annual.tax);
  working.push(step("pph21.annual-tax", rupiah(annualTax), {}, rates.article17.source));
  const withheld = monthly.tax * 11n;
  working.push(
    step(
      "pph21.withheld",
      rupiah(withheld),
      { months: 11, monthly: rupiah(monthly.tax), rate: monthly.row.rate, category },
      rates.terSource,
    ),
  );
  const december = annualTax - withheld;
  const tax = december > 0n ? december : 0n;
  const refund = december < 0n ? -december : 0n;
  working.push(step("pph21.december", rupiah(tax), {}, rates.decemberSource));
  if (refund > 0n) working.push(step("pph21.refund", rupiah(refund), {}, rates.decemberSource));
  return { ...result({ tax: rupiah(tax), refund: rupiah(refund) }, working), assumptions: pph21Assumptions };
}
