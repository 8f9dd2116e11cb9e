import { describe, expect, it } from "vitest";
import { avoidedTerms, readGlossary } from "../../scripts/ops/glossary.ts";
import { builtPages } from "../support/page-text.ts";

describe("every prerendered page", () => {
  const glossary = readGlossary();
  const pages = builtPages();

  it("was built in both languages", () => {
    expect(pages.filter((page) => page.lang === "id").length).toBeGreaterThan(50);
    expect(pages.filter((page) => page.lang === "en").length).toBeGreaterThan(50);
  });

  it("uses its language's terms of the glossary (docs/glossary.md), none it avoids", () => {
    const problems = pages.flatMap(({ urlPath, lang, text }) =>
      avoidedTerms(text, glossary[lang]).map(
        ({ term, concept, context }) => `${urlPath}: "${term}" (${concept}) in “…${context}…”`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
