import { describe, expect, it } from "vitest";
import { payrollRates } from "../../content/payroll/index.ts";
import { calculateBpjs } from "../../core/payroll/bpjs.ts";
import { calculateOvertime } from "../../core/payroll/overtime.ts";
import { calculatePph21 } from "../../core/payroll/pph21.ts";
import { calculateSeverance } from "../../core/payroll/severance.ts";
import { calculateThr } from "../../core/payroll/thr.ts";
import { payrollWordsEn } from "../../core/payroll/words.en.ts";
import { payrollWordsId } from "../../core/payroll/words.id.ts";
import type { Step } from "../../core/payroll/working.ts";

const { overtime, thr, bpjs, pph21, severance } = payrollRates;
const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Working that passes through every kind of step. */
function everyKindOfStep(): Step[] {
  const steps: Step[] = [];
  const add = (result: { kind: string; working?: Step[] } | undefined) =>
    steps.push(...(result?.working ?? []));
  add(
    calculateOvertime(overtime, {
      wage: 3_000_000,
      variable: 2_000_000,
      week: 6,
      day: "rest",
      hours: 10,
      days: 2,
    }),
  );
  add(
    calculateOvertime(overtime, {
      wage: 4_000_000,
      variable: 500_000,
      week: 5,
      day: "workday",
      hours: 1,
      days: 1,
    }),
  );
  add(calculateThr(thr, { wage: 5_000_000, months: 3 }));
  add(calculateThr(thr, { wage: 5_000_000, months: 30 }));
  add(calculateBpjs(bpjs, { wage: 15_000_000, jkk: "0.24", size: "large" }, "2026-06-01"));
  add(calculateBpjs(bpjs, { wage: 5_000_000, jkk: "0.24", size: "micro" }, "2026-06-01"));
  add(calculatePph21(pph21, { gross: 20_080_000, status: "K/0", month: 3, pension: 0 }));
  add(calculatePph21(pph21, { gross: 6_000_000, status: "TK/0", month: 12, pension: 600_000 }));
  add(calculateSeverance(severance, { wage: 1, years: 10, months: 0, reason: "retirement" }));
  add(calculateSeverance(severance, { wage: 1, years: 1, months: 0, reason: "efficiency" }));
  add(calculateSeverance(severance, { wage: 1, years: 1, months: 0, reason: "resignation" }));
  return steps;
}

describe("the calculators' words", () => {
  it("word every step in both languages, each slot filled from the step's values", () => {
    const steps = everyKindOfStep();
    expect(new Set(steps.map((step) => step.key))).toEqual(new Set(Object.keys(payrollWordsEn.steps)));
    for (const step of steps)
      for (const words of [payrollWordsEn, payrollWordsId]) {
        const text = words.steps[step.key as keyof typeof words.steps];
        for (const slot of slotsOf(text))
          expect(Object.keys(step.values), `${step.key}: {${slot}}`).toContain(slot);
      }
  });

  it("give the Indonesian words the same slots as the English", () => {
    const pairs = (english: object, indonesian: object): Array<[string, string, string]> =>
      Object.entries(english).flatMap(([key, value]) => {
        const other = (indonesian as Record<string, unknown>)[key];
        if (typeof value === "string") return [[key, value, String(other)]];
        return pairs(value as object, other as object);
      });
    for (const [key, english, indonesian] of pairs(payrollWordsEn, payrollWordsId))
      expect(slotsOf(indonesian), key).toEqual(slotsOf(english));
  });
});
