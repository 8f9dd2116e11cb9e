/**
 * An article's cover, drawn at build like the sharing cards (scripts/seo/social-card.ts): the drawing of
 * the article's subject as SVG, the category and the title set by satori in the site's font (Plus Jakarta
 * Sans, from the font files) and turned into outlines, the whole drawn into WebP by resvg and sharp. A
 * cover shown by <img> could not use the page's web font; drawn here it needs none. build-covers.ts writes
 * the files, dev-server.ts draws them on request while developing.
 */
import { renderAsync } from "@resvg/resvg-js";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import sharp from "sharp";
import { FeatureGlyph } from "../../app/art/feature-icon.tsx";
import { colour } from "../../app/art/palette.ts";
import { blogCategories, type BlogCategoryKey } from "../../content/blog/categories.ts";
import { blogCategoryLooks } from "../../content/blog/category-looks.ts";
import type { BlogMotif } from "../../content/blog/motifs.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { logoMarkSvg, siteFonts } from "../seo/social-card.ts";
import { CoverMotif, type CoverPalette } from "./cover-motifs.tsx";

export interface BlogCoverArticle {
  lang: Lang;
  title: string;
  category: BlogCategoryKey;
  motif: BlogMotif;
}

export const coverWidth = 1200;
export const coverHeight = 630;

/** The brand's shades a category's covers are drawn in: its own green, the others lighter and darker. */
export function coverPalette(category: BlogCategoryKey): CoverPalette {
  const base = colour[blogCategoryLooks[category].tone];
  return {
    base,
    deep: base === colour["brand-900"] ? colour.ink : colour["brand-900"],
    mid: colour["brand-200"],
    tint: colour["brand-100"],
    pale: colour["brand-50"],
  };
}

/** The title's column: from the left margin to the motif. */
const titleWidth = 620;
const maxLines = 4;
/** Font sizes tried in turn, largest first, and the lines each may take. */
const titleSizes = [
  { size: 64, lines: 3 },
  { size: 58, lines: 4 },
  { size: 52, lines: 4 },
  { size: 46, lines: 4 },
  { size: 42, lines: 4 },
] as const;

/**
 * About how wide a line of bold letters is, in ems, counted letter by letter: an average lowercase letter
 * is 0.6 (Plus Jakarta Sans's extra bold), capitals and m and w count more, i, l, t and
 * punctuation less. Measured ahead, so the lines are even and none runs into the motif.
 */
export function lineEms(line: string): number {
  let ems = 0;
  for (const char of line) {
    if (/[\s.,:;'!|ijlI]/.test(char)) ems += 0.3;
    else if (/[ftr\-/()]/.test(char)) ems += 0.38;
    else if (/[mwMW]/.test(char)) ems += 0.92;
    else if (/[A-Z]/.test(char)) ems += 0.74;
    else ems += 0.6;
  }
  return ems;
}

/**
 * Words into at most `most` lines no wider than `width` ems, as even as they can be (the least squared room
 * left at the ends of the lines), or nothing if they do not fit.
 */
export function evenLines(words: string[], width: number, most: number): string[] | null {
  type Setting = { cost: number; lines: string[] } | null;
  // best(i, k): the words from the i-th on in at most k lines.
  const memo = new Map<string, Setting>();
  const best = (i: number, k: number): Setting => {
    if (i === words.length) return { cost: 0, lines: [] };
    if (k === 0) return null;
    const key = `${i}:${k}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    let found: Setting = null;
    for (let end = i + 1; end <= words.length; end++) {
      const line = words.slice(i, end).join(" ");
      const room = width - lineEms(line);
      if (room < 0) break;
      const rest = best(end, k - 1);
      if (rest && (!found || room * room + rest.cost < found.cost)) {
        found = { cost: room * room + rest.cost, lines: [line, ...rest.lines] };
      }
    }
    memo.set(key, found);
    return found;
  };
  return best(0, most)?.lines ?? null;
}

/**
 * An article's title set for its cover: the largest size at which it fits its column in the lines that
 * size allows, in even lines. A title too long even for the smallest size is cut, with an ellipsis.
 */
export function coverTitleLines(title: string): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter(Boolean);
  for (const { size, lines: allowed } of titleSizes) {
    const lines = evenLines(words, titleWidth / size, allowed);
    if (lines) return { size, lines };
  }
  const size = titleSizes[titleSizes.length - 1]?.size ?? titleSizes[0].size;
  for (let count = words.length - 1; count > 0; count--) {
    const cut = [...words.slice(0, count - 1), `${words[count - 1] ?? ""}…`];
    const lines = evenLines(cut, titleWidth / size, maxLines);
    if (lines) return { size, lines };
  }
  return { size, lines: [`${words[0] ?? ""}…`] };
}

interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: unknown; [key: string]: unknown };
}
function h(type: string, props: Node["props"], ...children: Array<Node | string>): Node {
  return { type, props: { ...props, children: children.length === 1 ? children[0] : children } };
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * The short labels the drawings carry (a "25" on a calendar, a "%") in the site's font, as outlines: the
 * drawing is an image inside the cover, where no font can be looked up. Each `<text>` (centred on its x,
 * its y the baseline) becomes the same words set by satori, placed where the text stood.
 */
async function outlineLabels(svg: string): Promise<string> {
  let outlined = svg;
  for (const [whole, attributes = "", words = ""] of svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)) {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
    const size = Number(attribute("font-size") ?? 16);
    const width = size * 4;
    const height = size * 1.3;
    const anchor = attribute("text-anchor") ?? "start";
    const drawn = await satori(
      h(
        "div",
        {
          style: {
            display: "flex",
            justifyContent: anchor === "middle" ? "center" : anchor === "end" ? "flex-end" : "flex-start",
            width,
            height,
            fontFamily: "Plus Jakarta Sans",
            fontSize: size,
            fontWeight: 800,
            lineHeight: `${height}px`,
            color: attribute("fill") ?? colour.white,
          },
        },
        words,
      ) as unknown as Parameters<typeof satori>[0],
      { width, height, fonts: siteFonts() },
    );
    const x = Number(attribute("x") ?? 0) - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
    // In a line 1.3 high, Plus Jakarta Sans's baseline sits about 1.11 of the size below its top.
    const y = Number(attribute("y") ?? 0) - size * 1.11;
    outlined = outlined.replace(whole, drawn.replace("<svg ", `<svg x="${x}" y="${y}" `));
  }
  return outlined;
}

/** What a cover shows besides its words: the category's green, its icon's badge, the drawing. */
export function coverArtSvg({ category, motif }: Pick<BlogCoverArticle, "category" | "motif">): string {
  const palette = coverPalette(category);
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
      <rect width="1200" height="630" fill={palette.base} />
      <circle cx="920" cy="315" r="290" fill={colour.white} opacity="0.07" />
      <rect x="80" y="72" width="52" height="52" rx="14" fill={palette.tint} />
      <g
        transform="translate(88 80) scale(1.5)"
        fill="none"
        stroke={palette.base}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <FeatureGlyph feature={blogCategoryLooks[category].icon} />
      </g>
      <g transform="translate(700 95)">
        <CoverMotif motif={motif} palette={palette} />
      </g>
    </svg>,
  );
}

/** The drawing with its labels as outlines, as the cover shows it. */
export async function coverArtOutlined(
  article: Pick<BlogCoverArticle, "category" | "motif">,
): Promise<string> {
  return outlineLabels(coverArtSvg(article));
}

function layout(article: BlogCoverArticle, art: string): Node {
  const { lang, title, category } = article;
  const { size, lines } = coverTitleLines(title);
  const lineHeight = Math.round(size * 1.16);
  const text = (style: Record<string, string | number>, words: string) =>
    h("div", { style: { position: "absolute", display: "flex", whiteSpace: "nowrap", ...style } }, words);
  return h(
    "div",
    {
      style: {
        display: "flex",
        position: "relative",
        width: coverWidth,
        height: coverHeight,
        fontFamily: "Plus Jakarta Sans",
        color: colour.white,
      },
    },
    h("img", { src: dataUri(art), width: coverWidth, height: coverHeight }),
    text(
      { left: 150, top: 82, fontSize: 24, fontWeight: 800, letterSpacing: 2, color: colour.accent },
      blogCategories[category][lang].name.toLocaleUpperCase(lang),
    ),
    // The title's block sits in the middle of the space between the category and the logo.
    h(
      "div",
      {
        style: {
          position: "absolute",
          left: 78,
          top: 150 + (380 - lineHeight * lines.length) / 2,
          display: "flex",
          flexDirection: "column",
          fontSize: size,
          fontWeight: 800,
          letterSpacing: -1,
          lineHeight: `${lineHeight}px`,
        },
      },
      ...lines.map((line) => h("div", { style: { display: "flex", whiteSpace: "nowrap" } }, line)),
    ),
    h("img", {
      src: dataUri(logoMarkSvg(colour.white, 38)),
      width: 38,
      height: 38,
      style: { position: "absolute", left: 80, top: 538 },
    }),
    text({ left: 128, top: 536, fontSize: 28, fontWeight: 800, letterSpacing: -0.5 }, "Regu"),
  );
}

/** The cover as SVG, its words turned into outlines in the site's font. */
export async function blogCoverSvg(article: BlogCoverArticle): Promise<string> {
  const art = await coverArtOutlined(article);
  return satori(layout(article, art) as unknown as Parameters<typeof satori>[0], {
    width: coverWidth,
    height: coverHeight,
    fonts: siteFonts(),
  });
}

/** The cover as WebP at each of the widths, in their order. */
export async function renderBlogCover(
  article: BlogCoverArticle,
  widths: readonly number[],
): Promise<Buffer[]> {
  const svg = await blogCoverSvg(article);
  const png = (
    await renderAsync(svg, { fitTo: { mode: "width", value: coverWidth }, font: { loadSystemFonts: false } })
  ).asPng();
  return Promise.all(widths.map((width) => sharp(png).resize({ width }).webp({ quality: 86 }).toBuffer()));
}
