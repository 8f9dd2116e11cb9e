import { describe, expect, it } from "vitest";
import { theme } from "../../app/art/palette.ts";
import { sceneSvg } from "../../app/art/scenes/scene-svg.server.tsx";
import { sceneSize } from "../../app/art/scenes/scenes.ts";
import { sceneKeys } from "../../core/art/scene-keys.ts";
import { themeColour } from "../../scripts/seo/theme-colours.ts";

describe("the drawn scenes", () => {
  it.each(sceneKeys)("%s is a standalone 4:3 SVG file, light enough for a phone", (key) => {
    const svg = sceneSvg(key);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${sceneSize.width} ${sceneSize.height}"`);
    expect(sceneSize.width * 3).toBe(sceneSize.height * 4);
    // No words: one file serves both languages. No links out: an <img> would not load them anyway.
    expect(svg).not.toMatch(/<text|href=/);
    expect(Buffer.byteLength(svg)).toBeLessThan(15_000);
  });

  it("paint with the site's theme colours", () => {
    for (const [name, value] of Object.entries(theme))
      expect(value, name).toBe(themeColour(name).toLowerCase());
  });
});
