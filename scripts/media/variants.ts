/**
 * Makes the image files pages name (app/media/media.server.ts): each from its name alone, kept in a cache
 * by that name (which holds the source's content hash), so a build encodes only the photos that are new.
 * The build copies the variants its pages use into the client build (writeUsedVariants); the development
 * server makes them when a browser asks (dev-server.ts).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { mediaSources } from "../../app/media/media.server.ts";
import { parseVariantFileName, variantNamesIn, variantPathPrefix } from "../../core/media/media-names.ts";

const cacheDir = join(process.cwd(), "node_modules", ".cache", "media");

// Quality chosen by eye on staff photos and screenshots at phone widths: no visible blocking or banding.
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
  // The sharing image (media-names.ts), fetched once by each network rather than by every visitor.
  jpg: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
};

let sources: Map<string, string> | undefined;

/** The source of a variant's hash, looking the media folder over again when a new file may have come. */
function sourceOf(hash: string): string | undefined {
  if (!sources?.has(hash)) sources = mediaSources();
  return sources.get(hash);
}

/**
 * The file for a variant name, made now if the cache does not hold it; undefined for a name that is not a
 * variant or whose source is gone from the media folder.
 */
export async function variantFile(name: string): Promise<string | undefined> {
  const variant = parseVariantFileName(name);
  if (!variant) return undefined;
  const cached = join(cacheDir, name);
  if (existsSync(cached)) return cached;
  const source = sourceOf(variant.hash);
  if (!source) return undefined;
  mkdirSync(cacheDir, { recursive: true });
  let bytes: Buffer;
  if (variant.ext === "svg") {
    bytes = readFileSync(source);
  } else {
    const image = sharp(source).rotate();
    const [w, h] = variant.crop === "o" ? [] : variant.crop.split("x").map(Number);
    const resized =
      w && h
        ? image.resize({
            width: variant.width,
            height: Math.round((variant.width * h) / w),
            fit: "cover",
            position: sharp.strategy.attention,
          })
        : image.resize({ width: variant.width });
    bytes = await encoders[variant.ext](resized).toBuffer();
  }
  // Written whole and then named, so a build running beside never reads half a file.
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, cached);
  return cached;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Puts every variant the client build's pages and page data name into it, under `/assets/media/`.
 * Throws naming the variant when one cannot be made: a page must never point at a missing image.
 */
export async function writeUsedVariants(clientDir: string): Promise<{ files: number; made: number }> {
  const names = new Set<string>();
  for (const path of walk(clientDir)) {
    if (path.endsWith(".html") || path.endsWith(".data")) {
      for (const name of variantNamesIn(readFileSync(path, "utf8"))) names.add(name);
    }
  }
  const outDir = join(clientDir, ...variantPathPrefix.split("/").filter(Boolean));
  if (names.size > 0) mkdirSync(outDir, { recursive: true });
  let made = 0;
  for (const name of [...names].sort()) {
    const wasCached = existsSync(join(cacheDir, name));
    const file = await variantFile(name);
    if (!file)
      throw new Error(
        `${variantPathPrefix}${name}: a page names this image, but its source is not in the media folder`,
      );
    if (!wasCached) made += 1;
    copyFileSync(file, join(outDir, name));
  }
  return { files: names.size, made };
}
