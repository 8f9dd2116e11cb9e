import { describe, expect, it } from "vitest";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { adminScreenSvg } from "../../app/art/admin/admin-screen.server.tsx";
import { adminScreenSize, adminVariants } from "../../app/art/admin/admin-screens.ts";
import { adminScreenKeys } from "../../core/art/admin-screen-keys.ts";
import { adminColour } from "../../app/art/admin/palette.ts";
import { themeColour } from "../../scripts/seo/theme-colours.ts";

// The admin screens (docs/decisions/0012-admin-screens.md): drawn in both languages, with every word
// translated and no colour outside the brand's palette.

/** Every string of a data file with the path it sits at. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * Words that are the same in both languages on purpose: people's and places' names, figures, codes,
 * and the loanwords Indonesian HR uses as they are (“Payroll”, “Shift”, “Status”, “Picker”, “Checker”).
 */
function sameInBothLanguages(path: string, words: string): boolean {
  if (/\.(person|user|workspace|code|tone|phone|state|from|to|thisWeek)$/.test(path)) return true;
  if (/\.(cells|week)\.\d+$/.test(path) && !/\p{L}{3}/u.test(words)) return true;
  if (/^[\d\s.,:–-]+$/.test(words)) return true;
  return ["Payroll", "Chat", "Picker", "Packer", "Checker", "Timeline", "Shift", "Status"].includes(words);
}

describe("the admin screens", () => {
  it("have every word in both languages, and translated", () => {
    const en = new Map(strings(adminScreensContent.en));
    const id = new Map(strings(adminScreensContent.id));
    expect([...id.keys()].sort()).toEqual([...en.keys()].sort());
    const untranslated = [...en].filter(
      ([path, words]) => id.get(path) === words && !sameInBothLanguages(path, words),
    );
    expect(untranslated).toEqual([]);
  });

  it("draw every screen in both languages at its size, in the site's font and the brand's colours", async () => {
    const palette = new Set([...Object.values(adminColour)].map((colour) => colour.toLowerCase()));
    // The palette's theme colours are the stylesheet's.
    for (const name of [
      "brand-50",
      "brand-500",
      "brand-600",
      "brand-900",
      "ink",
      "line",
      "accent",
      "surface",
    ]) {
      expect(palette.has(themeColour(name).toLowerCase()), name).toBe(true);
    }
    expect(palette.has(themeColour("muted").toLowerCase())).toBe(true);
    for (const key of adminScreenKeys) {
      for (const lang of ["en", "id"] as const) {
        for (const variant of adminVariants) {
          const svg = await adminScreenSvg(key, adminScreensContent[lang], variant);
          const { width, height } = adminScreenSize[key][variant];
          expect(
            svg.startsWith(`<svg width="${width}" height="${height}"`),
            `${key} ${lang} ${variant}`,
          ).toBe(true);
          // Text as outlines: no <text> element, no font for the browser to look up.
          expect(svg).not.toMatch(/<text|font-family/);
          // Masks are stencils (white shows, black hides), not paint: their colours are not drawn.
          const painted = svg.replace(/<mask[^>]*>.*?<\/mask>/g, "");
          const colours = new Set(
            [...painted.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]{3,8})"/gi)].map(([, colour = ""]) =>
              colour.toLowerCase(),
            ),
          );
          expect(colours.size).toBeGreaterThan(3);
          expect(
            [...colours].filter((colour) => !palette.has(colour)),
            `${key} ${lang} ${variant}`,
          ).toEqual([]);
          expect(svg).not.toMatch(/rgba?\(/);
        }
      }
    }
  }, 120_000);
});
