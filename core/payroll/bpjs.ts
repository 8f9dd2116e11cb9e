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
  /** A programme paid by both sides on `base`: its step, and the two shares. */
  const splitBetween = (
    key: BpjsStepKey,
    base: typeof wage,
    split: { employer: number; employee: number; source: Source },
  ) => {
    const employer = share(base, split.employer);
    const employee = share(base, split.employee);
    working.push({
      key,
      figure: employer + employee,
      unit: "rupiah",
      values: {
        base: rupiah(round(base)),
        employerRate: split.employer,
        employeeRate: split.employee,
        employer,
        employee,
      },
      source: split.source,
    });
    return { employer, employee };
  };
  const notRequired = (programme: BpjsProgramme) =>
    working.push({
      key: "bpjs.not-required",
      figure: 0,
      unit: "rupiah",
      values: { programme: programmeName(programme), size: input.size },
      source: rates.programmes.source,
    });

  const none = { employer: 0, employee: 0 };
  let jht = none;
  if (required.has("jht")) jht = splitBetween("bpjs.jht", wage, rates.jht);
  else notRequired("jht");

  const cap = jpCapOn(rates, on);
  let jp = none;
  if (required.has("jp")) {
    const base = min(wage, ratio(cap.wage));
    working.push({
      key: "bpjs.jp-cap",
      figure: cap.wage,
      unit: "rupiah",
      values: { cap: cap.wage, since: cap.source.effective, base: rupiah(round(base)) },
      source: cap.source,
    });
    jp = splitBetween("bpjs.jp", base, rates.jp);
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
  const health = splitBetween("bpjs.kesehatan", healthBase, rates.kesehatan);

  const employerTotal = jht.employer + jp.employer + jkk + jkm + health.employer;
  const employeeTotal = jht.employee + jp.employee + health.employee;
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
        "jht-employer": jht.employer,
        "jht-employee": jht.employee,
        "jp-employer": jp.employer,
        "jp-employee": jp.employee,
        jkk,
        jkm,
        "kesehatan-employer": health.employer,
        "kesehatan-employee": health.employee,
        "employer-total": employerTotal,
        "employee-total": employeeTotal,
      },
      working,
    ),
    jpCap: { wage: cap.wage, since: cap.source.effective },
  };
}
