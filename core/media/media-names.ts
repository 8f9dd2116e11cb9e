/**
 * How the site names the images it makes from the media folder (docs/editing.md, Photos and logos). A
 * variant's name says everything needed to make it again: the source's content hash, the crop and the
 * width, so the build and the development server make variants from names alone, and a browser may keep a
 * file for a year: a changed photo, or changed settings, is a new name.
 */
import { mediaPrefix } from "../routing/endpoints.ts";

/** Where editors put images, relative to the project, and the path content uses for them. */
export const mediaFolder = "content/media";
export const mediaPathPrefix = "/media/";

/** Where the variants are served from: under the hashed files' prefix, which is cached as immutable. */
export const variantPathPrefix = mediaPrefix;

/** The widths a photo is made in, in pixels; a smaller original stops at its own width. */
export const variantWidths = [400, 800, 1200, 1600, 2000] as const;

/** The formats a photo is made in, best first: the browser takes the first it supports. */
export const variantFormats = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;
/**
 * A photo as social networks and chat apps show a shared link: 1200 × 630 (their 1.91 : 1), JPEG, the one
 * format every one of them reads. Made for the pages whose photo stands for them (an article's cover).
 */
export const sharingImage = { crop: [40, 21], width: 1200, ext: "jpg", type: "image/jpeg" } as const;
export type VariantExt = (typeof variantFormats)[number]["ext"] | typeof sharingImage.ext | "svg";

/**
 * Part of every content hash: changing how variants are encoded (quality, formats, widths) changes this,
 * so no browser keeps an old file under a new meaning.
 */
export const encodingVersion = "1";

export interface VariantName {
  /** The source file's name without its extension, as words: only for people reading the address. */
  base: string;
  hash: string;
  /** The crop as width×height ratio ("40x21"), or "o" for the original's proportions. */
  crop: string;
  /** Width in pixels; 0 for an SVG, which is served as it is. */
  width: number;
  ext: VariantExt;
}

export function variantFileName({ base, hash, crop, width, ext }: VariantName): string {
  return ext === "svg" ? `${base}.${hash}.svg` : `${base}.${hash}.${crop}.${width}.${ext}`;
}

const rasterName = /^([a-z0-9-]+)\.([0-9a-f]{12})\.(o|\d+x\d+)\.(\d+)\.(avif|webp|jpg)$/;
const svgName = /^([a-z0-9-]+)\.([0-9a-f]{12})\.svg$/;

/** A variant's name read back, or undefined for a name the site never makes. */
export function parseVariantFileName(name: string): VariantName | undefined {
  const raster = rasterName.exec(name);
  if (raster) {
    const [, base = "", hash = "", crop = "", width = "", ext] = raster;
    return { base, hash, crop, width: Number(width), ext: ext as VariantExt };
  }
  const svg = svgName.exec(name);
  if (svg) return { base: svg[1] ?? "", hash: svg[2] ?? "", crop: "o", width: 0, ext: "svg" };
  return undefined;
}

/** The variants named in a page or its data: every `/assets/media/…` file it refers to. */
export function variantNamesIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\/assets\/media\/([a-z0-9.-]+\.(?:avif|webp|jpg|svg))/g)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}
