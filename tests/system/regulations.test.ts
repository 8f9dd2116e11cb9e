import { describe, expect, it } from "vitest";
import { builtPages } from "../support/page-text.ts";
import { regulationProblems, statements } from "../support/regulation-statements.ts";

/**
 * Every built page states Indonesia's regulatory figures as content/regulations/indonesia.yaml does: a
 * page that writes an overtime multiplier, the hourly wage's divisor, the THR base, a BPJS rate or the
 * TER's regulation by hand, and writes it otherwise, fails here.
 */
describe("every prerendered page", () => {
  const pages = builtPages();

  it("finds each statement in the facts' own words, in both languages", () => {
    for (const statement of statements)
      for (const lang of ["en", "id"] as const)
        expect(statement.allowed(lang).filter(Boolean), `${statement.what} (${lang})`).not.toEqual([]);
  });

  it("states Indonesia's regulatory figures as content/regulations/indonesia.yaml does", () => {
    let stated = 0;
    const problems = pages.flatMap(({ urlPath, lang, text }) => {
      const found = regulationProblems(lang, text);
      stated += found.stated;
      return found.problems.map((problem) => `${urlPath}: ${problem}`);
    });
    expect(problems).toEqual([]);
    // The pages do state them: the overtime page, its guide, the articles, the FAQ.
    expect(stated).toBeGreaterThan(40);
  });
});
