/**
 * Everything the site draws in code paints with the one palette (app/art/palette.ts): the
 * scenes, the case studies' banners, the articles' covers, the admin screens, the phone, the icons, and
 * the build's drawings (the covers' engine, the sharing cards). docs/decisions/0013-art.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { colour, hair, skin } from "../../app/art/palette.ts";

const root = join(import.meta.dirname, "../..");

/** The folders of the drawings, and the files in them that are not drawings in the palette. */
const drawingFolders = ["app/art", "scripts/covers", "scripts/seo"];
const notDrawings = new Set([
  // The palette itself.
  "app/art/palette.ts",
  // Customers' logos wear the customers' own colours.
  "app/art/customer-logo.server.tsx",
]);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(tsx?|svg)$/.test(entry.name) && !notDrawings.has(path)) yield path;
  }
}

/** A colour as the palette writes it: #rrggbb, lower case. */
function normalised(literal: string): string {
  const hex = literal.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
}

/** Every colour a source names: hex literals, rgb()/hsl() and named colours in paint attributes. */
export function colourLiterals(source: string): string[] {
  const hex = [...source.matchAll(/#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/gi)].map(([literal]) =>
    normalised(literal),
  );
  const functional = [...source.matchAll(/\b(?:rgba?|hsla?)\([^)]*\)/gi)].map(([literal]) => literal);
  const named = [
    ...source.matchAll(/\b(?:fill|stroke|stop-?[cC]olor|color)[=:]\s*["'{]?\s*["']([a-z]+)["']/g),
  ]
    .map(([, name = ""]) => name)
    .filter((name) => !["none", "currentcolor", "transparent", "inherit"].includes(name.toLowerCase()));
  return [...hex, ...functional, ...named];
}

const palette = new Set<string>([...Object.values(colour), ...skin, ...hair]);

describe("the drawings' colours", () => {
  it("finds the colours a source names, however it names them", () => {
    expect(colourLiterals(`<rect fill="#FFF" stroke="red" style={{ color: "rgb(1, 2, 3)" }} />`)).toEqual([
      "#ffffff",
      "rgb(1, 2, 3)",
      "red",
    ]);
  });

  it("are the palette's, in every drawing of the pages and of the build", () => {
    const strays: string[] = [];
    for (const folder of drawingFolders) {
      for (const file of files(folder)) {
        for (const found of colourLiterals(readFileSync(join(root, file), "utf8"))) {
          if (!palette.has(found)) strays.push(`${relative(root, join(root, file))}: ${found}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
