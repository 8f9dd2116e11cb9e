import {
  businessSizes,
  severanceReasons,
  taxStatuses,
  type BusinessSize,
  type SeveranceReason,
  type TaxStatus,
} from "../../content/payroll/choices.ts";
import { readNumberText } from "../text/amount-text.ts";
import type { BpjsInput } from "./bpjs.ts";
import { overtimeDays, type OvertimeDay, type OvertimeInput, type WorkingWeek } from "./overtime.ts";
import type { Pph21Input } from "./pph21.ts";
import type { SeveranceInput } from "./severance.ts";
import type { ThrInput } from "./thr.ts";

/**
 * Each calculator's query (its GET form's address: the same parameter names in both languages) read into
 * its typed input, or a field error per parameter the page words from its key. Nothing a visitor types —
 * a 10,000-digit number, a negative one, "NaN", an unknown choice — throws: it becomes an error.
 */

export type FieldError =
  /** Left empty. */
  | "required"
  /** Not a number as people write one. */
  | "not-a-number"
  /** Below zero. */
  | "negative"
  /** Zero where the calculator needs more (a wage). */
  | "too-small"
  /** Beyond what the calculator takes (`largest` names the bound). */
  | "too-large"
  /** Rupiah with sen other than ,00. */
  | "whole-rupiah"
  /** A fraction where a whole number is needed (months, days). */
  | "whole-number"
  /** Hours in other than quarters of an hour. */
  | "quarter-hours"
  /** None of the choices the field offers. */
  | "unknown-choice"
  /** A public holiday on the shortest day exists only in a 6-day week. */
  | "shortest-day-needs-six-day-week";

export type QueryReading<Input, Field extends string> =
  /** No parameter at all: the bare calculator, with nothing to compute. */
  | { kind: "blank" }
  | { kind: "input"; input: Input }
  | { kind: "errors"; errors: Partial<Record<Field, FieldError>> };

/** The largest amount a calculator takes: Rp 1 trillion a month, far above any wage, far below 2^53. */
export const largestAmount = 1_000_000_000_000;
/** The most characters read from a parameter: past it, a value is refused unread. */
const longestValue = 64;

type Reading<Value> = { value: Value } | { error: FieldError };

const present = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value === null || value.trim() === "" ? undefined : value;
};

/** An amount of rupiah as people type it; `min` 1 for a wage, 0 where nothing is a fair answer. */
export function readRupiah(text: string, { min = 1 }: { min?: number } = {}): Reading<number> {
  if (text.length > longestValue) return { error: "too-large" };
  if (/^\s*-/.test(text)) return { error: "negative" };
  const typed = readNumberText(text);
  if (typed === "empty") return { error: "required" };
  if (typed === "malformed") return { error: "not-a-number" };
  if (/[^0]/.test(typed.fraction)) return { error: "whole-rupiah" };
  const digits = typed.whole.replace(/^0+(?=\d)/, "");
  if (digits.length > String(largestAmount).length || Number(digits) > largestAmount)
    return { error: "too-large" };
  const value = Number(digits);
  if (value < min) return { error: "too-small" };
  return { value };
}

/** A whole number from `min` to `max` ("3", not "3.5" or "3e2"). */
export function readWhole(text: string, { min, max }: { min: number; max: number }): Reading<number> {
  const typed = text.trim();
  if (typed.length > longestValue) return { error: "too-large" };
  if (/^-/.test(typed)) return { error: "negative" };
  if (/^\d+[.,]\d+$/.test(typed)) return { error: "whole-number" };
  if (!/^\d+$/.test(typed)) return { error: "not-a-number" };
  const value = Number(typed.replace(/^0+(?=\d)/, "").slice(0, 20));
  if (typed.replace(/^0+(?=\d)/, "").length > 15 || value > max) return { error: "too-large" };
  if (value < min) return { error: "too-small" };
  return { value };
}

/** Hours in quarters of an hour, either decimal mark ("2", "2.5", "2,25"), more than 0, at most `max`. */
export function readHours(text: string, max: number): Reading<number> {
  const typed = text.trim();
  if (typed.length > longestValue) return { error: "too-large" };
  if (/^-/.test(typed)) return { error: "negative" };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(typed);
  if (!match) return { error: "not-a-number" };
  const [, whole = "", fraction = ""] = match;
  if (whole.replace(/^0+(?=\d)/, "").length > 6) return { error: "too-large" };
  const value = Number(`${whole}.${fraction.slice(0, 12) || "0"}`);
  if (fraction.replace(/0+$/, "").length > 2 || !Number.isInteger(value * 4))
    return { error: "quarter-hours" };
  if (value > max) return { error: "too-large" };
  if (value <= 0) return { error: "too-small" };
  return { value };
}

/** One of `choices`, as the form sends it. */
export function readChoice<Choice extends string>(text: string, choices: readonly Choice[]): Reading<Choice> {
  const found = choices.find((choice) => choice === text.trim());
  return found === undefined ? { error: "unknown-choice" } : { value: found };
}

/**
 * Reads each field of `fields` from `params`: a missing one takes its default, or is "required". All
 * parameters absent (`names`) is the bare calculator.
 */
function readQuery<Fields extends object>(
  params: URLSearchParams,
  fields: {
    [Name in keyof Fields & string]: {
      read: (text: string) => Reading<Fields[Name]>;
      default?: Fields[Name];
    };
  },
): QueryReading<Fields, keyof Fields & string> {
  const names = Object.keys(fields) as Array<keyof Fields & string>;
  if (names.every((name) => present(params, name) === undefined)) return { kind: "blank" };
  const values: Partial<Fields> = {};
  const errors: Partial<Record<keyof Fields & string, FieldError>> = {};
  for (const name of names) {
    const field = fields[name];
    const text = present(params, name);
    if (text === undefined) {
      if (field.default === undefined) errors[name] = "required";
      else values[name] = field.default;
      continue;
    }
    const reading = field.read(text);
    if ("error" in reading) errors[name] = reading.error;
    else values[name] = reading.value;
  }
  if (Object.keys(errors).length > 0) return { kind: "errors", errors };
  return { kind: "input", input: values as Fields };
}

/** The most overtime hours any day allows (the 5-day week's rest day: 12); the day's own limit is the module's. */
const mostHours = 24;
/** Days in a month: how many such days an overtime query may name. */
const mostDays = 31;

export type OvertimeField = keyof OvertimeInput;

export function readOvertimeQuery(params: URLSearchParams): QueryReading<OvertimeInput, OvertimeField> {
  const reading = readQuery<OvertimeInput>(params, {
    wage: { read: (text) => readRupiah(text) },
    variable: { read: (text) => readRupiah(text, { min: 0 }), default: 0 },
    week: {
      read: (text) => {
        const choice = readChoice(text, ["5", "6"] as const);
        return "error" in choice ? choice : { value: Number(choice.value) as WorkingWeek };
      },
    },
    day: { read: (text) => readChoice<OvertimeDay>(text, overtimeDays) },
    hours: { read: (text) => readHours(text, mostHours) },
    days: { read: (text) => readWhole(text, { min: 1, max: mostDays }), default: 1 },
  });
  if (reading.kind === "input" && reading.input.day === "rest-short" && reading.input.week === 5)
    return { kind: "errors", errors: { day: "shortest-day-needs-six-day-week" } };
  return reading;
}

export type ThrField = keyof ThrInput;

export function readThrQuery(params: URLSearchParams): QueryReading<ThrInput, ThrField> {
  return readQuery<ThrInput>(params, {
    wage: { read: (text) => readRupiah(text) },
    // Service beyond 100 years is a typing slip, not a tenure.
    months: { read: (text) => readWhole(text, { min: 0, max: 1200 }) },
  });
}

export type BpjsField = keyof BpjsInput;

/** `jkkClasses`: the risk classes' rates the data holds ("0.24" …); "0,24" is read as "0.24". */
export function readBpjsQuery(
  params: URLSearchParams,
  jkkClasses: readonly string[],
): QueryReading<BpjsInput, BpjsField> {
  return readQuery<BpjsInput>(params, {
    wage: { read: (text) => readRupiah(text) },
    jkk: { read: (text) => readChoice(text.replace(",", "."), jkkClasses) },
    size: { read: (text) => readChoice<BusinessSize>(text, businessSizes) },
  });
}

export type Pph21Field = keyof Pph21Input;

export function readPph21Query(params: URLSearchParams): QueryReading<Pph21Input, Pph21Field> {
  return readQuery<Pph21Input>(params, {
    gross: { read: (text) => readRupiah(text, { min: 0 }) },
    status: { read: (text) => readChoice<TaxStatus>(text.toUpperCase().replace(/\s/g, ""), taxStatuses) },
    month: { read: (text) => readWhole(text, { min: 1, max: 12 }) },
    pension: { read: (text) => readRupiah(text, { min: 0 }), default: 0 },
  });
}

export type SeveranceField = keyof SeveranceInput;

export function readSeveranceQuery(params: URLSearchParams): QueryReading<SeveranceInput, SeveranceField> {
  return readQuery<SeveranceInput>(params, {
    wage: { read: (text) => readRupiah(text) },
    years: { read: (text) => readWhole(text, { min: 0, max: 100 }) },
    months: { read: (text) => readWhole(text, { min: 0, max: 11 }), default: 0 },
    reason: { read: (text) => readChoice<SeveranceReason>(text, severanceReasons) },
  });
}
