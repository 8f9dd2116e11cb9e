import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  brandFontFiles,
  buildBrandFont,
  firstFaceCodePoints,
  fontsourceRange,
  formatUnicodeRange,
  latinSplit,
  parseUnicodeRange,
} from "../../scripts/fonts/brand-font.ts";

describe("the brand font's Latin faces", () => {
  it("are the files npm run fonts makes from the installed Fontsource package", async () => {
    const built = await buildBrandFont();
    expect(readFileSync(brandFontFiles.stylesheet, "utf8"), "app/styles/fonts.css: run npm run fonts").toBe(
      built.stylesheet,
    );
    for (const face of ["first", "rest"] as const) {
      const committed = readFileSync(brandFontFiles[face]);
      expect(committed.equals(built[face]), `${brandFontFiles[face]}: run npm run fonts`).toBe(true);
    }
  });

  it("split Fontsource's Latin range: every character in exactly one face", () => {
    const latin = parseUnicodeRange(fontsourceRange("latin"));
    const { first, rest } = latinSplit();
    expect(first.filter((code) => rest.includes(code))).toEqual([]);
    expect([...first, ...rest].sort((a, b) => a - b)).toEqual([...new Set(latin)].sort((a, b) => a - b));
    // Every character chosen for the first face is one the Latin file has a range for.
    expect(first).toEqual([...firstFaceCodePoints].sort((a, b) => a - b));
  });

  it("keeps the first face within a phone's first round trip on its connection (14.6 KB)", () => {
    expect(readFileSync(brandFontFiles.first).length).toBeLessThan(14_600);
  });
});

describe("unicode-range values", () => {
  it("join consecutive characters into spans and read back to the same characters", () => {
    const range = formatUnicodeRange([0x41, 0x42, 0x43, 0xe9, 0x2013, 0x2014, 0x41]);
    expect(range).toBe("U+0041-0043, U+00E9, U+2013-2014");
    expect(parseUnicodeRange(range)).toEqual([0x41, 0x42, 0x43, 0xe9, 0x2013, 0x2014]);
  });

  it("refuse what is not a range", () => {
    expect(() => parseUnicodeRange("U+00FF,latin")).toThrow('Not a unicode-range part: "latin"');
  });
});
