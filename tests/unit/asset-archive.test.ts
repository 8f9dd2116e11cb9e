import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  archiveBuildAssets,
  earlierBuildPatches,
  isAssetName,
  parseManifestModule,
  type AssetsManifest,
  type ManifestRoute,
} from "../../server/asset-archive.ts";
import { readServerConfig } from "../../server/config.ts";

const day = 24 * 60 * 60 * 1000;
let root: string;
let assetsDir: string;
let archiveDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "regu-asset-archive-"));
  assetsDir = join(root, "build", "client", "assets");
  archiveDir = join(root, "shared", "assets");
  mkdirSync(assetsDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (dir: string, name: string, text: string, ageMs = 0) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), text);
  const at = new Date(Date.now() - ageMs);
  utimesSync(join(dir, name), at, at);
};

describe("archiving a build's assets", () => {
  it("copies the build's files into a new folder", async () => {
    write(assetsDir, "pricing-AAAA.js", "pricing");
    write(assetsDir, "pricing-AAAA.js.br", "pricing, compressed");
    const summary = await archiveBuildAssets({ assetsDir, archiveDir, retentionMs: 7 * day });
    expect(summary).toEqual({ copied: 2, earlier: 0, removed: 0 });
    expect(readFileSync(join(archiveDir, "pricing-AAAA.js"), "utf8")).toBe("pricing");
    expect(readFileSync(join(archiveDir, "pricing-AAAA.js.br"), "utf8")).toBe("pricing, compressed");
  });

  it("keeps earlier builds' files used within the retention, and removes older ones", async () => {
    write(assetsDir, "pricing-BBBB.js", "build B");
    write(archiveDir, "pricing-AAAA.js", "build A", 6 * day);
    write(archiveDir, "pricing-OLD0.js", "a build long gone", 8 * day);
    // What a copy cut short by a crash leaves: removed like any file unused for longer than the retention.
    write(archiveDir, ".pricing-CCCC.js.0a1b2c.partial", "half", 8 * day);
    const summary = await archiveBuildAssets({ assetsDir, archiveDir, retentionMs: 7 * day });
    expect(summary).toEqual({ copied: 1, earlier: 1, removed: 2 });
    expect(existsSync(join(archiveDir, "pricing-AAAA.js"))).toBe(true);
    expect(existsSync(join(archiveDir, "pricing-OLD0.js"))).toBe(false);
    expect(existsSync(join(archiveDir, ".pricing-CCCC.js.0a1b2c.partial"))).toBe(false);
  });

  it("marks the files of the build it archives as in use, however old they are", async () => {
    // Build A has run for a month; a second instance of it starts, and then build B.
    write(assetsDir, "shell-AAAA.js", "shell");
    write(archiveDir, "shell-AAAA.js", "shell", 30 * day);
    const now = new Date();
    expect(await archiveBuildAssets({ assetsDir, archiveDir, retentionMs: 7 * day, now })).toEqual({
      copied: 0,
      earlier: 0,
      removed: 0,
    });
    expect(statSync(join(archiveDir, "shell-AAAA.js")).mtimeMs).toBeCloseTo(now.getTime(), -1);

    const buildB = join(root, "build-b", "client", "assets");
    write(buildB, "shell-BBBB.js", "shell of B");
    expect(await archiveBuildAssets({ assetsDir: buildB, archiveDir, retentionMs: 7 * day })).toEqual({
      copied: 1,
      earlier: 1,
      removed: 0,
    });
  });

  it("leaves folders in the archive alone", async () => {
    mkdirSync(join(archiveDir, "lost+found"), { recursive: true });
    utimesSync(join(archiveDir, "lost+found"), new Date(0), new Date(0));
    await archiveBuildAssets({ assetsDir, archiveDir, retentionMs: day });
    expect(existsSync(join(archiveDir, "lost+found"))).toBe(true);
  });
});

describe("the names the archive answers", () => {
  it.each(["pricing-AuOndqNp.js", "app-WO-EdeVU.css", "manifest-c4eba245.js", "font_x-1.woff2"])(
    "include %s",
    (name) => expect(isAssetName(name)).toBe(true),
  );
  it.each([
    "",
    ".",
    "..",
    "../csp-hashes.json",
    "..%2fcsp-hashes.json",
    "a/b.js",
    "a\\b.js",
    ".pricing-CCCC.js.0a1b2c.partial",
    "pricing-AuOndqNp.js.br",
    "pricing-AuOndqNp.js.gz",
    "a\u0000.js",
    `${"a".repeat(201)}.js`,
  ])("exclude %j", (name) => expect(isAssetName(name)).toBe(false));
});

const route = (id: string, fields: Partial<ManifestRoute> = {}): ManifestRoute => ({
  id,
  parentId: id === "root" ? undefined : "root",
  path: id === "root" ? "" : `/${id}`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}-BBBB.js`,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  imports: [],
  css: [],
  ...fields,
});

const manifestOf = (version: string, routes: ManifestRoute[]): AssetsManifest => ({
  entry: { module: `/assets/entry.client-${version}.js`, imports: [] },
  routes: Object.fromEntries(routes.map((entry) => [entry.id, entry])),
  url: `/assets/manifest-${version}.js`,
  version,
});

describe("route discovery for a page of an earlier build", () => {
  const current = { root: route("root"), pricing: route("pricing") };
  const earlierRoot = route("root", { module: "/assets/root-AAAA.js" });
  const earlierPricing = route("pricing", { module: "/assets/pricing-AAAA.js" });

  it("reads a manifest as the build writes it", () => {
    const manifest = manifestOf("c4eba245", [earlierRoot, earlierPricing]);
    expect(parseManifestModule(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(
      manifest,
    );
    expect(parseManifestModule("export default {}")).toBeUndefined();
    expect(parseManifestModule("window.__reactRouterManifest={broken;")).toBeUndefined();
    expect(parseManifestModule('window.__reactRouterManifest={"version":"x"};')).toBeUndefined();
  });

  it("answers the routes this build matched with the earlier build's entries", () => {
    const earlier = manifestOf("aaaa", [earlierRoot, earlierPricing, route("gone")]);
    expect(earlierBuildPatches(current, earlier)).toEqual({ root: earlierRoot, pricing: earlierPricing });
  });

  it.each([
    ["a route the earlier build did not have", manifestOf("aaaa", [earlierRoot])],
    ["a route at another path", manifestOf("aaaa", [earlierRoot, { ...earlierPricing, path: "/prices" }])],
    ["a route under another parent", manifestOf("aaaa", [earlierRoot, { ...earlierPricing, parentId: "x" }])],
    ["a loader added or removed", manifestOf("aaaa", [earlierRoot, { ...earlierPricing, hasLoader: false }])],
    ["an action added or removed", manifestOf("aaaa", [earlierRoot, { ...earlierPricing, hasAction: true }])],
  ])("leaves the page to load again for %s", (_, earlier) => {
    expect(earlierBuildPatches(current, earlier)).toBeUndefined();
  });
});

describe("the archive's settings", () => {
  it("put the folder under DATA_DIR unless told otherwise", () => {
    expect(readServerConfig({}).ASSET_ARCHIVE_DIR).toBe(join("./data", "assets"));
    expect(readServerConfig({ DATA_DIR: "/data" }).ASSET_ARCHIVE_DIR).toBe("/data/assets");
    expect(readServerConfig({ DATA_DIR: "/data", ASSET_ARCHIVE_DIR: "" }).ASSET_ARCHIVE_DIR).toBe(
      "/data/assets",
    );
    expect(readServerConfig({ ASSET_ARCHIVE_DIR: "/shared/assets" }).ASSET_ARCHIVE_DIR).toBe(
      "/shared/assets",
    );
  });

  it("keep a week by default, any number of days, none with 0", () => {
    expect(readServerConfig({}).ASSET_RETENTION_DAYS).toBe(7);
    expect(readServerConfig({ ASSET_RETENTION_DAYS: "" }).ASSET_RETENTION_DAYS).toBe(7);
    expect(readServerConfig({ ASSET_RETENTION_DAYS: "0.5" }).ASSET_RETENTION_DAYS).toBe(0.5);
    expect(readServerConfig({ ASSET_RETENTION_DAYS: "0" }).ASSET_RETENTION_DAYS).toBe(0);
    expect(() => readServerConfig({ ASSET_RETENTION_DAYS: "-1" })).toThrow(/ASSET_RETENTION_DAYS/);
    expect(() => readServerConfig({ ASSET_RETENTION_DAYS: "a week" })).toThrow(/ASSET_RETENTION_DAYS/);
  });
});
