/**
 * The customers' marks are drawn in the site's font wherever they show: their letters are outlines of Plus
 * Jakarta Sans (app/art/outline-text.server.ts), never `<text>`, which a file shown by `<img>`
 * would draw in the visitor's system font. docs/decisions/0013-art.md.
 */
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { caseStudyBannerSvg, customerLogoSvg } from "../../app/art/case-study-art.server.tsx";
import { nameWidth } from "../../app/art/customer-logo.server.tsx";
import { advanceEms, outlineText, textWidth } from "../../app/art/outline-text.server.ts";
import { renderHomeArt } from "../../app/components/home/home-art.server.tsx";
import { customerKeys } from "../../content/customers.ts";
import { homeContent } from "../../content/home/index.ts";

const languages = ["en", "id"] as const;

/** The box a path's points and control points span: the outline lies inside it. */
function pathBox(d: string) {
  const tokens = d.match(/[mlhvqcz]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  const see = (x: number, y: number) => {
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  };
  let command = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? "";
    if (/[a-z]/i.test(token)) {
      command = token;
      i += 1;
      if (command.toLowerCase() === "z") {
        [x, y] = [startX, startY];
        continue;
      }
    } else if (command === "m") command = "l";
    else if (command === "M") command = "L";
    const lower = command.toLowerCase();
    const relative = command === lower;
    const args = tokens.slice(i, i + (arity[lower] ?? 0)).map(Number);
    i += arity[lower] ?? 0;
    if (lower === "h") x = (relative ? x : 0) + (args[0] ?? 0);
    else if (lower === "v") y = (relative ? y : 0) + (args[0] ?? 0);
    else {
      for (let j = 0; j < args.length; j += 2) {
        see((relative ? x : 0) + (args[j] ?? 0), (relative ? y : 0) + (args[j + 1] ?? 0));
      }
      x = (relative ? x : 0) + (args.at(-2) ?? 0);
      y = (relative ? y : 0) + (args.at(-1) ?? 0);
    }
    see(x, y);
    if (lower === "m") [startX, startY] = [x, y];
  }
  return box;
}

/** The `d` of each line of the name in a mark. */
const nameLines = (svg: string) =>
  [...svg.matchAll(/<path data-part="name" d="([^"]+)"/g)].map(([, d = ""]) => d);

describe("the customers' marks", () => {
  const files = customerKeys.flatMap((key) =>
    languages.flatMap((lang) => [
      { file: `${key}/logo-${lang}.svg`, svg: customerLogoSvg(key, lang) },
      { file: `${key}/banner-${lang}.svg`, svg: caseStudyBannerSvg(key, lang, "wide") },
      { file: `${key}/banner-${lang}-narrow.svg`, svg: caseStudyBannerSvg(key, lang, "narrow") },
    ]),
  );

  it("are no <img> file with live text: every logo and banner, in both languages, draws its letters as outlines", () => {
    for (const { file, svg } of files) {
      expect(svg, file).not.toContain("<text");
      expect(svg, file).not.toMatch(/font-family/);
    }
  });

  it("on the home page are the same outlines as in the files", () => {
    for (const lang of languages) {
      for (const logo of renderHomeArt(homeContent[lang], lang).customerLogos) {
        expect(logo.svg, `${lang} ${logo.key}`).not.toContain("<text");
        expect(nameLines(logo.svg)).toEqual(nameLines(customerLogoSvg(logo.key, lang)));
      }
    }
  });

  it.each(customerKeys)("of %s fit the 160 × 40 logo, right of the emblem, in both languages", (key) => {
    for (const lang of languages) {
      const lines = nameLines(customerLogoSvg(key, lang));
      expect(lines.length, `${key} ${lang}`).toBeGreaterThan(0);
      for (const d of lines) {
        const box = pathBox(d);
        expect(box.left, `${key} ${lang}`).toBeGreaterThanOrEqual(40);
        expect(box.right, `${key} ${lang}`).toBeLessThanOrEqual(160);
        expect(box.top, `${key} ${lang}`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${key} ${lang}`).toBeLessThanOrEqual(40);
        expect(box.right - box.left, `${key} ${lang}`).toBeLessThanOrEqual(nameWidth);
      }
    }
  });

  it("are drawn without any font installed", () => {
    // resvg with no fonts draws no <text> at all: the name's ink is there only if it is outlines.
    const image = new Resvg(customerLogoSvg("mindray", "en"), { font: { loadSystemFonts: false } }).render();
    const pixels = Buffer.from(image.pixels);
    let inked = 0;
    // The name's part of the logo, right of the emblem (the file is drawn at 2 × 160 × 40).
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 90; x < image.width; x += 1)
        if ((pixels[(y * image.width + x) * 4 + 3] ?? 0) > 128) inked += 1;
    }
    expect(inked).toBeGreaterThan(500);
  });
});

describe("outlined text", () => {
  it("a long name shrinks to exactly the room beside the emblem", () => {
    // "Pemasok perangkat keras", in capitals, at its mark's size and tracking, is wider than the room.
    expect(textWidth("PERANGKAT KERAS", { size: 11, weight: 600, letterSpacing: 3.2 })).toBeGreaterThan(
      nameWidth,
    );
    const d = nameLines(customerLogoSvg("pemasok-perangkat-keras", "id"))[1] ?? "";
    const box = pathBox(d);
    // The ink ends inside the advance (the last letter's side bearing), within a unit of the room's edge.
    expect(box.right).toBeLessThanOrEqual(42 + nameWidth);
    expect(box.right).toBeGreaterThan(42 + nameWidth - 1.5);
  });

  it("is placed by its anchor and measured with the font's own widths", () => {
    const style = { size: 20, weight: 700 };
    const width = textWidth("Mindray", style);
    expect(width).toBeCloseTo(advanceEms("Mindray", 700) * 20, 6);
    const start = pathBox(outlineText("Mindray", { ...style, x: 10, y: 30 }));
    const middle = pathBox(outlineText("Mindray", { ...style, x: 10 + width / 2, y: 30, anchor: "middle" }));
    const end = pathBox(outlineText("Mindray", { ...style, x: 10 + width, y: 30, anchor: "end" }));
    for (const box of [middle, end]) {
      expect(box.left).toBeCloseTo(start.left, 0);
      expect(box.right).toBeCloseTo(start.right, 0);
    }
    // Capitals stand on the baseline; the y of "y" descends below it.
    expect(start.bottom).toBeGreaterThan(30);
    expect(start.top).toBeLessThan(30 - 20 * 0.6);
    // Letter-spacing widens the text by its gaps.
    expect(textWidth("Mindray", { ...style, letterSpacing: 1 }) - width).toBeCloseTo(6, 6);
  });

  it("refuses a weight the family has no face of, and a character its Latin face lacks", () => {
    expect(() => outlineText("Regu", { size: 10, weight: 650, x: 0, y: 0 })).toThrow(/weight 650/);
    expect(() => outlineText("Регу", { size: 10, weight: 700, x: 0, y: 0 })).toThrow(/no letter/);
  });
});
