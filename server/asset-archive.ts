/**
 * The hashed client files of recent builds, kept in a folder that outlives a deploy (docs/operations.md,
 * "Deploys"): a page opened before a deploy still finds its scripts, and React Router's route discovery of
 * that page still gets the routes of the build it runs. Hashed names make files of several builds safe
 * side by side: a name is one content.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, stat, unlink, utimes } from "node:fs/promises";
import { extname, join } from "node:path";
import type { ServerBuild } from "react-router";
import { assetsPrefix } from "../core/routing/endpoints.ts";
import type { Logger } from "./logger.ts";
import { staticFile, type StaticFile } from "./static-files.ts";

export type AssetsManifest = ServerBuild["assets"];
export type ManifestRoute = NonNullable<AssetsManifest["routes"][string]>;

/** How often a running instance marks its build's files as in use: well within any retention. */
const refreshMs = 60 * 60 * 1000;

/**
 * A name the archive may answer: one file name of letters, digits, `_`, `-` and dots, never starting with
 * a dot (`..`, the archive's own temporary files), never a slash. The compressed variants are not files of
 * their own at `/assets/`, as in the build.
 */
export function isAssetName(name: string): boolean {
  return /^[\w-][\w.-]{0,199}$/.test(name) && !/\.(br|gz)$/.test(name);
}

/** React Router's manifest versions: a short hash (`c4eba245`). */
const isVersion = (version: string) => /^[\w-]{1,64}$/.test(version);

export interface ArchiveSummary {
  /** Files of this build the archive lacked. */
  copied: number;
  /** Files of other builds (earlier ones, or a later one during a rolling deploy) used within the retention. */
  earlier: number;
  /** Files unused for longer than the retention, removed. */
  removed: number;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Puts this build's files (`assetsDir`, the build's `client/assets`) into the archive and marks each as
 * in use now (its modification time), then removes the files no build has marked for `retentionMs`. Each
 * file is copied under a temporary name and renamed into place, so that another instance sharing the
 * folder never serves half a file; instances sharing the folder may run this at the same time.
 */
export async function archiveBuildAssets({
  assetsDir,
  archiveDir,
  retentionMs,
  now = new Date(),
}: {
  assetsDir: string;
  archiveDir: string;
  retentionMs: number;
  now?: Date;
}): Promise<ArchiveSummary> {
  await mkdir(archiveDir, { recursive: true });
  const own = new Set<string>();
  let copied = 0;
  for (const entry of await readdir(assetsDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    own.add(entry.name);
    const target = join(archiveDir, entry.name);
    try {
      await utimes(target, now, now);
    } catch (error) {
      if (!missing(error)) throw error;
      // Unique to this copy: instances in containers sharing the folder may all be process 1.
      const partial = join(archiveDir, `.${entry.name}.${randomBytes(6).toString("hex")}.partial`);
      await copyFile(join(assetsDir, entry.name), partial);
      await utimes(partial, now, now);
      await rename(partial, target);
      copied += 1;
    }
  }
  let earlier = 0;
  let removed = 0;
  const cutoff = now.getTime() - retentionMs;
  for (const name of await readdir(archiveDir)) {
    if (own.has(name)) continue;
    try {
      const found = await stat(join(archiveDir, name));
      if (!found.isFile()) continue;
      if (found.mtimeMs >= cutoff) {
        earlier += 1;
        continue;
      }
      await unlink(join(archiveDir, name));
      removed += 1;
    } catch (error) {
      // Another instance removed it first.
      if (!missing(error)) throw error;
    }
  }
  return { copied, earlier, removed };
}

/** Reads a route manifest as the build writes it: `window.__reactRouterManifest={…};`. */
export function parseManifestModule(source: string): AssetsManifest | undefined {
  const match = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(source);
  if (!match?.[1]) return undefined;
  try {
    const manifest = JSON.parse(match[1]) as Partial<AssetsManifest>;
    return typeof manifest.version === "string" && typeof manifest.routes === "object" && manifest.routes
      ? (manifest as AssetsManifest)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a page of an earlier build may be told about the routes this build matched: the earlier build's
 * own entries for them (its modules, which import its own shell), provided each route is still the same
 * route (same place in the tree, same path, a loader and an action where it had them). Otherwise nothing:
 * the page should load again, as React Router has it do for a manifest of another version.
 */
export function earlierBuildPatches(
  current: Record<string, ManifestRoute | undefined>,
  earlier: AssetsManifest,
): Record<string, ManifestRoute> | undefined {
  const patches: Record<string, ManifestRoute> = {};
  for (const [id, route] of Object.entries(current)) {
    const before = earlier.routes[id];
    if (!route || !before) return undefined;
    const same =
      before.parentId === route.parentId &&
      before.path === route.path &&
      Boolean(before.index) === Boolean(route.index) &&
      before.hasLoader === route.hasLoader &&
      before.hasAction === route.hasAction;
    if (!same) return undefined;
    patches[id] = before;
  }
  return patches;
}

export interface AssetArchive {
  /** This build's manifest version. */
  version: string;
  /** Where React Router answers route discovery (`/__manifest`). */
  manifestPath: string;
  /** A hashed client file of any build kept, by its name under `/assets/`. */
  file(name: string): Promise<StaticFile | undefined>;
  /** The route manifest of an earlier build, by its version, while its files are kept. */
  manifest(version: string): Promise<AssetsManifest | undefined>;
  /** Stops marking this build's files as in use. */
  close(): void;
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return undefined;
    throw error;
  }
}

/**
 * Archives this build's files now and again every hour (so that files in use are never older than the
 * retention), and reads files and manifests from the archive. A failure to write the folder is logged and
 * leaves the site serving its own build: visitors with a page of an earlier build then reload.
 */
export async function openAssetArchive({
  archiveDir,
  assetsDir,
  retentionMs,
  version,
  manifestPath,
  log,
}: {
  archiveDir: string;
  assetsDir: string;
  retentionMs: number;
  version: string;
  manifestPath: string;
  log: Logger;
}): Promise<AssetArchive> {
  const archive = async () => {
    try {
      return await archiveBuildAssets({ assetsDir, archiveDir, retentionMs });
    } catch (error) {
      log.error(
        { err: error },
        `assets: could not keep this build's files in ${archiveDir}; pages of earlier builds will reload`,
      );
      return undefined;
    }
  };
  const summary = await archive();
  if (summary) {
    log.info(
      { archiveDir, ...summary },
      `assets: ${summary.earlier} files of other builds kept in ${archiveDir}, ${summary.removed} removed`,
    );
  }
  const timer = setInterval(() => void archive(), Math.min(refreshMs, Math.max(retentionMs / 4, 1000)));
  timer.unref();

  const manifests = new Map<string, AssetsManifest>();
  return {
    version,
    manifestPath,
    async file(name) {
      if (!isAssetName(name)) return undefined;
      const path = join(archiveDir, name);
      const body = await readOptional(path);
      if (!body) return undefined;
      const [br, gzip] = await Promise.all([readOptional(`${path}.br`), readOptional(`${path}.gz`)]);
      return staticFile(`${assetsPrefix}${name}`, extname(name), { body, br, gzip });
    },
    async manifest(wanted) {
      if (!isVersion(wanted)) return undefined;
      const cached = manifests.get(wanted);
      if (cached) return cached;
      const source = await readOptional(join(archiveDir, `manifest-${wanted}.js`));
      const manifest = source && parseManifestModule(source.toString("utf8"));
      if (!manifest || manifest.version !== wanted) return undefined;
      // A handful of builds at most are open in visitors' tabs; a bound all the same.
      if (manifests.size >= 16) manifests.delete(manifests.keys().next().value as string);
      manifests.set(wanted, manifest);
      return manifest;
    },
    close: () => clearInterval(timer),
  };
}
