import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { caseStudyBannerSvg } from "../../app/art/case-study-art.server.tsx";
import { bannerHeight, bannerWidth, narrowBannerWidth } from "../../app/art/banner-size.ts";
import { scenes } from "../../app/art/case-study-scenes.tsx";
import { customerKeys, isNamedCustomer } from "../../content/customers.ts";

/** The ground of a banner's drawing: the shape marked as such, its extent and its colour. */
function groundOf(svg: string) {
  const grounds = [...svg.matchAll(/<rect data-part="ground"([^>]*)>/g)].map(([, attributes = ""]) => {
    const number = (name: string) => Number(new RegExp(` ${name}="([-\\d.]+)"`).exec(attributes)?.[1] ?? 0);
    return {
      left: number("x"),
      right: number("x") + number("width"),
      top: number("y"),
      bottom: number("y") + number("height"),
      fill: /fill="(#[0-9a-f]{6})"/i.exec(attributes)?.[1]?.toLowerCase() ?? "",
    };
  });
  expect(grounds, "one ground").toHaveLength(1);
  return grounds[0] as NonNullable<(typeof grounds)[0]>;
}

/** The colour of a pixel of the drawing, as #rrggbb. */
function pixel(image: { pixels: Buffer; width: number }, x: number, y: number): string {
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return `#${[0, 1, 2].map((i) => (image.pixels[at + i] ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

function render(svg: string) {
  const drawn = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { pixels: Buffer.from(drawn.pixels), width: drawn.width };
}

describe("a case study's drawn banner", () => {
  it("carries a mark for a named customer only", () => {
    // The mark sits on a white plate of its own (296 wide); an unnamed customer's banner has none, so no name
    // in logo type passes for a logo.
    for (const company of customerKeys) {
      for (const lang of ["en", "id"] as const) {
        for (const variant of ["wide", "narrow"] as const) {
          const svg = caseStudyBannerSvg(company, lang, variant);
          expect(svg.includes('width="296"'), `${company} ${lang} ${variant}`).toBe(isNamedCustomer(company));
        }
      }
    }
  });

  it("draws every customer", () => {
    expect(Object.keys(scenes).sort()).toEqual([...customerKeys].sort());
  });

  for (const company of customerKeys) {
    it(`${company}: stands on a ground that runs from edge to edge and to the foot of the frame, seen at both edges`, () => {
      const svg = caseStudyBannerSvg(company, "en");
      const ground = groundOf(svg);
      expect([ground.left, ground.right, ground.bottom]).toEqual([0, bannerWidth, bannerHeight]);
      // Nothing stands over the ground at the frame's edges at its foot: the world does not stop short.
      const image = render(svg);
      for (const x of [1, bannerWidth - 2])
        expect(pixel(image, x, bannerHeight - 2), `x=${x}`).toBe(ground.fill);
    });

    it(`${company}: has a phone crop as tall as the banner, cut from the scene, with the ground at both its edges`, () => {
      const svg = caseStudyBannerSvg(company, "en", "narrow");
      const { narrowFrom } = scenes[company];
      expect(svg).toContain(`viewBox="${narrowFrom} 0 ${narrowBannerWidth} ${bannerHeight}"`);
      expect(narrowFrom + narrowBannerWidth).toBeLessThanOrEqual(bannerWidth);
      const ground = groundOf(svg);
      const image = render(svg);
      for (const x of [1, narrowBannerWidth - 2])
        expect(pixel(image, x, bannerHeight - 2), `x=${x}`).toBe(ground.fill);
    });
  }
});
