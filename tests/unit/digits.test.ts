import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, prosePrice } from "../../core/pricing/money.ts";
import { digitsText } from "../../core/text/digits.ts";

const intlLocales = { en: "en-US", id: "id-ID" } as const;
const intl = (value: number, lang: "en" | "id", min: number, max: number) =>
  new Intl.NumberFormat(intlLocales[lang], { minimumFractionDigits: min, maximumFractionDigits: max }).format(
    value,
  );

/** Amounts as people and the calculators write them: whole rupiah to a trillion, and decimals. */
const amounts = fc
  .tuple(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 6 }))
  .map(([digits, decimals]) => digits / 10 ** decimals);

describe("numbers written without Intl (core/text/digits.ts)", () => {
  it("write what Intl.NumberFormat writes, in both languages, at every precision the site uses", () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom("en" as const, "id" as const), (value, lang) => {
        for (const [min, max] of [
          [0, 0],
          [0, 4],
          [2, 2],
        ] as const)
          expect(digitsText(value, lang, min, max)).toBe(intl(value, lang, min, max));
      }),
      { numRuns: 3000 },
    );
  });

  it("round the decimal a number is written as, half away from zero, as Intl does", () => {
    for (const value of [1.00005, 1.00015, 0.99995, 9.99995, 0.58333333, 2.5, -2.5, 1e-7, 1e21])
      for (const lang of ["en", "id"] as const)
        expect(digitsText(value, lang, 0, 4), `${value}`).toBe(intl(value, lang, 0, 4));
    expect(digitsText(3_791_666.6666666665, "id", 0, 0)).toBe("3.791.667");
    expect(digitsText(0.24, "id", 0, 4)).toBe("0,24");
  });

  it("write rupiah in running text as the pricing cards write them", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.constantFrom("en" as const, "id" as const),
        (amount, lang) => {
          expect(prosePrice(amount, "IDR", lang)).toBe(formatPrice(amount, "IDR", lang).replace(/\s/u, " "));
        },
      ),
    );
    expect(prosePrice(15_000, "IDR", "en")).toBe("Rp 15,000");
    expect(prosePrice(15_000, "IDR", "id")).toBe("Rp 15.000");
    expect(prosePrice(1.5, "SGD", "en")).toBe("SGD 1.50");
    expect(prosePrice(4, "MYR", "id")).toBe("MYR 4");
  });
});
