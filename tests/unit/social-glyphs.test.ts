import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { glyphSymbol, withSocialGlyphs } from "../../app/art/social-glyphs.server.ts";
import { SocialIcon, type SocialNetwork } from "../../app/art/social-icon.tsx";
import { brandSchema } from "../../content/brand.schema.ts";
import { brand } from "../../content/brand.ts";

const page = withSocialGlyphs("<html><head></head><body><main>Hi</main></body></html>");
const sprite = page.slice(page.indexOf("</main>") + "</main>".length, page.indexOf("</body>"));

/** Every network an editor may choose for a profile (content/brand.schema.ts). */
const networks = brandSchema.shape.social.element.shape.network.options as readonly SocialNetwork[];

describe("the footer's social glyphs", () => {
  it("are one sprite at the end of the body, hidden from view and from screen readers", () => {
    expect(sprite.startsWith('<svg aria-hidden="true" class="hidden">')).toBe(true);
    expect(page.endsWith("</svg></body></html>")).toBe(true);
  });

  it.each(networks)("draw %s from its file, wherever the footer shows it", (network) => {
    const icon = renderToStaticMarkup(createElement(SocialIcon, { network, className: "size-5" }));
    const id = /<use href="#([^"]+)"/.exec(icon)?.[1];
    expect(icon).toContain('aria-hidden="true"');
    const symbol = new RegExp(`<symbol id="${id}" viewBox="0 0 24 24" fill="#fff">(.*?)</symbol>`).exec(
      sprite,
    );
    const file = readFileSync(`app/art/social/${network}.svg`, "utf8");
    expect(symbol?.[1]).toBe(/<path[^>]*\/>/.exec(file)?.[0]);
  });

  it("cover every profile the brand lists", () => {
    for (const profile of brand.social) expect(networks).toContain(profile.network);
    expect(networks.length).toBeGreaterThan(0);
  });

  it("refuse a glyph file that is not one drawing with a viewBox", () => {
    expect(() => glyphSymbol("social-x", '<svg fill="#fff"><path d="M0 0h1"/></svg>')).toThrow(/viewBox/);
    expect(() => glyphSymbol("social-x", "<g/>")).toThrow(/social-x/);
  });
});
