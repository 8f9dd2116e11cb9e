/**
 * The brand font's faces (docs/architecture.md, "The brand font"). Fontsource's Latin file of Plus Jakarta
 * Sans is split in two: a first face with ASCII and the few marks the copy uses, small enough to arrive in
 * one round trip and preloaded by every page, and a second face with the rest of the Latin range, which a
 * browser fetches only for a page that shows one of its characters. Both are narrowed to the weights the
 * stylesheet uses. Latin Extended stays Fontsource's own file.
 *
 * `npm run fonts` writes the files (scripts/fonts/build-brand-font.ts); tests/unit/brand-font.test.ts
 * fails when the committed files are not what this module makes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import subsetFont from "subset-font";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const fontsource = dirname(
  createRequire(import.meta.url).resolve("@fontsource-variable/plus-jakarta-sans/package.json"),
);
const family = "Plus Jakarta Sans Variable";

/** Where the faces are written, and the stylesheet that declares them. */
export const brandFontFiles = {
  stylesheet: join(root, "app/styles/fonts.css"),
  first: join(root, "app/styles/fonts/plus-jakarta-sans-latin-first.woff2"),
  rest: join(root, "app/styles/fonts/plus-jakarta-sans-latin-rest.woff2"),
} as const;

/**
 * The stylesheet's weights: normal (400) to extrabold (800), and `bolder` inside them. Fontsource's files
 * span 200–800; the lighter end is never drawn. Every face declares this same range: Chromium picks one
 * group of faces by their declared weights before it looks at their characters, so a face declaring
 * 200–800 beside faces declaring 400–800 would be the only one it ever used.
 */
export const weightRange = { min: 400, max: 800 } as const;

/**
 * The first face: ASCII (control characters included, as Fontsource's range has them: they draw nothing)
 * and the marks the site's English and Indonesian copy uses: no-break space and hyphen, ©, ², ·, ×, ÷, é,
 * en and em dashes, curly quotes, bullet, ellipsis and minus. A character the copy starts to use that is
 * not here is still drawn in the brand font, from the second face, which that page then downloads.
 */
export const firstFaceCodePoints: readonly number[] = [
  ...Array.from({ length: 0x7f }, (_, code) => code),
  ...[0xa0, 0xa9, 0xb2, 0xb7, 0xd7, 0xe9, 0xf7],
  ...[0x2011, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2212],
];

/** The code points of a CSS `unicode-range` value ("U+0000-00FF,U+0131"). */
export function parseUnicodeRange(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(",").map((item) => item.trim())) {
    const [, from, to] = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part) ?? [];
    if (from === undefined) throw new Error(`Not a unicode-range part: "${part}"`);
    const first = Number.parseInt(from, 16);
    const last = to === undefined ? first : Number.parseInt(to, 16);
    for (let code = first; code <= last; code += 1) points.push(code);
  }
  return points;
}

/** A CSS `unicode-range` value for the code points, consecutive ones joined into a span. */
export function formatUnicodeRange(points: Iterable<number>): string {
  const spans: { first: number; last: number }[] = [];
  for (const code of [...new Set(points)].sort((a, b) => a - b)) {
    const span = spans.at(-1);
    if (span && span.last + 1 === code) span.last = code;
    else spans.push({ first: code, last: code });
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return spans
    .map(({ first, last }) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

/** Fontsource's range for one of its subsets, as its package lists it. */
export function fontsourceRange(subset: "latin" | "latin-ext"): string {
  const ranges = JSON.parse(readFileSync(join(fontsource, "unicode.json"), "utf8")) as Record<string, string>;
  const range = ranges[subset];
  if (!range) throw new Error(`@fontsource-variable/plus-jakarta-sans lists no ${subset} range`);
  return range;
}

const fontsourceFile = (subset: "latin" | "latin-ext") =>
  join(fontsource, "files", `plus-jakarta-sans-${subset}-wght-normal.woff2`);

/** The Latin range split into the two faces' code points: together exactly Fontsource's, no point in both. */
export function latinSplit(): { first: number[]; rest: number[] } {
  const latin = parseUnicodeRange(fontsourceRange("latin"));
  const first = new Set(firstFaceCodePoints);
  return { first: latin.filter((code) => first.has(code)), rest: latin.filter((code) => !first.has(code)) };
}

async function subset(points: readonly number[]): Promise<Buffer> {
  return subsetFont(readFileSync(fontsourceFile("latin")), String.fromCodePoint(...points), {
    targetFormat: "woff2",
    variationAxes: { wght: weightRange },
  });
}

/** A face of the family, its file named as the stylesheet reaches it. */
function face(file: string, range: string): string {
  const src = relative(dirname(brandFontFiles.stylesheet), file);
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: optional;
  font-weight: ${weightRange.min} ${weightRange.max};
  src: url("${src.startsWith(".") ? src : `./${src}`}") format("woff2-variations");
  unicode-range: ${range};
}
`;
}

async function stylesheet(split: { first: number[]; rest: number[] }): Promise<string> {
  const css = `/*
 * Written by \`npm run fonts\` (scripts/fonts/brand-font.ts): edit there, not here.
 * Plus Jakarta Sans, self-hosted, Latin and Latin Extended only (English and Indonesian need no more).
 * font-display: optional with a preload of the first face (root.tsx): the font is used when it arrives
 * within the first paint's short block period, otherwise the system font stays for that page view. Text
 * never reflows after it is shown (CLS 0), which "swap" cannot promise. The Latin faces' ranges do not
 * overlap, so a page fetches the second one only for a character it holds.
 */
${face(brandFontFiles.first, formatUnicodeRange(split.first))}
${face(brandFontFiles.rest, formatUnicodeRange(split.rest))}
${face(fontsourceFile("latin-ext"), fontsourceRange("latin-ext").split(",").join(", "))}`;
  const options = await prettier.resolveConfig(brandFontFiles.stylesheet);
  return prettier.format(css, { ...options, filepath: brandFontFiles.stylesheet });
}

/** The two Latin faces and the stylesheet, as `npm run fonts` writes them. */
export async function buildBrandFont(): Promise<{ stylesheet: string; first: Buffer; rest: Buffer }> {
  const split = latinSplit();
  const [first, rest, css] = await Promise.all([subset(split.first), subset(split.rest), stylesheet(split)]);
  return { stylesheet: css, first, rest };
}
