import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type { ConfiguredTools } from "../core/consent/tools.ts";
import { assetsPrefix } from "../core/routing/endpoints.ts";
import { contentSecurityPolicy } from "./content-security.ts";

/** Beside the client files in the build: each page's inline-script hashes, written by scripts/build/postbuild.ts. */
export const cspHashesFile = "csp-hashes.json";

/**
 * Beside the client files in the build: the pages that carry the cookie banner, again without it, for
 * visitors who have made their choice (written by scripts/build/postbuild.ts; app/consent/banner-island.ts).
 */
export const withoutBannerDir = "without-banner";

export type Encoding = "br" | "gzip" | "identity";

export interface StaticFile {
  /**
   * The file as built, kept only when there is no gzip variant: nearly every client accepts a compressed
   * one, so holding the uncompressed copy too would double what the pages cost in memory for a rare client.
   */
  body?: Buffer;
  /** Made at build by scripts/build/postbuild.ts; absent for files too small or not worth compressing. */
  br?: Buffer;
  gzip?: Buffer;
  /** Bytes of the file as built: the Content-Length of an uncompressed answer. */
  size: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** For HTML: the policy allowing exactly the inline scripts the build wrote into it. */
  csp?: string;
  /** For a page with the cookie banner: the same page without it, sent to a visitor who has chosen. */
  withoutBanner?: StaticFile;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The URL a built file answers at: `pricing/index.html` at `/pricing` (never `/pricing/`). */
export function urlPathOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

function cacheControlOf(urlPath: string): string {
  // Hashed names change with their content: cache them for a year.
  if (urlPath.startsWith(assetsPrefix)) return "public, max-age=31536000, immutable";
  // Pages and their data: kept, but checked again (ETag) before each use. `no-cache` says that in the
  // fewest bytes, and a page's headers travel in its first round trip.
  if (urlPath.endsWith(".data") || !extname(urlPath) || urlPath.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * Loads every built client file into memory once, with its precompressed variants and headers; the
 * uncompressed copy only of files that have no gzip variant.
 */
export function loadStaticFiles(
  clientDir: string,
  { https, recaptcha = false, tools }: { https: boolean; recaptcha?: boolean; tools?: ConfiguredTools },
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run "npm run build" first.`);
  const hashesPath = join(clientDir, "..", cspHashesFile);
  if (!existsSync(hashesPath)) throw new Error(`No ${hashesPath}: run "npm run build" again.`);
  const scriptHashes = JSON.parse(readFileSync(hashesPath, "utf8")) as Record<string, string[]>;
  const read = (path: string) => ({
    body: readFileSync(path),
    br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
    gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
  });
  for (const path of walk(clientDir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const urlPath = urlPathOf(relative(clientDir, path));
    const file = staticFile(urlPath, extname(path), read(path));
    if (file.contentType.startsWith("text/html")) {
      file.csp = contentSecurityPolicy({
        https,
        recaptcha,
        tools,
        scriptSources: scriptHashes[urlPath] ?? [],
      });
      const bannerFree = join(clientDir, "..", withoutBannerDir, relative(clientDir, path));
      if (existsSync(bannerFree)) {
        file.withoutBanner = { ...staticFile(urlPath, extname(path), read(bannerFree)), csp: file.csp };
      }
    }
    files.set(urlPath, file);
  }
  return files;
}

/**
 * A built file as the server answers it at `urlPath`: its type (by the file's `extension`, `.html` for a
 * page at `/pricing`), caching and ETag, with the variants the build compressed. The uncompressed copy is
 * kept only when there is no gzip variant (see StaticFile).
 */
export function staticFile(
  urlPath: string,
  extension: string,
  { body, br, gzip }: { body: Buffer; br?: Buffer; gzip?: Buffer },
): StaticFile {
  const file: StaticFile = {
    body: gzip ? undefined : body,
    br,
    gzip,
    size: body.byteLength,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    cacheControl: cacheControlOf(urlPath),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
  return file;
}

const gunzipAsync = promisify(gunzip);

/** The file as built, for a client that accepts no compression: unpacked from its gzip variant if need be. */
export async function identityBody(file: StaticFile): Promise<Buffer> {
  if (file.body) return file.body;
  if (!file.gzip) throw new Error("a static file with neither a body nor a gzip variant");
  return gunzipAsync(file.gzip);
}

/** The best encoding the client accepts among those we have (brotli, then gzip). */
export function negotiateEncoding(acceptEncoding: string | null | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (file.br && ok("br")) return "br";
  if (file.gzip && ok("gzip")) return "gzip";
  return "identity";
}
