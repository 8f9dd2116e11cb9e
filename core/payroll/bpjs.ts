import type { BpjsProgramme, BpjsRates, BusinessSize } from "../../content/payroll/schema.ts";
import { min, multiply, percent, ratio, round, rupiah } from "./exact.ts";
import { result, type Result, type Source, type Step } from "./working.ts";

/**
 * BPJS Ketenagakerjaan (JHT, JP, JKK, JKM) and BPJS Kesehatan contributions a month, each share rounded to
 * the rupiah once, the totals the sums of the shares as they are billed (docs/calculators.md).
 */

export interface BpjsInput {
  /** The monthly wage contributions are reported on (basic pay plus fixed allowances), in rupiah. */
  wage: number;
  /** The workplace's JKK risk class rate, as the data writes it ("0.24" … "1.74"). */
  jkk: string;
  size: BusinessSize;
}

export type BpjsOutput =
  | "jht-employer"
  | "jht-employee"
  | "jp-employer"
  | "jp-employee"
  | "jkk"
  | "jkm"
  | "kesehatan-employer"
  | "kesehatan-employee"
  | "employer-total"
  | "employee-total";

export type BpjsStepKey =
  | "bpjs.programmes"
  | "bpjs.jht"
  | "bpjs.jp-cap"
  | "bpjs.jp"
  | "bpjs.jkk"
  | "bpjs.jkm"
  | "bpjs.kesehatan-cap"
  | "bpjs.kesehatan"
  | "bpjs.not-required"
  | "bpjs.employer-total"
  | "bpjs.employee-total";

export interface BpjsResult extends Result<BpjsOutput, BpjsStepKey> {
  /** The JP wage cap used and the day it took effect: the page states both. */
  jpCap: { wage: number; since: string };
}

/** A programme as payslips and BPJS's bills name it: JKK, JKM, JHT, JP. */
const programmeName = (programme: BpjsProgramme) => programme.toUpperCase();

/** The JKK risk classes' rates as the query and the data write them ("0.24"). */
export const jkkClasses = (rates: BpjsRates): string[] => rates.jkk.classes.map(String);

/** The JP wage cap in force on `day` (YYYY-MM-DD): the latest that took effect by then, else the first. */
export function jpCapOn(rates: BpjsRates, day: string): { wage: number; source: Source } {
  const caps = rates.jp.caps;
  const inForce = caps.filter((cap) => cap.source.effective <= day).at(-1) ?? caps[0];
  if (!inForce) throw new Error("The BPJS rates name no JP wage cap");
  return inForce;
}

/**
 * The contributions on `input.wage` with the JP cap in force on `on` (YYYY-MM-DD: the page passes the day
 * it renders). Undefined for a JKK class the rates do not hold (the query's reader refuses it first).
 */
export function calculateBpjs(rates: BpjsRates, input: BpjsInput, on: string): BpjsResult | undefined {
  const jkkRate = rates.jkk.classes.find((rate) => String(rate) === input.jkk);
  if (jkkRate === undefined) return undefined;
  const wage = ratio(input.wage);
  const required = new Set<BpjsProgramme>(rates.programmes[input.size]);
  const working: Step<BpjsStepKey>[] = [
    {
      key: "bpjs.programmes",
      figure: null,
      unit: "count",
      values: { size: input.size, programmes: [...required].map(programmeName).join(", ") },
      source: rates.programmes.source,
    },
  ];
  const share = (base: typeof wage, rate: number) => rupiah(round(multiply(base, percent(rate))));
  const notRequired = (programme: BpjsProgramme) =>
    working.push({
      key: "bpjs.not-required",
      figure: 0,
      unit: "rupiah",
      values: { programme: programmeName(programme), size: input.size },
      source: rates.programmes.source,
    });

  let jhtEmployer = 0;
  let jhtEmployee = 0;
  if (required.has("jht")) {
    jhtEmployer = share(wage, rates.jht.employer);
    jhtEmployee = share(wage, rates.jht.employee);
    working.push({
      key: "bpjs.jht",
      figure: jhtEmployer + jhtEmployee,
      unit: "rupiah",
      values: {
        base: input.wage,
        employerRate: rates.jht.employer,
        employeeRate: rates.jht.employee,
        employer: jhtEmployer,
        employee: jhtEmployee,
      },
      source: rates.jht.source,
    });
  } else notRequired("jht");

  const cap = jpCapOn(rates, on);
  let jpEmployer = 0;
  let jpEmployee = 0;
  if (required.has("jp")) {
    const base = min(wage, ratio(cap.wage));
    working.push({
      key: "bpjs.jp-cap",
      figure: cap.wage,
      unit: "rupiah",
      values: { cap: cap.wage, since: cap.source.effective, base: rupiah(round(base)) },
      source: cap.source,
    });
    jpEmployer = share(base, rates.jp.employer);
    jpEmployee = share(base, rates.jp.employee);
    working.push({
      key: "bpjs.jp",
      figure: jpEmployer + jpEmployee,
      unit: "rupiah",
      values: {
        base: rupiah(round(base)),
        employerRate: rates.jp.employer,
        employeeRate: rates.jp.employee,
        employer: jpEmployer,
        employee: jpEmployee,
      },
      source: rates.jp.source,
    });
  } else notRequired("jp");

  // JKK and JKM: every size of business registers for both (Perpres 109/2013 Pasal 6).
  const jkk = share(wage, jkkRate);
  working.push({
    key: "bpjs.jkk",
    figure: jkk,
    unit: "rupiah",
    values: { base: input.wage, rate: jkkRate },
    source: rates.jkk.source,
  });
  const jkm = share(wage, rates.jkm.employer);
  working.push({
    key: "bpjs.jkm",
    figure: jkm,
    unit: "rupiah",
    values: { base: input.wage, rate: rates.jkm.employer },
    source: rates.jkm.source,
  });

  const healthBase = min(wage, ratio(rates.kesehatan.cap));
  working.push({
    key: "bpjs.kesehatan-cap",
    figure: rates.kesehatan.cap,
    unit: "rupiah",
    values: { cap: rates.kesehatan.cap, base: rupiah(round(healthBase)) },
    source: rates.kesehatan.source,
  });
  const healthEmployer = share(healthBase, rates.kesehatan.employer);
  const healthEmployee = share(healthBase, rates.kesehatan.employee);
  working.push({
    key: "bpjs.kesehatan",
    figure: healthEmployer + healthEmployee,
    unit: "rupiah",
    values: {
      base: rupiah(round(healthBase)),
      employerRate: rates.kesehatan.employer,
      employeeRate: rates.kesehatan.employee,
      employer: healthEmployer,
      employee: healthEmployee,
    },
    source: rates.kesehatan.source,
  });

  const employerTotal = jhtEmployer + jpEmployer + jkk + jkm + healthEmployer;
  const employeeTotal = jhtEmployee + jpEmployee + healthEmployee;
  working.push(
    {
      key: "bpjs.employer-total",
      figure: employerTotal,
      unit: "rupiah",
      values: {},
      source: rates.programmes.source,
    },
    {
      key: "bpjs.employee-total",
      figure: employeeTotal,
      unit: "rupiah",
      values: {},
      source: rates.programmes.source,
    },
  );
  return {
    ...result(
      {
        "jht-employer": jhtEmployer,
        "jht-employee": jhtEmployee,
        "jp-employer": jpEmployer,
        "jp-employee": jpEmployee,
        jkk,
        jkm,
        "kesehatan-employer": healthEmployer,
        "kesehatan-employee": healthEmployee,
        "employer-total": employerTotal,
        "employee-total": employeeTotal,
      },
      working,
    ),
    jpCap: { wage: cap.wage, since: cap.source.effective },
  };
}
