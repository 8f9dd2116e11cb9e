import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { payrollRates } from "../../content/payroll/index.ts";
import { bandProblems, payrollRatesSchema } from "../../content/payroll/schema.ts";
import { readDataFile } from "../../content/schema/data-file.ts";
import { rootDir } from "../../scripts/repository-root.ts";

const file = "content/payroll/rates.yaml";

interface Row {
  from: number;
  to?: number;
  rate: number;
}
/** rates.yaml as parsed, typed only where the tests below break it. */
const rates = () =>
  parse(readFileSync(join(rootDir, file), "utf8")) as {
    pph21: { ter: Array<{ rows: Row[] }> };
    overtime: { schedules: Array<{ hours: Array<{ from: number; to: number; multiplier: number }> }> };
    bpjs: { jkm: { employer: number } };
  };
const read = (data: unknown) => readDataFile(payrollRatesSchema, { file, data });

describe("the payroll rates and tables", () => {
  it("as written, fit their schema, each with its regulation, article and day in force", () => {
    expect(payrollRates.pph21.ter.map((table) => table.rows.length)).toEqual([44, 40, 41]);
    expect(payrollRates.bpjs.jp.caps.map((cap) => [cap.wage, cap.source.effective])).toEqual([
      [9_077_600, "2022-03-01"],
      [9_559_600, "2023-03-01"],
      [10_042_300, "2024-03-01"],
      [10_547_400, "2025-03-01"],
      [11_086_300, "2026-03-01"],
    ]);
    expect(payrollRates.overtime.hourlySource).toEqual({
      regulation: "PP 35/2021",
      article: "Pasal 32 ayat (2)",
      effective: "2021-02-02",
    });
  });

  it("refuse a TER table with a gap between two rows, naming the file and the row", () => {
    const data = rates();
    const row = data.pph21.ter[0]?.rows[5];
    if (row) row.from += 1000;
    expect(() => read(data)).toThrowError(
      `${file} does not fit its schema:\n  pph21.ter.0.rows.5.from: Row 6: a gap between 6750000 and 6751001 (it must start at 6750001)`,
    );
  });

  it("refuse a TER table whose rows overlap, naming the row", () => {
    const data = rates();
    const row = data.pph21.ter[2]?.rows[10];
    if (row) row.from -= 1;
    expect(() => read(data)).toThrowError(/pph21\.ter\.2\.rows\.10\.from: Row 11 overlaps row 10/);
  });

  it("refuse a rate outside 0–100 %, naming the row", () => {
    const data = rates();
    const row = data.pph21.ter[1]?.rows[3];
    if (row) row.rate = 101;
    data.bpjs.jkm.employer = -0.3;
    expect(() => read(data)).toThrowError(
      new RegExp(
        [
          `${file} does not fit its schema:`,
          "bpjs\\.jkm\\.employer: A rate cannot be below 0 %",
          "pph21\\.ter\\.1\\.rows\\.3\\.rate: A rate cannot be above 100 %",
        ].join("\\n  "),
      ),
    );
  });

  it("stop the regulatory facts' reader too, which reads them before the build, naming the row", async () => {
    const { payrollFiguresOf } = await import("../../content/regulations/payroll-figures.ts");
    expect(payrollFiguresOf(rates())["jp-cap"]).toEqual({ en: "11,086,300", id: "11.086.300" });
    const data = rates();
    const row = data.pph21.ter[0]?.rows[18];
    if (row) row.to = 24_200_000;
    expect(() => payrollFiguresOf(data)).toThrowError(
      `${file} does not fit its schema:\n  pph21.ter.0.rows.19.from: Row 20 overlaps row 19 (it starts at 24150001, row 19 ends at 24200000)`,
    );
  });

  it("refuse an overtime day whose hours leave a gap, and an open row before the last", () => {
    const data = rates();
    const band = data.overtime.schedules[1]?.hours[1];
    if (band) band.from = 9;
    expect(() => read(data)).toThrowError(/overtime\.schedules\.1\.hours\.1\.from: Row 2: a gap/);
    expect(
      bandProblems([{ from: 0 }, { from: 5, to: 9 }], { start: 0, step: 1 }).map(
        (problem) => problem.message,
      ),
    ).toEqual(["Row 1: only the last row may be open-ended"]);
    expect(bandProblems([{ from: 1, to: 4 }], { start: 0, step: 1 })[0]?.message).toBe(
      "Row 1 must start at 0",
    );
  });
});

describe("the editor's form of the payroll rates", () => {
  it("lists every table with its rows and sources, a row's end optional for the open last row", async () => {
    const { editorFields } = await import("../../editor/fields.ts");
    const form = editorFields(payrollRatesSchema, { mediaFolder: "payroll-rates" });
    expect(form.pph21).toMatchObject({
      kind: "object",
      fields: {
        ter: {
          kind: "array",
          element: {
            kind: "object",
            fields: {
              rows: { kind: "array", element: { kind: "object", fields: { from: {}, to: {}, rate: {} } } },
            },
          },
        },
        terSource: { kind: "object", fields: { regulation: {}, article: {}, effective: {} } },
      },
    });
    expect(form.bpjs).toMatchObject({ fields: { jp: { fields: { caps: { kind: "array" } } } } });
  });
});
