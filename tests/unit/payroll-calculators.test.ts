import { describe, expect, it } from "vitest";
import { payrollRates } from "../../content/payroll/index.ts";
import { taxStatuses } from "../../content/payroll/schema.ts";
import { calculateBpjs } from "../../core/payroll/bpjs.ts";
import { calculateOvertime, overtimeLimit, type OvertimeInput } from "../../core/payroll/overtime.ts";
import { ratio, round } from "../../core/payroll/exact.ts";
import { article17, calculatePph21, ptkpOf, terCategory, terRow } from "../../core/payroll/pph21.ts";
import { calculateSeverance, type SeveranceInput } from "../../core/payroll/severance.ts";
import { calculateThr } from "../../core/payroll/thr.ts";

const { overtime, thr, bpjs, pph21, severance } = payrollRates;

const outputsOf = <Result>(result: Result) => {
  if (typeof result !== "object" || result === null || !("outputs" in result))
    throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result.outputs as Record<string, number>;
};

describe("the overtime calculator (PP 35/2021)", () => {
  const on = (input: Partial<OvertimeInput>) =>
    calculateOvertime(overtime, {
      wage: 4_500_000,
      variable: 0,
      week: 5,
      day: "workday",
      hours: 1,
      days: 1,
      ...input,
    });

  it("multiplies the exact hourly wage, never the rounded one", () => {
    // 4 hours on a working day: (1.5 + 2 + 2 + 2) × 4,500,000 / 173 = 195,086.71 → 195,087. Rounding the
    // hourly wage first (26,012) would give 195,090.
    const result = on({ hours: 4 });
    expect(outputsOf(result).total).toBe(195_087);
    expect(
      result.kind === "result" && result.working.find((step) => step.key === "overtime.hourly-wage")?.figure,
    ).toBe(26_012);
  });

  it("bases the hourly wage on 75 % of the whole wage when basic pay and fixed allowances are under it", () => {
    // 3,000,000 of 5,000,000 is 60 %: the base is 3,750,000; one hour × 1.5 = 32,514.45 → 32,514.
    expect(outputsOf(on({ wage: 3_000_000, variable: 2_000_000, hours: 1 })).total).toBe(32_514);
    // 4,000,000 of 5,000,000 is 80 %: the base stays the wage.
    expect(outputsOf(on({ wage: 4_000_000, variable: 1_000_000, hours: 1 })).total).toBe(34_682);
  });

  it.each([
    [6, "rest", 7, 14],
    [6, "rest", 8, 17],
    [6, "rest", 11, 29],
    [5, "rest", 8, 16],
    [5, "rest", 9, 19],
    [5, "rest", 12, 31],
    [6, "rest-short", 5, 10],
    [6, "rest-short", 6, 13],
    [6, "rest-short", 9, 25],
    [5, "workday", 1, 1.5],
    [6, "workday", 4, 7.5],
  ] as const)(
    "pays a %i-day week's %s at every band edge (%i hours = %f × the hourly wage)",
    (week, day, hours, times) => {
      // 1,730,000 a month is 10,000 an hour, so each total is exact.
      expect(outputsOf(on({ wage: 1_730_000, week, day, hours })).total).toBe(times * 10_000);
    },
  );

  it("refuses more hours than the day allows, naming the limit and its article, with no total", () => {
    expect(on({ hours: 4.25 })).toEqual({
      kind: "refusal",
      reason: "over-daily-limit",
      values: { limit: 4, hours: 4.25 },
      source: { regulation: "PP 35/2021", article: "Pasal 26 ayat (1)", effective: "2021-02-02" },
    });
    expect(on({ week: 6, day: "rest", hours: 12 })).toMatchObject({
      reason: "over-daily-limit",
      values: { limit: 11 },
    });
    expect(on({ week: 5, day: "rest-short", hours: 1 })).toMatchObject({
      reason: "shortest-day-needs-six-day-week",
    });
    expect(overtimeLimit(overtime, 5, "rest")).toBe(12);
  });

  it("counts several such days and quarters of an hour, rounding once", () => {
    // 2.5 hours: 1.5 + 1.5 × 2 = 4.5 × 10,000 a day, 3 days.
    expect(outputsOf(on({ wage: 1_730_000, hours: 2.5, days: 3 })).total).toBe(135_000);
    // 1 hour at 1.5 of 1,000,001 / 173 = 8,670.53 a day; 7 days = 60,693.64 → 60,694 (not 7 × 8,671).
    expect(outputsOf(on({ wage: 1_000_001, hours: 1, days: 7 })).total).toBe(60_694);
  });
});

describe("the THR calculator (Permenaker 6/2016)", () => {
  it("gives Kemnaker's example: 3 months of service on Rp 6,000,000 is 3/12 of it, Rp 1,500,000", () => {
    expect(outputsOf(calculateThr(thr, { wage: 6_000_000, months: 3 })).total).toBe(1_500_000);
  });

  it("gives a whole month's wage from 12 months, and 11/12 at 11", () => {
    expect(outputsOf(calculateThr(thr, { wage: 5_000_000, months: 12 })).total).toBe(5_000_000);
    expect(outputsOf(calculateThr(thr, { wage: 5_000_000, months: 40 })).total).toBe(5_000_000);
    expect(outputsOf(calculateThr(thr, { wage: 5_000_000, months: 11 })).total).toBe(4_583_333);
    expect(outputsOf(calculateThr(thr, { wage: 5_000_000, months: 1 })).total).toBe(416_667);
  });

  it("says an employee under one month of service is not yet entitled", () => {
    expect(calculateThr(thr, { wage: 5_000_000, months: 0 })).toEqual({
      kind: "refusal",
      reason: "not-yet-entitled",
      values: { minimumMonths: 1, months: 0 },
      source: { regulation: "Permenaker 6/2016", article: "Pasal 2 ayat (1)", effective: "2016-03-08" },
    });
  });
});

describe("the BPJS calculator", () => {
  it("gives the contributions on Rp 8,000,000 of the registration guide's example", () => {
    const result = calculateBpjs(bpjs, { wage: 8_000_000, jkk: "0.54", size: "medium" }, "2026-06-01");
    expect(result?.ratesAsOf).toBe("2026-03-01");
    expect(result?.working[0]).toMatchObject({
      key: "bpjs.programmes",
      figure: null,
      values: { size: "medium", programmes: "JKK, JKM, JHT, JP" },
      source: { regulation: "Perpres 109/2013", article: "Pasal 6 ayat (3)" },
    });
    expect(result?.outputs).toEqual({
      "jht-employer": 296_000,
      "jht-employee": 160_000,
      "jp-employer": 160_000,
      "jp-employee": 80_000,
      jkk: 43_200,
      jkm: 24_000,
      "kesehatan-employer": 320_000,
      "kesehatan-employee": 80_000,
      "employer-total": 843_200,
      "employee-total": 320_000,
    });
  });

  it("caps JP at the cap in force on the day, and says which and since when", () => {
    const before = calculateBpjs(bpjs, { wage: 15_000_000, jkk: "0.24", size: "large" }, "2026-02-28");
    expect(before?.outputs["jp-employee"]).toBe(105_474);
    expect(before?.jpCap).toEqual({ wage: 10_547_400, since: "2025-03-01" });
    const after = calculateBpjs(bpjs, { wage: 15_000_000, jkk: "0.24", size: "large" }, "2026-03-01");
    expect(after?.outputs["jp-employee"]).toBe(110_863);
    expect(after?.outputs["jp-employer"]).toBe(221_726);
    expect(after?.jpCap).toEqual({ wage: 11_086_300, since: "2026-03-01" });
    expect(after?.outputs["kesehatan-employee"]).toBe(120_000);
    expect(after?.outputs["jht-employee"]).toBe(300_000);
    // At the caps exactly, and a rupiah above them.
    const atCap = calculateBpjs(bpjs, { wage: 11_086_300, jkk: "0.24", size: "large" }, "2026-03-01");
    const aboveCap = calculateBpjs(bpjs, { wage: 11_086_301, jkk: "0.24", size: "large" }, "2026-03-01");
    expect(aboveCap?.outputs["jp-employee"]).toBe(atCap?.outputs["jp-employee"]);
    const atHealthCap = calculateBpjs(bpjs, { wage: 12_000_000, jkk: "0.24", size: "large" }, "2026-03-01");
    const aboveHealthCap = calculateBpjs(
      bpjs,
      { wage: 12_000_001, jkk: "0.24", size: "large" },
      "2026-03-01",
    );
    expect(aboveHealthCap?.outputs["kesehatan-employer"]).toBe(atHealthCap?.outputs["kesehatan-employer"]);
  });

  it("asks each size of business for its programmes (Perpres 109/2013 Pasal 6), BPJS Kesehatan for all", () => {
    const bySize = (size: "large" | "medium" | "small" | "micro") =>
      calculateBpjs(bpjs, { wage: 5_000_000, jkk: "1.74", size }, "2026-06-01")?.outputs;
    expect(bySize("small")).toMatchObject({ "jp-employer": 0, "jp-employee": 0, "jht-employer": 185_000 });
    expect(bySize("micro")).toMatchObject({
      "jht-employer": 0,
      "jp-employer": 0,
      jkk: 87_000,
      jkm: 15_000,
      "kesehatan-employer": 200_000,
      "employee-total": 50_000,
    });
    expect(
      calculateBpjs(bpjs, { wage: 5_000_000, jkk: "2.00", size: "large" }, "2026-06-01"),
    ).toBeUndefined();
  });
});

describe("the PPh 21 calculator (PP 58/2023, PMK 168/2023)", () => {
  it("gives the Ministry of Finance's March example: K/0, Rp 20,080,000 → Rp 1,807,200 (category A, 9 %)", () => {
    const result = calculatePph21(pph21, { gross: 20_080_000, status: "K/0", month: 3, pension: 0 });
    expect(result.outputs.tax).toBe(1_807_200);
    expect(result.ratesAsOf).toBe("2024-01-01");
    expect(result.working.map((step) => step.key)).toEqual(["pph21.category", "pph21.ter-rate", "pph21.tax"]);
    expect(result.working.map((step) => [step.key, step.figure])).toContainEqual(["pph21.ter-rate", 9]);
  });

  it("puts each status in its category and gives its PTKP", () => {
    expect(taxStatuses.map((status) => terCategory(pph21, status))).toEqual([
      "A",
      "A",
      "B",
      "B",
      "A",
      "B",
      "B",
      "C",
    ]);
    expect(taxStatuses.map((status) => ptkpOf(pph21, status) / 100_000)).toEqual([
      540, 585, 630, 675, 585, 630, 675, 720,
    ]);
  });

  it("applies each TER row from its first rupiah to its last, and the next row a rupiah later", () => {
    for (const table of pph21.ter)
      table.rows.forEach((row, index) => {
        const status = table.statuses[0] ?? "TK/0";
        const taxAt = (gross: number) =>
          calculatePph21(pph21, { gross, status, month: 1, pension: 0 }).outputs.tax;
        const expected = (gross: number, rate: number) => Math.round((gross * rate * 100) / 10_000);
        expect(terRow(pph21, table.category, row.from).rate, `${table.category} row ${index + 1}`).toBe(
          row.rate,
        );
        expect(taxAt(row.from)).toBe(expected(row.from, row.rate));
        if (row.to === undefined) return;
        expect(taxAt(row.to)).toBe(expected(row.to, row.rate));
        expect(terRow(pph21, table.category, row.to + 1).rate).toBe(table.rows[index + 1]?.rate);
      });
  });

  it("works December out at the Article 17 rates, less January to November at TER", () => {
    // TK/0, Rp 10,000,000 a month, Rp 300,000 of JHT and JP: 120,000,000 − 6,000,000 (job expenses, at the
    // cap) − 3,600,000 − 54,000,000 = 56,400,000 taxable, 5 % = 2,820,000; withheld 11 × 2 % × 10,000,000.
    const result = calculatePph21(pph21, { gross: 10_000_000, status: "TK/0", month: 12, pension: 300_000 });
    expect(result.outputs).toEqual({ tax: 620_000, refund: 0 });
    expect(result.assumptions).toContain("same-gross-every-month");
    // K/0, Rp 50,000,000: 600,000,000 − 6,000,000 − 58,500,000 = 535,500,000 taxable: 3,000,000 +
    // 28,500,000 + 62,500,000 + 30 % × 35,500,000 = 104,650,000, less 11 × 18 % × 50,000,000.
    expect(
      calculatePph21(pph21, { gross: 50_000_000, status: "K/0", month: 12, pension: 0 }).outputs.tax,
    ).toBe(5_650_000);
  });

  it.each([
    [0, 0],
    [60_000_000, 3_000_000],
    [60_001_000, 3_000_150],
    [250_000_000, 31_500_000],
    [250_001_000, 31_500_250],
    [500_000_000, 94_000_000],
    [500_001_000, 94_000_300],
    [5_000_000_000, 1_444_000_000],
    [5_000_001_000, 1_444_000_350],
  ])("taxes a taxable income of %i at the Article 17 rates as %i, at every band edge", (taxable, tax) => {
    expect(Number(round(article17(pph21, ratio(taxable)).tax))).toBe(tax);
  });

  it("caps job expenses at Rp 6,000,000 a year, from a gross of Rp 10,000,000 a month", () => {
    const jobExpenses = (gross: number) =>
      calculatePph21(pph21, { gross, status: "TK/0", month: 12, pension: 0 }).working.find(
        (step) => step.key === "pph21.job-expenses",
      )?.figure;
    expect(jobExpenses(9_999_999)).toBe(5_999_999);
    expect(jobExpenses(10_000_000)).toBe(6_000_000);
    expect(jobExpenses(10_000_001)).toBe(6_000_000);
  });

  it("rounds taxable income down to the thousand, and returns what TER withheld too much", () => {
    // TK/0, Rp 6,000,000 and Rp 600,000 of pension contributions: 72,000,000 − 3,600,000 − 7,200,000 −
    // 54,000,000 = 7,200,000 → 360,000 for the year; TER withheld 11 × 0.75 % × 6,000,000 = 495,000.
    expect(
      calculatePph21(pph21, { gross: 6_000_000, status: "TK/0", month: 12, pension: 600_000 }).outputs,
    ).toEqual({
      tax: 0,
      refund: 135_000,
    });
    // Rp 5,500,123 a month: 66,001,476 − 3,300,073.8 − 54,000,000 = 8,701,402.2 → 8,701,000 taxable.
    const result = calculatePph21(pph21, { gross: 5_500_123, status: "TK/0", month: 12, pension: 0 });
    expect(result.working.find((step) => step.key === "pph21.taxable")?.figure).toBe(8_701_000);
  });
});

describe("the severance calculator (PP 35/2021)", () => {
  const pay = (input: Partial<SeveranceInput>) =>
    calculateSeverance(severance, { wage: 10_000_000, years: 10, months: 0, reason: "efficiency", ...input })
      .outputs;

  it.each([
    ["retirement", 157_500_000, 40_000_000],
    ["efficiency", 90_000_000, 40_000_000],
    ["efficiency-loss", 45_000_000, 40_000_000],
    ["closure", 90_000_000, 40_000_000],
    ["closure-loss", 45_000_000, 40_000_000],
    ["death", 180_000_000, 40_000_000],
    ["illness", 180_000_000, 40_000_000],
    ["resignation", 0, 0],
  ] as const)(
    "pays 10 years' service ended by %s: pesangon %i, UPMK %i",
    (reason, severancePay, longService) => {
      expect(pay({ reason })).toEqual({
        severance: severancePay,
        "long-service": longService,
        total: severancePay + longService,
      });
    },
  );

  it.each([
    [0, 0, 1, 0],
    [0, 11, 1, 0],
    [1, 0, 2, 0],
    [2, 11, 3, 0],
    [3, 0, 4, 2],
    [5, 11, 6, 2],
    [6, 0, 7, 3],
    [7, 11, 8, 3],
    [8, 0, 9, 3],
    [9, 0, 9, 4],
    [12, 0, 9, 5],
    [15, 0, 9, 6],
    [18, 0, 9, 7],
    [21, 0, 9, 8],
    [23, 11, 9, 8],
    [24, 0, 9, 10],
    [40, 0, 9, 10],
  ])(
    "after %i years and %i months: %i months' pesangon and %i months' UPMK",
    (years, months, severanceMonths, longServiceMonths) => {
      expect(pay({ wage: 1_000_000, years, months })).toEqual({
        severance: severanceMonths * 1_000_000,
        "long-service": longServiceMonths * 1_000_000,
        total: (severanceMonths + longServiceMonths) * 1_000_000,
      });
    },
  );

  it("explains uang penggantian hak and, on resignation, uang pisah, without guessing them", () => {
    const keys = calculateSeverance(severance, {
      wage: 1,
      years: 1,
      months: 0,
      reason: "resignation",
    }).working.map((step) => step.key);
    expect(keys).toEqual([
      "severance.wage",
      "severance.service",
      "severance.resignation",
      "severance.replacement-of-rights",
    ]);
  });
});
