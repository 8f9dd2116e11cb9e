/**
 * The drawings on the right of a sharing card, one per kind of page (docs/seo.md). Each is a 440×440 SVG in
 * the brand's colours (app/styles/app.css), drawn for the card's dark green background. No text in them:
 * the card's words are set by the card itself, in the brand font.
 */
import { themeColour } from "./theme-colours.ts";

export const motifKinds = [
  "team",
  "phone",
  "plans",
  "article",
  "chart",
  "download",
  "steps",
  "question",
  "shield",
  "message",
] as const;
export type MotifKind = (typeof motifKinds)[number];

const white = "#FFFFFF";
const accent = themeColour("accent");
const brand50 = themeColour("brand-50");
const brand100 = themeColour("brand-100");
const brand500 = themeColour("brand-500");
const brand600 = themeColour("brand-600");
const brand900 = themeColour("brand-900");
const ink = themeColour("ink");
const line = themeColour("line");

/** A white card with the site's rounded corners, and a soft shadow below it. */
function card(x: number, y: number, width: number, height: number, fill = white, radius = 28): string {
  return (
    `<rect x="${x + 6}" y="${y + 14}" width="${width}" height="${height}" rx="${radius}" fill="${brand900}" opacity="0.35"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`
  );
}

function bar(x: number, y: number, width: number, height: number, fill: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;
}

function check(cx: number, cy: number, r: number, fill = brand500, tick = white): string {
  const s = r / 10;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    `<path d="M${cx - 4.5 * s} ${cy}l${3 * s} ${3 * s} ${6 * s}-${6.5 * s}" fill="none" stroke="${tick}" ` +
    `stroke-width="${2.6 * s}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

const motifs: Record<MotifKind, () => string> = {
  // The logo's three teammates ("regu" means squad), large, on a glass badge.
  team: () =>
    `<rect x="40" y="40" width="360" height="360" rx="96" fill="${white}" opacity="0.12"/>` +
    `<rect x="70" y="70" width="300" height="300" rx="80" fill="${white}" opacity="0.1"/>` +
    `<circle cx="135" cy="185" r="30" fill="${brand100}"/>` +
    `<circle cx="305" cy="185" r="30" fill="${brand100}"/>` +
    `<path d="M78 320a57 57 0 0 1 114 0zM248 320a57 57 0 0 1 114 0z" fill="${brand100}"/>` +
    `<circle cx="220" cy="158" r="44" fill="${accent}" stroke="${brand600}" stroke-width="12"/>` +
    `<path d="M136 334a84 84 0 0 1 168 0z" fill="${white}" stroke="${brand600}" stroke-width="12"/>`,

  // The app on a phone, as the feature pages draw it.
  phone: () =>
    card(110, 20, 220, 410, ink, 40) +
    `<rect x="120" y="30" width="200" height="390" rx="32" fill="${white}"/>` +
    `<rect x="120" y="30" width="200" height="64" rx="32" fill="${brand600}"/>` +
    `<rect x="120" y="62" width="200" height="32" fill="${brand600}"/>` +
    bar(140, 56, 90, 12, white) +
    `<rect x="136" y="110" width="168" height="92" rx="18" fill="${brand50}"/>` +
    bar(152, 126, 64, 10, brand500) +
    bar(152, 148, 116, 22, ink) +
    bar(152, 180, 88, 8, "#94A3B8") +
    [0, 1, 2]
      .map((i) => {
        const y = 222 + i * 54;
        const pill = i === 1 ? accent : brand500;
        return (
          `<rect x="136" y="${y}" width="168" height="44" rx="12" fill="${white}" stroke="${line}" stroke-width="2"/>` +
          bar(148, y + 12, 70, 9, ink) +
          bar(148, y + 26, 50, 7, "#94A3B8") +
          bar(252, y + 15, 40, 14, pill)
        );
      })
      .join("") +
    bar(140, 388, 160, 20, accent) +
    `<circle cx="356" cy="120" r="34" fill="${accent}"/>` +
    check(356, 120, 22, brand600),

  // Three plans side by side, the middle one picked.
  plans: () =>
    [
      { x: 14, y: 120, h: 280, top: brand100 },
      { x: 152, y: 40, h: 360, top: accent },
      { x: 290, y: 120, h: 280, top: brand100 },
    ]
      .map(
        ({ x, y, h, top }, i) =>
          card(x, y, 136, h, white, 24) +
          `<rect x="${x}" y="${y}" width="136" height="14" rx="7" fill="${top}"/>` +
          bar(x + 18, y + 34, 56, 10, i === 1 ? brand600 : "#94A3B8") +
          bar(x + 18, y + 58, 84, 24, ink) +
          [0, 1, 2, 3]
            .slice(0, i === 1 ? 4 : 3)
            .map(
              (row) => check(x + 28, y + 116 + row * 36, 10) + bar(x + 46, y + 112 + row * 36, 66, 8, line),
            )
            .join("") +
          bar(x + 18, y + h - 48, 100, 26, i === 1 ? accent : brand50),
      )
      .join(""),

  // An article on top of another, with its picture and lines of text.
  article: () =>
    `<g transform="rotate(-8 220 220)">${card(70, 50, 280, 350, brand100)}</g>` +
    card(90, 40, 280, 360) +
    `<clipPath id="picture"><rect x="110" y="60" width="240" height="120" rx="18"/></clipPath>` +
    `<rect x="110" y="60" width="240" height="120" rx="18" fill="${brand500}"/>` +
    `<circle cx="300" cy="100" r="22" fill="${accent}"/>` +
    `<path d="M110 180v-30l60-50 50 40 30-22 100 52v10z" fill="${brand600}" clip-path="url(#picture)"/>` +
    bar(110, 204, 200, 16, ink) +
    bar(110, 230, 150, 16, ink) +
    [0, 1, 2, 3].map((i) => bar(110, 270 + i * 26, i === 3 ? 140 : 230, 9, line)).join(""),

  // Results going up, on a report.
  chart: () =>
    card(40, 60, 360, 320) +
    bar(70, 92, 120, 12, ink) +
    bar(70, 114, 80, 8, "#94A3B8") +
    [90, 130, 175, 235]
      .map(
        (h, i) =>
          `<rect x="${84 + i * 74}" y="${350 - h}" width="48" height="${h}" rx="10" fill="${i === 3 ? accent : brand100}"/>`,
      )
      .join("") +
    `<path d="M96 250L174 214 250 176 334 104" fill="none" stroke="${brand600}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="336" cy="100" r="12" fill="${accent}" stroke="${brand600}" stroke-width="6"/>`,

  // A document to take away, with its download button.
  download: () =>
    card(80, 30, 260, 340) +
    `<path d="M280 30h32a28 28 0 0 1 28 28v32h-36a24 24 0 0 1-24-24z" fill="${brand100}"/>` +
    `<rect x="106" y="62" width="74" height="26" rx="8" fill="${brand600}"/>` +
    bar(106, 112, 180, 16, ink) +
    bar(106, 138, 120, 16, ink) +
    [0, 1, 2, 3, 4].map((i) => bar(106, 180 + i * 26, i === 4 ? 120 : 200, 9, line)).join("") +
    `<circle cx="320" cy="350" r="62" fill="${accent}" stroke="${brand600}" stroke-width="10"/>` +
    `<path d="M320 318v58M296 354l24 24 24-24" fill="none" stroke="${ink}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,

  // Steps of a guide, done one after the other.
  steps: () =>
    card(40, 40, 360, 360) +
    `<path d="M104 110v220" stroke="${line}" stroke-width="6"/>` +
    [0, 1, 2, 3]
      .map((i) => {
        const y = 100 + i * 74;
        const done = i < 2;
        return (
          (done
            ? check(104, y + 10, 22)
            : `<circle cx="104" cy="${y + 10}" r="22" fill="${i === 2 ? accent : white}" stroke="${i === 2 ? accent : line}" stroke-width="5"/>`) +
          bar(146, y - 2, i === 2 ? 190 : 160, 13, done ? "#94A3B8" : ink) +
          bar(146, y + 20, 110, 8, line)
        );
      })
      .join(""),

  // A question, and the answer coming.
  question: () =>
    `<path d="M70 60h260a40 40 0 0 1 40 40v150a40 40 0 0 1-40 40H170l-64 56v-56H70a40 40 0 0 1-40-40V100a40 40 0 0 1 40-40z" fill="${white}"/>` +
    `<path d="M160 138a40 40 0 1 1 58 36c-12 6-18 14-18 28v6" fill="none" stroke="${brand600}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="200" cy="246" r="13" fill="${brand600}"/>` +
    `<path d="M262 256h110a36 36 0 0 1 36 36v56a36 36 0 0 1-36 36h-8v40l-46-40h-56a36 36 0 0 1-36-36v-56a36 36 0 0 1 36-36z" fill="${accent}" stroke="${brand600}" stroke-width="10"/>` +
    [0, 1, 2].map((i) => `<circle cx="${286 + i * 32}" cy="320" r="9" fill="${ink}"/>`).join(""),

  // Care and trust: a shield with a tick.
  shield: () =>
    `<path d="M220 24l160 58v110c0 104-68 184-160 224C128 376 60 296 60 192V82z" fill="${white}" opacity="0.14"/>` +
    `<path d="M220 58l128 46v92c0 84-54 148-128 182-74-34-128-98-128-182v-92z" fill="${white}"/>` +
    `<path d="M220 58l128 46v92c0 84-54 148-128 182z" fill="${brand50}"/>` +
    `<path d="M162 214l42 42 78-88" fill="none" stroke="${brand500}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="352" cy="336" r="40" fill="${accent}" stroke="${brand600}" stroke-width="10"/>`,

  // A conversation: the visitor writes, Regu answers.
  message: () =>
    `<path d="M56 60h236a36 36 0 0 1 36 36v106a36 36 0 0 1-36 36H150l-58 48v-48H56a36 36 0 0 1-36-36V96a36 36 0 0 1 36-36z" fill="${white}"/>` +
    bar(60, 108, 200, 16, ink) +
    bar(60, 140, 220, 10, line) +
    bar(60, 164, 160, 10, line) +
    `<path d="M384 196H178a34 34 0 0 0-34 34v92a34 34 0 0 0 34 34h142l58 48v-48h6a34 34 0 0 0 34-34v-92a34 34 0 0 0-34-34z" fill="${accent}" stroke="${brand600}" stroke-width="10"/>` +
    bar(180, 246, 160, 14, ink) +
    bar(180, 276, 190, 10, "#973C00") +
    bar(180, 300, 120, 10, "#973C00") +
    check(388, 70, 34, white, brand600),
};

/** The drawing for a kind of page, as an SVG document. */
export function motifSvg(kind: MotifKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 440" width="440" height="440">${motifs[kind]()}</svg>`;
}
