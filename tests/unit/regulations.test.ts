import { describe, expect, it } from "vitest";
import {
  blogArticles,
  caseStudies,
  guideArticles,
  resources,
} from "../../app/collections/collections.server.ts";
import { aboutContent } from "../../content/company/index.ts";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { homeContent } from "../../content/home/index.ts";
import { payrollRates } from "../../content/payroll/index.ts";
import { calculateBpjs } from "../../core/payroll/bpjs.ts";
import { fillFacts, regulationFacts } from "../../content/regulations/index.ts";
import { inIndonesian, regulationsSchema } from "../../content/regulations/schema.ts";

const fact = (key: string) => {
  const found = regulationFacts.find((item) => item.key === key);
  if (!found) throw new Error(`no fact ${key}`);
  return found;
};

describe("Indonesia's regulatory facts", () => {
  it("give each fact its regulation and its words in both languages", () => {
    expect(regulationFacts.length).toBeGreaterThan(10);
    for (const item of regulationFacts) {
      expect(item.regulation, item.key).toMatch(/\d/);
      expect(item.en, item.key).not.toMatch(/\.$/);
    }
    expect(fact("overtime-hourly-wage").figures).toEqual(["173"]);
    expect(fact("overtime-workday").figures).toEqual(["1.5", "2"]);
  });

  it("fill {fact:key} in the page's language, and refuse a key they do not hold", () => {
    const text = "Upah sejam adalah {fact:overtime-hourly-wage}.";
    expect(fillFacts(text, "id", "x.md")).toBe("Upah sejam adalah 1/173 dari upah sebulan.");
    expect(fillFacts("{fact:overtime-hourly-wage}", "en", "x.md")).toBe("1/173 of the monthly wage");
    expect(() => fillFacts("{fact:overtime-rate}", "id", "content/x.md")).toThrow(
      /content\/x\.md: \{fact:overtime-rate\} names no fact/,
    );
  });

  it("refuse a fact whose words do not state its figures, in each language's writing", () => {
    expect(inIndonesian("12,000,000")).toBe("12.000.000");
    expect(inIndonesian("1.5")).toBe("1,5");
    const facts = [{ ...fact("overtime-workday"), id: "1,75 kali upah sejam untuk jam pertama" }];
    const result = regulationsSchema.safeParse({ facts });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      "The Indonesian words do not state the figure 1,5",
    );
  });

  it("are filled into every page's copy and article, leaving no {fact:…} behind", () => {
    const copies: unknown[] = [homeContent, faqContent, featurePages, aboutContent];
    for (const collection of [blogArticles, caseStudies, guideArticles, resources])
      for (const items of Object.values(collection))
        for (const item of items) copies.push(item.html, item.markdown, item.data);
    expect(JSON.stringify(copies)).not.toContain("{fact:");
    expect(JSON.stringify(featurePages.id.overtime)).toContain(fact("overtime-workday").id);
  });
});

describe("the facts of PPh 21", () => {
  it("name Coretax's slips and the TER's categories and last tax period, in both languages", () => {
    expect(fact("pph21-monthly-slip").en).toContain("BPMP");
    expect(fact("pph21-monthly-slip").id).toContain("BPMP");
    expect(fact("pph21-annual-slip").en).toContain("BPA1");
    expect(fact("pph21-annual-slip").id).toContain("BPA1");
    const categories = ["A: TK/0, TK/1", "K/0; B: TK/2, TK/3, K/1", "K/2; C: K/3"];
    for (const lang of ["en", "id"] as const)
      for (const words of categories) expect(fact("pph21-ter")[lang], lang).toContain(words);
    expect(fact("pph21-ter").en).toContain(
      "in the last tax period: December, or the month the employee leaves",
    );
    expect(fact("pph21-ter").id).toContain(
      "pada masa pajak terakhir, yaitu Desember atau bulan karyawan berhenti",
    );
  });
});

describe("the regulatory facts and the payroll rates", () => {
  it("state the rates' figures, so an article and the calculators state one number", () => {
    const { jp, jht, kesehatan } = payrollRates.bpjs;
    const cap = jp.caps.at(-1);
    expect(cap).toBeDefined();
    expect(fact("jp-wage-cap")).toMatchObject({
      figures: [cap?.wage.toLocaleString("en-US")],
      id: `Rp ${inIndonesian(cap?.wage.toLocaleString("en-US") ?? "")} sebulan sejak Maret ${cap?.source.effective.slice(0, 4)}`,
    });
    expect(fact("jht-rate").figures).toEqual(["5.7", String(jht.employer), String(jht.employee)]);
    expect(fact("bpjs-kesehatan-rate").figures.at(-1)).toBe(kesehatan.cap.toLocaleString("en-US"));
    expect(fact("jkm-rate").en).toMatch(/^0\.30% /);
    expect(fact("overtime-hourly-wage").en).toBe(
      `1/${payrollRates.overtime.hourlyDivisor} of the monthly wage`,
    );

    // The BPJS article's manager on Rp 15,000,000 pays the JP the calculator works out on the same day.
    const article = blogArticles.id.find(
      (item) => item.slug === "panduan-pendaftaran-dan-iuran-bpjs-karyawan-baru",
    );
    const calculated = calculateBpjs(
      payrollRates.bpjs,
      { wage: 15_000_000, jkk: "0.24", size: "large" },
      cap?.source.effective ?? "",
    );
    const employeeJp = inIndonesian(calculated?.outputs["jp-employee"].toLocaleString("en-US") ?? "");
    expect(article?.html).toContain(`Rp ${employeeJp}`);
    expect(article?.html).toContain(fact("jp-wage-cap").id);
  });

  it("refuse a {rates:name} the rates do not offer, naming it", async () => {
    const { fillPayrollFigures } = await import("../../content/regulations/payroll-figures.ts");
    expect(fillPayrollFigures("{rates:jp-cap}", "id", "x.yaml")).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect(() => fillPayrollFigures("{rates:jp-ceiling}", "en", "x.yaml")).toThrow(
      /x\.yaml: \{rates:jp-ceiling\} names no payroll figure/,
    );
  });
});

describe("the leave facts", () => {
  it("state UU 4/2024's maternity and spouse leave and UU 13/2003's leave for important reasons", () => {
    expect(fact("maternity-leave").regulation).toMatch(/^UU 4\/2024/);
    expect(fact("maternity-leave").figures).toEqual(["3"]);
    expect(fact("maternity-leave-pay").figures).toEqual(["4", "75"]);
    expect(fact("spouse-leave").figures).toEqual(["2", "3"]);
    expect(fact("spouse-leave").en).toMatch(/2 days when she miscarries$/);
    expect(fact("spouse-leave").id).toMatch(/2 hari saat istri mengalami keguguran$/);
    expect(fact("important-reasons-leave").regulation).toBe("UU 13/2003, Pasal 93 ayat (4)");
  });

  it("lead the Indonesian blog's leave articles, in an article on UU 4/2024 with its English twin", () => {
    const newestLeave = (lang: "en" | "id") =>
      blogArticles[lang]
        .filter((article) => article.data.category === "leave")
        .sort((a, b) => b.data.date.localeCompare(a.data.date))[0];
    const id = newestLeave("id");
    expect(id?.data.title).toContain("UU 4/2024");
    expect(id?.data.author).toBe("Arif Rahman");
    expect(id?.data.twin).toBe("maternity-and-spouse-leave-under-indonesia-law-4-2024");
    expect(newestLeave("en")?.data.twin).toBe("cuti-melahirkan-dan-cuti-pendampingan-istri-uu-4-2024");
    for (const key of ["maternity-leave", "maternity-leave-pay", "spouse-leave", "important-reasons-leave"])
      expect(id?.html, key).toContain(fact(key).id);
  });

  it("are stated on the leave page in both languages", () => {
    const keys = ["maternity-leave", "maternity-leave-pay", "spouse-leave", "important-reasons-leave"];
    for (const lang of ["en", "id"] as const) {
      const page = JSON.stringify(featurePages[lang].leave);
      for (const key of keys)
        expect(page, `${lang}: ${key}`).toContain(JSON.stringify(fact(key)[lang]).slice(1, -1));
    }
  });
});

describe("the editor's form of the regulatory facts", () => {
  it("lists the facts, each with its key, regulation, figures and both languages' words", async () => {
    const { editorFields } = await import("../../editor/fields.ts");
    const form = editorFields(regulationsSchema, { mediaFolder: "regulations" });
    expect(form.facts).toMatchObject({
      kind: "array",
      element: {
        kind: "object",
        fields: { key: {}, regulation: {}, figures: { kind: "array" }, en: {}, id: {} },
      },
    });
  });
});
