/**
 * The footer's social glyphs as one hidden SVG sprite, written by the server at the end of every page's
 * body (entry.server.tsx), outside the part React hydrates; the footer draws each with `<use>`
 * (social-icon.tsx). About 380 bytes of brotli per page, against four image requests, or the same bytes
 * in every page's JavaScript.
 */
import { insertBefore } from "../document-markup.ts";
import { socialGlyphId, type SocialNetwork } from "./social-icon.tsx";
import facebook from "./social/facebook.svg?raw";
import instagram from "./social/instagram.svg?raw";
import linkedin from "./social/linkedin.svg?raw";
import youtube from "./social/youtube.svg?raw";

const files: Record<SocialNetwork, string> = { facebook, instagram, linkedin, youtube };

/** A standalone glyph file (`<svg viewBox fill><path…/></svg>`) as a `<symbol>` of the sprite. */
export function glyphSymbol(id: string, svg: string): string {
  const file = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const viewBox = file && /\bviewBox="([^"]+)"/.exec(file[1] ?? "");
  const fill = file && /\bfill="([^"]+)"/.exec(file[1] ?? "");
  if (!file || !viewBox) throw new Error(`The glyph ${id} is not one <svg> with a viewBox`);
  return `<symbol id="${id}" viewBox="${viewBox[1]}"${fill ? ` fill="${fill[1]}"` : ""}>${file[2]?.trim()}</symbol>`;
}

const sprite =
  '<svg aria-hidden="true" class="hidden">' +
  Object.entries(files)
    .map(([network, svg]) => glyphSymbol(socialGlyphId(network as SocialNetwork), svg))
    .join("") +
  "</svg>";

/** The page with the sprite just before `</body>`. */
export function withSocialGlyphs(html: string): string {
  return insertBefore(html, "</body>", sprite);
}
