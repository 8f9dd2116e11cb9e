import { describe, expect, it } from "vitest";
import type { Lang } from "../../core/routing/pages.ts";
import { builtPages } from "../support/page-text.ts";

// Rupiah written one way per language (docs/glossary.md, "An amount in rupiah"): "Rp 15,000" in English,
// "Rp 15.000" in Indonesian, as core/pricing/money.ts writes them. Every other spelling of an amount on a
// built page fails, with the words around it.

const everywhere: Array<[string, RegExp]> = [
  ["the code before the amount", /\bIDR\s?\d/g],
  ["the code after the amount", /\d\s?IDR\b/g],
  ["no space after Rp", /\bRp\.?\d/g],
  ["a point after Rp", /\bRp\.\s/g],
];

const otherLanguagesMarks: Record<Lang, Array<[string, RegExp]>> = {
  // "Rp 15.000" on an English page: the Indonesian grouping.
  en: [["dots between thousands", /\bRp \d{1,3}(?:\.\d{3})+(?![\d,])/g]],
  // "Rp 15,000" on an Indonesian page: the English grouping.
  id: [["commas between thousands", /\bRp \d{1,3}(?:,\d{3})+(?![\d.])/g]],
};

describe("every prerendered page", () => {
  const pages = builtPages();

  it("writes rupiah as its language does", () => {
    const problems = pages.flatMap(({ urlPath, lang, text }) =>
      [...everywhere, ...otherLanguagesMarks[lang]].flatMap(([what, pattern]) =>
        [...text.matchAll(pattern)].map(
          (match) =>
            `${urlPath} (${lang}): ${what} in “…${text.slice(Math.max(0, match.index - 30), match.index + 30)}…”`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("shows rupiah on the pages that sell in them, so the check above reads amounts", () => {
    const amounts: Record<Lang, RegExp> = { en: /\bRp \d{1,3},\d{3}\b/, id: /\bRp \d{1,3}\.\d{3}\b/ };
    for (const [lang, path] of [
      ["en", "/pricing"],
      ["id", "/harga"],
      ["en", "/"],
      ["id", "/beranda"],
    ] as const) {
      const page = pages.find((built) => built.urlPath === path);
      expect(page?.text, path).toMatch(amounts[lang]);
    }
  });
});
