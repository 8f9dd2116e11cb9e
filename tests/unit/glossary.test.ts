import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { avoidedTerms, glossaryDoc, glossaryMarkdown, readGlossary } from "../../scripts/ops/glossary.ts";

describe("the glossary", () => {
  it("is written to docs/glossary.md from docs/glossary.yaml (npm run glossary)", async () => {
    expect(readFileSync(glossaryDoc, "utf8")).toBe(await glossaryMarkdown());
  });

  it("is linked from the style page's part on the site's words", () => {
    const stylePage = readFileSync(new URL("../../docs/style.md", import.meta.url), "utf8");
    const words = stylePage.slice(
      stylePage.indexOf("## Writing the site's words"),
      stylePage.indexOf("## Writing the code"),
    );
    expect(words).toContain("(glossary.md)");
  });

  it("finds an avoided term as a whole word in any case, not inside a term the concept uses", () => {
    const id = readGlossary().id;
    const terms = (text: string) => avoidedTerms(text, id).map(({ term }) => term);
    expect(terms("Atur kebijakan per golongan jabatan.")).toEqual([]);
    expect(terms("Atur kebijakan per Golongan atau grade.")).toEqual(["grade", "golongan"]);
    expect(terms("Atasan menyetujui dengan dua\n ketukan.")).toEqual(["dua ketukan"]);
    expect(terms("Reimburse cair · Rp 245.000")).toEqual(["cair"]);
    expect(terms("Dana mencair, backup-nya, website")).toEqual([]);
    expect(terms("Izin sakit, bukan cuti sakit.")).toEqual(["cuti sakit"]);
  });
});
