import { renderToStaticMarkup } from "react-dom/server";
import { blogCategories, type BlogCategoryKey } from "../../../content/blog/categories.ts";
import { blogCategoryLooks } from "../../../content/blog/category-looks.ts";
import type { BlogMotif } from "../../../content/blog/motifs.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { CoverMotif, type CoverPalette } from "./blog-cover-motifs.server.tsx";
import { FeatureGlyph } from "./feature-icon.tsx";
import { imageFontFamily } from "./image-font.ts";
import { ReguLogo } from "./regu-logo.tsx";

export interface BlogCoverArticle {
  lang: Lang;
  title: string;
  category: BlogCategoryKey;
  motif: BlogMotif;
}

/** `colour` moved `amount` (0 to 1) of the way towards `target`. */
function mix(colour: string, target: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const from = channels(colour);
  const to = channels(target);
  return `#${from
    .map((value, i) => Math.round(value + ((to[i] ?? value) - value) * amount))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

/** The shades of a category's colour its covers are drawn in. */
function coverPalette(colour: string): CoverPalette {
  return {
    base: colour,
    deep: mix(colour, "#000000", 0.4),
    mid: mix(colour, "#FFFFFF", 0.5),
    tint: mix(colour, "#FFFFFF", 0.8),
    pale: mix(colour, "#FFFFFF", 0.92),
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
 * is 0.6 (a little more than in Arial, for Segoe UI), capitals and m and w count more, i, l, t and
 * punctuation less. An <img> cannot measure its text, and a line too long would run into the motif.
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

/**
 * An article's cover (1200×630, the size social networks show), composed like a poster: the category and
 * the title on the category's colour at the left, a drawing of the article's subject (its `motif`) at the
 * right, the logo at the foot.
 */
export function blogCoverSvg({ lang, title, category, motif }: BlogCoverArticle): string {
  const look = blogCategoryLooks[category];
  const palette = coverPalette(look.colour);
  const { size, lines } = coverTitleLines(title);
  const lineHeight = Math.round(size * 1.16);
  // The title's block sits in the middle of the space between the category and the logo.
  const top = 150 + (380 - lineHeight * lines.length) / 2;
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1200 630"
      width="1200"
      height="630"
      fontFamily={imageFontFamily}
    >
      <rect width="1200" height="630" fill={palette.base} />
      <circle cx="920" cy="315" r="290" fill="#FFFFFF" opacity="0.07" />
      <rect x="80" y="72" width="52" height="52" rx="14" fill={palette.tint} />
      <g
        transform="translate(88 80) scale(1.5)"
        fill="none"
        stroke={palette.base}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <FeatureGlyph feature={look.icon} />
      </g>
      <text x="150" y="107" fontSize="24" fontWeight="700" letterSpacing="2" fill={palette.tint}>
        {blogCategories[category][lang].name.toLocaleUpperCase(lang)}
      </text>
      {/* Bold, not heavier: asked for 800, Segoe UI and Roboto would take their much wider black faces. */}
      <g fontSize={size} fontWeight="700" letterSpacing="-0.5" fill="#FFFFFF">
        {lines.map((line, i) => (
          <text key={i} x="78" y={Math.round(top + size * 0.8 + i * lineHeight)}>
            {line}
          </text>
        ))}
      </g>
      <svg x="80" y="538" width="128" height="38">
        <ReguLogo tone="white" />
      </svg>
      <g transform="translate(700 95)">
        <CoverMotif motif={motif} palette={palette} />
      </g>
    </svg>,
  );
}
