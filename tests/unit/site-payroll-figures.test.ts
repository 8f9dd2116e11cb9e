import { describe, expect, it } from "vitest";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { payrollRates } from "../../content/payroll/index.ts";
import { inIndonesian } from "../../content/regulations/schema.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { calculateBpjs } from "../../core/payroll/bpjs.ts";
import { calculateOvertime, type OvertimeInput } from "../../core/payroll/overtime.ts";
import { calculatePph21 } from "../../core/payroll/pph21.ts";

/**
 * The payroll figures the site draws outside the calculators — the admin screens' payroll run and
 * approvals, the payroll services page's payslip — recomputed from their inputs with the calculators'
 * modules, so no page disagrees with our own calculator (docs/calculators.md).
 */

const { overtime, bpjs, pph21 } = payrollRates;
/** The May 2026 payroll run the screens show (21 April to 20 May). */
const runDay = "2026-05-20";
const month = 5;

const written = (value: number, lang: Lang) => {
  const english = value.toLocaleString("en-US");
  return lang === "en" ? english : inIndonesian(english);
};
// Rupiah one way per language (docs/glossary.md): "Rp" before the amount in both.
const currency = { en: "Rp", id: "Rp" } as const;

const overtimePay = (input: Partial<OvertimeInput> & { wage: number }) => {
  const result = calculateOvertime(overtime, {
    variable: 0,
    week: 5,
    day: "workday",
    hours: 1,
    days: 1,
    ...input,
  });
  if (result.kind !== "result") throw new Error(`overtime refused: ${result.reason}`);
  return result.outputs.total;
};
const employeeBpjs = (wage: number) =>
  calculateBpjs(bpjs, { wage, jkk: "0.54", size: "medium" }, runDay)?.outputs["employee-total"] ?? NaN;
/** Everyone on the screens is in TER category A (TK/0, TK/1 or K/0). */
const tax = (gross: number) =>
  calculatePph21(pph21, { gross, status: "TK/0", month, pension: 0 }).outputs.tax;

/** Dewi Lestari's May: her wage, 2 hours of overtime on 4 working days, a claim reimbursed with her pay. */
const dewi = { wage: 8_000_000, claims: 245_000 };
const dewiOvertime = overtimePay({ wage: dewi.wage, hours: 2, days: 4 });
// A claim reimburses an expense: it is paid with the salary but is not gross pay, so it is not taxed.
const dewiGross = dewi.wage + dewiOvertime;

/** Each row of the payroll run: the wage BPJS is reported on, and the month's gross pay. */
const payrollRun: Record<string, { bpjsWage: number; gross: number }> = {
  "Dewi Lestari": { bpjsWage: dewi.wage, gross: dewiGross },
  "Eko Saputra": { bpjsWage: 6_500_000, gross: 7_480_000 },
  "Budi Santoso": { bpjsWage: 5_300_000, gross: 5_912_600 },
  "Nurul Aisyah": { bpjsWage: 5_600_000, gross: 5_600_000 },
  "Sri Wahyuni": { bpjsWage: 5_300_000, gross: 5_040_000 },
  "Rina Marlina": { bpjsWage: 5_300_000, gross: 5_450_000 },
};

describe.each(["en", "id"] as const)("the site's payroll figures (%s)", (lang) => {
  it("in the admin screens' payroll run: BPJS, PPh 21 at TER and net pay from each gross", () => {
    const rows = adminScreensContent[lang].payroll.table.rows;
    expect(rows.map((row) => row.person)).toEqual(Object.keys(payrollRun));
    for (const row of rows) {
      const inputs = payrollRun[row.person];
      if (!inputs) throw new Error(`no inputs for ${row.person}`);
      const deducted = employeeBpjs(inputs.bpjsWage);
      const withheld = tax(inputs.gross);
      expect(row.cells.slice(1), row.person).toEqual(
        [inputs.gross, deducted, withheld, inputs.gross - deducted - withheld].map((value) =>
          written(value, lang),
        ),
      );
    }
  });

  it("on the payroll services page's payslip: overtime, deductions and take-home pay, the claim not taxed", () => {
    const payslip = featurePages[lang].payroll.screens.employee;
    const deductions = employeeBpjs(dewi.wage) + tax(dewiGross);
    const takeHome = dewiGross - deductions + dewi.claims;
    expect(payslip.highlight?.value).toBe(`${lang === "id" ? "Rp " : ""}${written(takeHome, lang)}`);
    const metas = payslip.rows.map((row) => row.meta);
    expect(metas[0]).toBe(`${currency[lang]} ${written(dewi.wage, lang)}`);
    expect(metas[1]).toMatch(new RegExp(`^${currency[lang]} ${written(dewiOvertime, lang)} · 4 `));
    expect(metas[2]).toMatch(new RegExp(`^${currency[lang]} ${written(dewi.claims, lang)} · `));
    expect(metas[3]).toBe(`− ${currency[lang]} ${written(deductions, lang)}`);
  });

  it("in the approvals: overtime pay on a Rp 5,300,000 wage, and a day over the limit refused", () => {
    const cells = Object.fromEntries(
      adminScreensContent[lang].approvals.table.rows.map((row) => [row.person, row.cells.at(-1)]),
    );
    const pay = (input: Partial<OvertimeInput>) =>
      `${currency[lang]} ${written(overtimePay({ wage: 5_300_000, ...input }), lang)}`;
    expect(cells["Eko Saputra"]).toBe(pay({ hours: 3 }));
    expect(cells["Budi Santoso"]).toBe(pay({ hours: 2 }));
    expect(cells["Dedi Kurniawan"]).toBe(pay({ day: "rest", hours: 4 }));
    expect(
      calculateOvertime(overtime, {
        wage: 5_300_000,
        variable: 0,
        week: 5,
        day: "workday",
        hours: 5,
        days: 1,
      }),
    ).toMatchObject({ kind: "refusal", values: { limit: 4 } });
  });
});
