import type { Source } from "../../content/payroll/schema.ts";

export type { Source };

/** What a step's figure counts. */
export type Unit = "rupiah" | "percent" | "multiplier" | "hours" | "months" | "years" | "days" | "count";

/**
 * One step of a calculation's working, in the order a payroll officer would check it. The page words it
 * from `key` in its language (core/payroll/words.en.ts, words.id.ts), filling the wording's `{slots}` from
 * `values`, and shows `source` beside it.
 */
export interface Step<Key extends string = string> {
  /** Which wording the page shows: "overtime.hourly-wage", "pph21.ter-rate". */
  key: Key;
  /**
   * The figure the step arrives at, in `unit`; rupiah figures rounded to the rupiah for reading only. Null
   * for a step that states a rule and no figure (the TER category, uang penggantian hak).
   */
  figure: number | null;
  unit: Unit;
  /** Further numbers and words the wording names, by slot (`{hours}`, `{rate}`, `{status}`). */
  values: Record<string, number | string>;
  /** The regulation and article the step applies, and the day it took effect. */
  source: Source;
}

/** A calculation's answer: its figures by the names of the table, and how they were reached. */
export interface Result<Output extends string, Key extends string = string> {
  kind: "result";
  outputs: Record<Output, number>;
  working: Step<Key>[];
  /** The latest day any rate used took effect: the page's "rates as of". */
  ratesAsOf: string;
}

/** A calculation the rules do not allow, with why: the page says so and shows no total. */
export interface Refusal<Reason extends string> {
  kind: "refusal";
  reason: Reason;
  /** The numbers the message names (`{limit}`, `{months}`). */
  values: Record<string, number | string>;
  source: Source;
}

/** The latest of the steps' effective dates (ISO dates compare as text). */
export const latestEffective = (steps: readonly { source: Source }[]): string =>
  steps.reduce((latest, step) => (step.source.effective > latest ? step.source.effective : latest), "");

/** A result of `outputs` and `working`, dated by its working. */
export function result<Output extends string, Key extends string>(
  outputs: Record<Output, number>,
  working: Step<Key>[],
): Result<Output, Key> {
  return { kind: "result", outputs, working, ratesAsOf: latestEffective(working) };
}
