import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { payrollRates } from "../../content/payroll/index.ts";
import { businessSizes, severanceReasons, taxStatuses } from "../../content/payroll/schema.ts";
import { calculateBpjs, jkkClasses } from "../../core/payroll/bpjs.ts";
import {
  calculateOvertime,
  overtimeLimit,
  type OvertimeDay,
  type WorkingWeek,
} from "../../core/payroll/overtime.ts";
import { calculatePph21, terRow } from "../../core/payroll/pph21.ts";
import { calculateSeverance } from "../../core/payroll/severance.ts";
import { calculateThr } from "../../core/payroll/thr.ts";

const { overtime, thr, bpjs, pph21, severance } = payrollRates;

const wage = fc.integer({ min: 1, max: 1_000_000_000_000 });
const days = fc.constantFrom<[WorkingWeek, OvertimeDay]>(
  [5, "workday"],
  [6, "workday"],
  [5, "rest"],
  [6, "rest"],
  [6, "rest-short"],
);
/** Quarters of an hour, 0.25 to 12. */
const quarters = fc.integer({ min: 1, max: 48 }).map((count) => count / 4);

const totalOf = (result: { kind: string; outputs?: { total: number } }) =>
  result.kind === "result" ? (result.outputs?.total ?? 0) : undefined;

describe("the calculators, for any input", () => {
  it("never pay less overtime for more hours, up to the day's limit", () => {
    fc.assert(
      fc.property(
        wage,
        fc.integer({ min: 0, max: 1_000_000_000 }),
        days,
        quarters,
        quarters,
        (pay, variable, [week, day], a, b) => {
          const limit = overtimeLimit(overtime, week, day) ?? 0;
          const [fewer, more] = [Math.min(a, b), Math.max(a, b)];
          fc.pre(more <= limit);
          const at = (hours: number) =>
            totalOf(calculateOvertime(overtime, { wage: pay, variable, week, day, hours, days: 1 })) ?? -1;
          expect(at(more)).toBeGreaterThanOrEqual(at(fewer));
          expect(at(fewer)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("never give less THR for a higher wage, nor for longer service", () => {
    fc.assert(
      fc.property(
        wage,
        wage,
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 1200 }),
        (a, b, m, n) => {
          const at = (pay: number, months: number) => totalOf(calculateThr(thr, { wage: pay, months })) ?? -1;
          const [low, high] = [Math.min(a, b), Math.max(a, b)];
          expect(at(high, m)).toBeGreaterThanOrEqual(at(low, m));
          expect(at(low, Math.max(m, n))).toBeGreaterThanOrEqual(at(low, Math.min(m, n)));
          expect(at(low, m)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("never lower the TER rate as the gross rises within a category", () => {
    for (const table of pph21.ter)
      table.rows.forEach((row, index) => {
        const next = table.rows[index + 1];
        if (next) expect(next.rate, `${table.category} row ${index + 2}`).toBeGreaterThanOrEqual(row.rate);
      });
    fc.assert(
      fc.property(
        fc.constantFrom(...pph21.ter.map((table) => table.category)),
        wage,
        wage,
        (category, a, b) => {
          const [low, high] = [Math.min(a, b), Math.max(a, b)];
          expect(terRow(pph21, category, high).rate).toBeGreaterThanOrEqual(
            terRow(pph21, category, low).rate,
          );
        },
      ),
    );
  });

  it("make the BPJS shares add up to the totals, none negative", () => {
    fc.assert(
      fc.property(
        wage,
        fc.constantFrom(...jkkClasses(bpjs)),
        fc.constantFrom(...businessSizes),
        fc.constantFrom("2022-03-01", "2025-12-31", "2026-03-01", "2030-01-01"),
        (pay, jkk, size, on) => {
          const outputs = calculateBpjs(bpjs, { wage: pay, jkk, size }, on)?.outputs;
          if (!outputs) throw new Error("a class of the data was refused");
          expect(outputs["employer-total"]).toBe(
            outputs["jht-employer"] +
              outputs["jp-employer"] +
              outputs.jkk +
              outputs.jkm +
              outputs["kesehatan-employer"],
          );
          expect(outputs["employee-total"]).toBe(
            outputs["jht-employee"] + outputs["jp-employee"] + outputs["kesehatan-employee"],
          );
          for (const value of Object.values(outputs)) expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("never give a negative PPh 21 or refund, and never more tax for a lower gross in the same month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...taxStatuses),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, b, status, month, pension) => {
          const at = (gross: number) => calculatePph21(pph21, { gross, status, month, pension }).outputs;
          const [low, high] = [at(Math.min(a, b)), at(Math.max(a, b))];
          for (const value of [...Object.values(low), ...Object.values(high)])
            expect(value).toBeGreaterThanOrEqual(0);
          if (month < 12) expect(high.tax).toBeGreaterThanOrEqual(low.tax);
        },
      ),
    );
  });

  it("never give negative severance, and never less for longer service", () => {
    fc.assert(
      fc.property(
        wage,
        fc.integer({ min: 0, max: 1199 }),
        fc.integer({ min: 0, max: 1199 }),
        fc.constantFrom(...severanceReasons),
        (pay, a, b, reason) => {
          const at = (service: number) =>
            calculateSeverance(severance, {
              wage: pay,
              years: Math.floor(service / 12),
              months: service % 12,
              reason,
            }).outputs;
          const [shorter, longer] = [at(Math.min(a, b)), at(Math.max(a, b))];
          expect(longer.total).toBeGreaterThanOrEqual(shorter.total);
          expect(shorter.total).toBe(shorter.severance + shorter["long-service"]);
          for (const value of Object.values(shorter)) expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
