/**
 * A page's sharing card: the PNG that social networks and chat apps show for a link (`og:image`), 1200×630,
 * drawn at build from the page's title with satori (layout and text, in the brand font) and resvg (pixels).
 * docs/seo.md says what a card shows and how to change it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { motifSvg, type MotifKind } from "./card-motifs.ts";
import { themeColour } from "./theme-colours.ts";

export const cardWidth = 1200;
export const cardHeight = 630;

export interface CardContent {
  /** The page's title, without the brand after it. */
  title: string;
  /** The small line above the title: what kind of page it is (Pricing, Blog · Payroll). */
  eyebrow: string;
  motif: MotifKind;
  /** The site's address as people type it, at the bottom. */
  site: string;
}

const colours = {
  brand100: themeColour("brand-100"),
  brand500: themeColour("brand-500"),
  brand600: themeColour("brand-600"),
  brand900: themeColour("brand-900"),
  accent: themeColour("accent"),
};

const require = createRequire(import.meta.url);
/** Plus Jakarta Sans, the site's font, from the npm package; satori reads WOFF, not WOFF2. */
function font(subset: "latin" | "latin-ext", weight: 600 | 800) {
  const file = require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`,
  );
  return { name: "Plus Jakarta Sans", data: readFileSync(file), weight, style: "normal" as const };
}
let fonts: ReturnType<typeof font>[] | undefined;

/** The site's font in the weights the drawings set words in, read once. */
export function siteFonts(): ReturnType<typeof font>[] {
  fonts ??= [font("latin", 600), font("latin", 800), font("latin-ext", 600), font("latin-ext", 800)];
  return fonts;
}

/**
 * The logo's badge (app/art/regu-logo.tsx): its three teammates cut out, the front one's head in
 * the accent colour. White on the cards; in the brand's green for search engines (build-seo.ts).
 */
export function logoMarkSvg(badge: string, size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><mask id="m">` +
    `<rect width="32" height="32" fill="#fff"/><g fill="#000"><circle cx="8.5" cy="12.5" r="2.7"/>` +
    `<circle cx="23.5" cy="12.5" r="2.7"/><path d="M3.5 24.5a5 5 0 0 1 10 0zM18.5 24.5a5 5 0 0 1 10 0z"/></g>` +
    `<g fill="#000" stroke="#fff" stroke-width="1.8"><circle cx="16" cy="10" r="3.6"/>` +
    `<path d="M9 25.5a7 7 0 0 1 14 0z"/></g></mask>` +
    `<rect width="32" height="32" rx="9" fill="${badge}" mask="url(#m)"/>` +
    `<circle cx="16" cy="10" r="3.6" fill="${colours.accent}"/></svg>`
  );
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: unknown; [key: string]: unknown };
}
function h(type: string, props: Node["props"], ...children: Array<Node | string>): Node {
  return { type, props: { ...props, children: children.length === 1 ? children[0] : children } };
}

/** Bigger type for shorter titles, so every title fills the card and still fits in four lines. */
function titleSize(title: string): number {
  if (title.length <= 26) return 84;
  if (title.length <= 42) return 72;
  if (title.length <= 58) return 62;
  return 54;
}

function circle(x: number, y: number, radius: number, colour: string, opacity: number) {
  return {
    position: "absolute",
    left: x - radius,
    top: y - radius,
    width: radius * 2,
    height: radius * 2,
    borderRadius: radius,
    backgroundColor: colour,
    opacity,
  };
}

function layout({ title, eyebrow, motif, site }: CardContent): Node {
  return h(
    "div",
    {
      style: {
        display: "flex",
        position: "relative",
        width: cardWidth,
        height: cardHeight,
        fontFamily: "Plus Jakarta Sans",
        color: "#FFFFFF",
        backgroundColor: colours.brand600,
      },
    },
    // The light and the shade of the site's dark heroes (bg-hero in app/styles/app.css), as flat shapes: a
    // smooth gradient would make every card's PNG four times larger.
    h("div", { style: circle(1010, 90, 520, colours.brand500, 0.6) }),
    h("div", { style: circle(1010, 90, 330, colours.brand500, 0.5) }),
    h("div", { style: circle(40, 640, 460, colours.brand900, 0.45) }),
    h("img", {
      src: dataUri(motifSvg(motif)),
      width: 440,
      height: 440,
      style: { position: "absolute", left: 716, top: 96 },
    }),
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          position: "absolute",
          left: 72,
          top: 60,
          width: 620,
          height: 498,
        },
      },
      h(
        "div",
        { style: { display: "flex", alignItems: "center" } },
        h("img", { src: dataUri(logoMarkSvg("#FFFFFF", 64)), width: 60, height: 60 }),
        h("div", { style: { marginLeft: 18, fontSize: 44, fontWeight: 800, letterSpacing: -1 } }, "Regu"),
      ),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column" } },
        h(
          "div",
          {
            style: {
              fontSize: 24,
              fontWeight: 800,
              letterSpacing: 2,
              textTransform: "uppercase",
              color: colours.accent,
            },
          },
          eyebrow,
        ),
        h(
          "div",
          {
            style: {
              marginTop: 18,
              fontSize: titleSize(title),
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: -1.5,
              lineClamp: 4,
            },
          },
          title,
        ),
      ),
      h("div", { style: { fontSize: 26, fontWeight: 600, color: colours.brand100 } }, site),
    ),
    h("div", {
      style: {
        position: "absolute",
        left: 0,
        bottom: 0,
        width: cardWidth,
        height: 14,
        backgroundImage: `linear-gradient(90deg, ${colours.accent}, ${colours.brand500})`,
      },
    }),
  );
}

/** The card as SVG, its text turned into outlines (nothing for the renderer to look up). */
export async function cardSvg(content: CardContent): Promise<string> {
  // satori takes React elements; the plain objects above are what JSX would make.
  return satori(layout(content) as unknown as Parameters<typeof satori>[0], {
    width: cardWidth,
    height: cardHeight,
    fonts: siteFonts(),
  });
}

/** The card as a PNG; resvg draws it on libuv's thread pool, so the next card's layout can start meanwhile. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  const svg = await cardSvg(content);
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: cardWidth },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
