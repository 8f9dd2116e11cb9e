import { describe, expect, it } from "vitest";
import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { calculatorKeys, calculatorPage } from "../../content/calculators/keys.ts";
import { payrollRates } from "../../content/payroll/index.ts";
import { jkkClasses } from "../../core/payroll/bpjs.ts";
import {
  readBpjsQuery,
  readOvertimeQuery,
  readPph21Query,
  readSeveranceQuery,
  readThrQuery,
} from "../../core/payroll/query.ts";
import { pageQueries } from "../../core/routing/pages.ts";
import { dateText, figureText, rupiahText, sourceText, stepText } from "../../app/calculators/format.ts";
import { queryOf, readingShown } from "../../app/calculators/use-calculator-form.ts";
import { payrollWordsEn } from "../../core/payroll/words.en.ts";
import { payrollWordsId } from "../../core/payroll/words.id.ts";
import { en } from "../../core/i18n/en.ts";

/** A query of each calculator with every parameter filled in. */
const fullQueries = {
  overtime: { wage: "4500000", variable: "0", week: "5", day: "workday", hours: "4", days: "1" },
  thr: { wage: "6000000", months: "3" },
  bpjs: { wage: "8000000", jkk: "0.24", size: "large" },
  pph21: { gross: "20080000", status: "K/0", month: "3", pension: "0" },
  severance: { wage: "10000000", years: "5", months: "0", reason: "efficiency" },
} as const;

const read = {
  overtime: readOvertimeQuery,
  thr: readThrQuery,
  bpjs: (params: URLSearchParams) => readBpjsQuery(params, jkkClasses(payrollRates.bpjs)),
  pph21: readPph21Query,
  severance: readSeveranceQuery,
};

describe("the calculators' pages", () => {
  it.each(calculatorKeys)(
    "%s: the route table renders exactly the parameters its reader reads, and `sent`",
    (key) => {
      const reading = read[key](new URLSearchParams(fullQueries[key]));
      expect(reading.kind).toBe("input");
      const fields = reading.kind === "input" ? Object.keys(reading.input).sort() : [];
      // Beside them, `sent`: "Email me this calculation" was just sent (docs/calculators.md).
      const queries = pageQueries[calculatorPage[key]].filter((name) => name !== "sent");
      expect([...queries].sort()).toEqual(fields);
    },
  );

  it.each(["en", "id"] as const)("explain each calculator in 300 to 600 words (%s)", (lang) => {
    for (const key of calculatorKeys) {
      const words = calculatorPagesContent[lang].calculators[key].explainer
        .flatMap((section) => section.paragraphs)
        .join(" ")
        .split(/\s+/).length;
      expect(words, key).toBeGreaterThanOrEqual(300);
      expect(words, key).toBeLessThanOrEqual(600);
    }
  });

  it("write rupiah as the site's running text does, in each language", () => {
    expect(rupiahText(1_807_200, "en")).toBe("Rp 1,807,200");
    expect(rupiahText(1_807_200, "id")).toBe("Rp 1.807.200");
    expect(figureText(1.5, "multiplier", "id", en.calculatorPage.units)).toBe("1,5×");
    expect(figureText(null, "count", "en", en.calculatorPage.units)).toBeUndefined();
    // Day first in English too, as every other date of the site (core/i18n/dates.ts).
    expect(dateText("2026-03-01", "en")).toBe("1 March 2026");
    expect(dateText("2026-03-01", "id")).toBe("1 Maret 2026");
  });

  it("name a step's regulation in the page's language", () => {
    const source = { regulation: "PP 35/2021", article: "Pasal 40 ayat (2)", effective: "2021-02-02" };
    expect(sourceText(source, "en")).toBe("PP 35/2021, Article 40 paragraph (2)");
    expect(sourceText(source, "id")).toBe("PP 35/2021, Pasal 40 ayat (2)");
    const step = {
      key: "pph21.tax",
      figure: 1_807_200,
      unit: "rupiah" as const,
      values: { rate: 9, gross: 20_080_000 },
      source,
    };
    expect(stepText(step, "en", payrollWordsEn)).toBe("PPh 21 this month: 9% × Rp\u00a020,080,000");
    expect(stepText(step, "id", payrollWordsId)).toContain("Rp\u00a020.080.000");
  });

  it("show no error for a field not yet filled in while the visitor types, and every error once sent", () => {
    const values = { wage: "5.000.000", months: "" };
    const reading = readThrQuery(queryOf(values));
    expect(readingShown(reading, values, true)).toEqual({ kind: "blank" });
    expect(readingShown(reading, values, false)).toEqual({ kind: "errors", errors: { months: "required" } });
    const wrong = { wage: "lima juta", months: "" };
    expect(readingShown(readThrQuery(queryOf(wrong)), wrong, true)).toEqual({
      kind: "errors",
      errors: { wage: "not-a-number" },
    });
  });
});
