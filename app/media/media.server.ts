/**
 * Images from the media folder as pages draw them (docs/editing.md, Photos and logos): a photo becomes
 * AVIF and WebP at several widths, cropped to the shape its place on the page has, with its size known so
 * nothing moves while it loads; an SVG is served as it is. This module only names the variants and reads
 * the source's size, both cheap and synchronous; the build and the development server make the files
 * (scripts/media/variants.ts), so a page never waits on an encoder and no original reaches a visitor.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { imageSize } from "image-size";
import type { Picture } from "../components/page/responsive-picture.tsx";
import {
  encodingVersion,
  mediaFolder,
  mediaPathPrefix,
  sharingImage,
  variantFileName,
  variantFormats,
  variantPathPrefix,
  variantWidths,
} from "../../core/media/media-names.ts";
import { maxMediaBytes } from "../../core/media/upload-check.ts";

/** The shape a photo is cut to, width to height; without one it keeps its own. */
export type Crop = readonly [number, number];

const rasterTypes = new Set([".jpg", ".jpeg", ".png", ".webp"]);
export const mediaExtensions = [...rasterTypes, ".svg"];

export function isMediaPath(path: string): boolean {
  return path.startsWith(mediaPathPrefix);
}

/** The file a media path names, relative to the project. */
export function mediaFileOf(path: string): string {
  return join(mediaFolder, ...path.slice(mediaPathPrefix.length).split("/"));
}

export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(encodingVersion).update(bytes).digest("hex").slice(0, 12);
}

/** A file name as words for an address: "Team photo (1).JPG" → "team-photo-1". */
function baseOf(file: string): string {
  const words = file
    .slice(0, file.length - extname(file).length)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return words || "image";
}

// Anything that could run when the file is opened on its own, or reach outside it.
const unsafeSvg =
  /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|(?:href|src)\s*=\s*["']https?:/i;

/**
 * What is wrong with a media path a content file names, or undefined: the file must exist in the media
 * folder, be a JPEG, PNG, WebP or SVG of a sensible size, and an SVG must be a drawing only.
 */
export function mediaProblem(path: string, root = process.cwd()): string | undefined {
  if (!isMediaPath(path))
    return `"${path}" is not in the media folder (it must start with ${mediaPathPrefix})`;
  const file = mediaFileOf(path);
  if (path.includes("..") || !existsSync(join(root, file))) return `"${path}": there is no file ${file}`;
  const ext = extname(file).toLowerCase();
  if (!mediaExtensions.includes(ext)) return `"${path}": use a JPEG, PNG, WebP or SVG file`;
  const bytes = statSync(join(root, file)).size;
  if (bytes > maxMediaBytes) {
    return `"${path}" is ${(bytes / 1024 / 1024).toFixed(1)} MB; the largest accepted is ${maxMediaBytes / 1024 / 1024} MB`;
  }
  if (ext === ".svg" && unsafeSvg.test(readFileSync(join(root, file), "utf8"))) {
    return `"${path}" has scripts or outside links in it: save the drawing again as a plain SVG`;
  }
  try {
    sizeOf(readFileSync(join(root, file)));
  } catch {
    return `"${path}" is not an image this site can read`;
  }
  return undefined;
}

/** An image's size as it is shown, its camera orientation applied. */
function sizeOf(bytes: Uint8Array): { width: number; height: number } {
  const { width, height, orientation } = imageSize(bytes);
  if (!width || !height) throw new Error("no size");
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

function cropped(size: { width: number; height: number }, crop?: Crop) {
  if (!crop) return size;
  const [w, h] = crop;
  return size.width / size.height > w / h
    ? { width: Math.round((size.height * w) / h), height: size.height }
    : { width: size.width, height: Math.round((size.width * h) / w) };
}

/** The widths a photo of this width is made in: the standard ones it covers, then its own. */
export function widthsFor(width: number): number[] {
  const widths: number[] = variantWidths.filter((candidate) => candidate <= width);
  const largest = variantWidths[variantWidths.length - 1] ?? width;
  if (width < largest && widths[widths.length - 1] !== width) widths.push(width);
  return widths;
}

/** The source file a media path names, what its variants' names are made of, and its size. Throws the problem. */
function sourceOf(path: string, root: string) {
  const problem = mediaProblem(path, root);
  if (problem) throw new Error(problem);
  const file = mediaFileOf(path);
  const bytes = readFileSync(join(root, file));
  return { file, base: baseOf(file.split(sep).pop() ?? file), hash: contentHash(bytes), size: sizeOf(bytes) };
}

/**
 * The sharing image (media-names.ts) a photo makes: its address and size, at most 1200 × 630 (a smaller
 * photo keeps its own width); undefined for an SVG, which networks do not show.
 */
export function sharingImageOf(
  path: string,
  root = process.cwd(),
): { src: string; width: number; height: number } | undefined {
  const { file, base, hash, size } = sourceOf(path, root);
  if (extname(file).toLowerCase() === ".svg") return undefined;
  const [w, h] = sharingImage.crop;
  const width = Math.min(sharingImage.width, cropped(size, sharingImage.crop).width);
  const name = variantFileName({ base, hash, crop: `${w}x${h}`, width, ext: sharingImage.ext });
  return { src: variantPathPrefix + name, width, height: Math.round((width * h) / w) };
}

/**
 * The picture a media path names, cut to `crop`. Throws, naming the path, when the file is missing or
 * not an image: content is checked when it is loaded (mediaProblem), so this only meets good files.
 * `widths` replaces the standard widths for an image always drawn small (a portrait in a 48 px circle).
 */
export function pictureOf(
  path: string,
  crop?: Crop,
  root = process.cwd(),
  widths?: readonly number[],
): Picture {
  const { file, base, hash, size: full } = sourceOf(path, root);
  const size = cropped(full, crop);
  if (extname(file).toLowerCase() === ".svg") {
    return {
      src: variantPathPrefix + variantFileName({ base, hash, crop: "o", width: 0, ext: "svg" }),
      ...size,
      sources: [],
    };
  }
  const cropName = crop ? `${crop[0]}x${crop[1]}` : "o";
  const small = widths?.filter((width) => width <= size.width);
  const chosen = small?.length ? small : widthsFor(size.width);
  const url = (width: number, ext: "avif" | "webp") =>
    variantPathPrefix + variantFileName({ base, hash, crop: cropName, width, ext });
  const largest = chosen[chosen.length - 1] ?? size.width;
  const fallback = chosen.find((width) => width >= 800) ?? largest;
  return {
    src: url(fallback, "webp"),
    width: largest,
    height: Math.round((largest * size.height) / size.width),
    sources: variantFormats.map(({ ext, type }) => ({
      type,
      srcSet: chosen.map((width) => `${url(width, ext)} ${width}w`).join(", "),
    })),
  };
}

/**
 * A data file's photo field (content/schema/fields.ts, `photo`) as a picture, or undefined when the field is
 * empty. A photo that is missing or unreadable, or has nothing saying what it shows, fails the build naming
 * the data file and the field.
 */
export function pictureOfField(
  file: string,
  field: string,
  { path, alt }: { path: string | undefined; alt: string | undefined },
  crop?: Crop,
  root = process.cwd(),
): Picture | undefined {
  if (path === undefined) return undefined;
  const problem = mediaProblem(path, root);
  if (problem) throw new Error(`${file}: ${field}: ${problem}`);
  if (!alt) throw new Error(`${file}: ${field}Alt: say what the photo shows, for visitors who cannot see it`);
  return pictureOf(path, crop, root);
}

/** Every file of the media folder by its content hash: how a variant's name finds its source. */
export function mediaSources(root = process.cwd()): Map<string, string> {
  const sources = new Map<string, string>();
  const folder = join(root, mediaFolder);
  if (!existsSync(folder)) return sources;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (mediaExtensions.includes(extname(entry.name).toLowerCase())) {
        sources.set(contentHash(readFileSync(path)), relative(root, path));
      }
    }
  };
  walk(folder);
  return sources;
}
