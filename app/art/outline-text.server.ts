/**
 * Words of a drawing turned into outlines: the letters of Plus Jakarta Sans, the site's font, as one SVG
 * path. A drawing served as a file and shown by `<img>` (a customer's logo, a case study's banner) cannot
 * use the page's web font, so a `<text>` in it is drawn in whatever sans-serif the visitor's system has;
 * outlines look the same everywhere, and the name is measured with the font's own widths, so it fits the
 * room the drawing gives it (docs/decisions/0013-art.md).
 *
 * Build code, like the covers' engine: fontkit and the font files are read the first time a drawing asks,
 * which is when the build prerenders the pages and files that show one (or the development server draws
 * one). The server's start never loads them, and as a `.server` module it cannot reach a browser's bundle.
 *
 * The faces are Fontsource's static files of the family, one per weight (the files the admin screens and the
 * sharing cards are drawn with): fontkit cannot instance the variable WOFF2 the pages use at a weight (its
 * WOFF2 reader applies no variation to the glyphs), and the static faces are that font's named instances.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Fontkit from "fontkit";

const require = createRequire(import.meta.url);

/** The weights Fontsource has a static face of; the drawings use 500 to 800. */
export const outlineWeights = [200, 300, 400, 500, 600, 700, 800] as const;
export type OutlineWeight = (typeof outlineWeights)[number];

const faces = new Map<OutlineWeight, Fontkit.Font>();

function face(weight: number): Fontkit.Font {
  if (!outlineWeights.includes(weight as OutlineWeight)) {
    throw new Error(`Plus Jakarta Sans has no face of weight ${weight} to outline text with`);
  }
  const key = weight as OutlineWeight;
  let font = faces.get(key);
  if (!font) {
    const fontkit = require("fontkit") as typeof Fontkit;
    const file = require.resolve(
      `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${key}-normal.woff`,
    );
    font = fontkit.create(readFileSync(file));
    faces.set(key, font);
  }
  return font;
}

export interface TextStyle {
  /** The font size, in the drawing's units. */
  size: number;
  weight: number;
  /** Added after each letter but the last, in the drawing's units, as CSS letter-spacing draws it. */
  letterSpacing?: number;
}

/**
 * The text laid out in the face: each glyph with its pen position in font units, kerned. No ligatures, as
 * a browser draws spaced text, and so that a text measures the same whatever spacing it is drawn with.
 */
function layout(text: string, weight: number) {
  const font = face(weight);
  const run = font.layout(text, { liga: false, clig: false, dlig: false });
  const missing = run.glyphs.find((glyph) => glyph.id === 0);
  if (missing) throw new Error(`Plus Jakarta Sans (Latin) has no letter for a character of "${text}"`);
  return { font, run };
}

/** The width of the text's advances in ems of the face (kerning included): its width at size 1, unspaced. */
export function advanceEms(text: string, weight: number): number {
  if (!text) return 0;
  const { font, run } = layout(text, weight);
  return run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / font.unitsPerEm;
}

/** The width the text takes, in the drawing's units: its advances, and its spacing between the letters. */
export function textWidth(text: string, style: TextStyle): number {
  const letters = [...text].length;
  return advanceEms(text, style.weight) * style.size + Math.max(0, letters - 1) * (style.letterSpacing ?? 0);
}

/**
 * A path's `d` from absolute points, written short: relative commands (h and v for straight lines), each
 * point rounded to a tenth of a unit (a tenth of a pixel at the logos' size; the numbers are deltas
 * between rounded points, so no error adds up), no zero before a decimal point, no repeated command letter.
 */
class PathWriter {
  #out = "";
  #last = "";
  /** The last number written, which the next may follow without a space. */
  #number = "";
  #x = 0;
  #y = 0;
  #startX = 0;
  #startY = 0;

  #emit(command: string, numbers: number[]) {
    let text = command === this.#last && command !== "m" ? "" : command;
    for (const [index, tenths] of numbers.entries()) {
      const value = String(tenths / 10).replace(/^(-?)0\./, "$1.");
      // A sign, or a point after a number that has one, starts a new number without a space.
      const joined = value.startsWith("-") || (value.startsWith(".") && this.#number.includes("."));
      if ((index > 0 || text === "") && !joined) text += " ";
      text += value;
      this.#number = value;
    }
    this.#out += text;
    this.#last = command;
  }

  /** Points in tenths of a unit, as deltas from the current point, which moves to the last. */
  #deltas(points: number[]): number[] {
    const deltas: number[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) {
      deltas.push(Math.round(points[i] ?? 0) - this.#x, Math.round(points[i + 1] ?? 0) - this.#y);
    }
    this.#x = Math.round(points.at(-2) ?? 0);
    this.#y = Math.round(points.at(-1) ?? 0);
    return deltas;
  }

  moveTo(x: number, y: number) {
    this.#emit("m", this.#deltas([x * 10, y * 10]));
    this.#startX = this.#x;
    this.#startY = this.#y;
  }

  lineTo(x: number, y: number) {
    const [dx = 0, dy = 0] = this.#deltas([x * 10, y * 10]);
    if (dx === 0 && dy === 0) return;
    if (dy === 0) this.#emit("h", [dx]);
    else if (dx === 0) this.#emit("v", [dy]);
    else this.#emit("l", [dx, dy]);
  }

  curveTo(command: "q" | "c", points: number[]) {
    const from = [this.#x, this.#y];
    const tenths = points.map((value) => value * 10);
    const deltas = this.#deltas(tenths);
    // Every control point is relative to where the curve starts, not to the previous point.
    const relative = tenths.map((value, index) => Math.round(value) - (from[index % 2] ?? 0));
    this.#emit(command, deltas.length ? relative : []);
  }

  close() {
    this.#out += "z";
    this.#last = "z";
    this.#number = "";
    this.#x = this.#startX;
    this.#y = this.#startY;
  }

  toString() {
    return this.#out;
  }
}

/**
 * The text's outlines as an SVG path's `d`, its baseline at `y` and, as `text-anchor` places it, starting,
 * centred or ending at `x`, in the drawing's units.
 */
export function outlineText(
  text: string,
  {
    x,
    y,
    anchor = "start",
    ...style
  }: TextStyle & { x: number; y: number; anchor?: "start" | "middle" | "end" },
): string {
  if (!text) return "";
  const { font, run } = layout(text, style.weight);
  const scale = style.size / font.unitsPerEm;
  const spacing = (style.letterSpacing ?? 0) / scale;
  const width = textWidth(text, style);
  const left = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  const path = new PathWriter();
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const originX = pen + position.xOffset;
    const originY = position.yOffset;
    // Font units have y upwards; the drawing's go down from the baseline.
    const points = (args: number[]) =>
      args.map((value, i) =>
        i % 2 === 0 ? left + (originX + value) * scale : y - (originY + value) * scale,
      );
    for (const { command, args } of glyph.path.commands) {
      const [px = 0, py = 0] = points(args);
      if (command === "moveTo") path.moveTo(px, py);
      else if (command === "lineTo") path.lineTo(px, py);
      else if (command === "quadraticCurveTo") path.curveTo("q", points(args));
      else if (command === "bezierCurveTo") path.curveTo("c", points(args));
      else path.close();
    }
    pen += position.xAdvance + spacing;
  });
  return path.toString();
}
