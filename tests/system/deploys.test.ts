/**
 * Deploys that do not break open pages (docs/operations.md, "Pages opened before a deploy"). Build A is
 * ./build; build B is the same site built again into ./build-deploy with another APP_URL, so that every
 * script has a new name, as after a change to code every page loads. A page opened on A stays open while B
 * replaces A on the same port and the same archive folder, then follows links without loading again.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../core/i18n/en.ts";
import { id } from "../../core/i18n/id.ts";
import { homeContent } from "../../content/home/index.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { pricingContent } from "../../content/pricing/index.ts";
import { chromiumArgs, testBrowserPath } from "../../scripts/processes/chromium.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { send } from "../support/site-requests.ts";
import { isHydrated } from "../support/hydration.ts";

/** Build B: another APP_URL is baked into the shell, so the shell and every module importing it change. */
const buildB = { BUILD_DIR: "build-deploy", APP_URL: "https://app-next.regu.example" };
const buildDirA = join(rootDir, "build");
const buildDirB = join(rootDir, buildB.BUILD_DIR);

/**
 * Builds B with `npm run build`, unless a build B made after the current build A is there (a second run
 * of this file). `npm test` builds A first, so there B is always built again, from the same sources.
 * B is a light build (core/config/build-guard.ts): its pages and scripts are a full build's, and what it
 * leaves out is never asked of B here. The compressed file below is A's, from the shared folder; B's
 * pages go uncompressed, which changes no byte the page reads; no sharing card, cover or PDF is fetched.
 */
async function ensureBuildB(): Promise<void> {
  const stamp = join(buildDirB, "built-after-a");
  if (
    existsSync(stamp) &&
    statSync(stamp).mtimeMs > statSync(join(buildDirA, "server", "index.js")).mtimeMs
  ) {
    return;
  }
  rmSync(buildDirB, { recursive: true, force: true });
  let output = "";
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd: rootDir,
      env: { ...process.env, ...buildB, BUILD_PROFILE: "light" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`Building B failed (exit ${code}):\n${output.slice(-4000)}`);
  writeFileSync(stamp, "");
}

const assetNames = (buildDir: string) => new Set(readdirSync(join(buildDir, "client", "assets")));
const manifestVersion = (buildDir: string) => {
  const file = [...assetNames(buildDir)].find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${buildDir}/client/assets`);
  return file.slice("manifest-".length, -".js".length);
};
/** The hashed name of a route's module in a build, from its route manifest. */
const moduleOf = (buildDir: string, routeId: string) => {
  const source = readFileSync(
    join(buildDir, "client", "assets", `manifest-${manifestVersion(buildDir)}.js`),
    "utf8",
  );
  const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as {
    routes: Record<string, { module: string }>;
  };
  const module = manifest.routes[routeId]?.module;
  if (!module) throw new Error(`no route ${routeId} in ${buildDir}`);
  return module;
};

interface OpenPage {
  page: Page;
  /** Documents loaded in the tab: 1 until something reloads it. */
  loads(): number;
  /** Errors the page logged or threw. */
  errors: string[];
  /** Scripts and style sheets the page fetched, with their status, from the moment `watchAssets` was called. */
  assets: Array<{ path: string; status: number }>;
  watchAssets(): void;
}

/**
 * Opens the home page in a tab and waits until React has hydrated it. The visitor asked to save data: the
 * site prefetches nothing then, so every module a link needs is fetched when it is followed, after the
 * deploy.
 */
async function openHome(browser: Browser, url: string): Promise<OpenPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true }),
    });
  });
  let loads = 0;
  let watching = false;
  const open: OpenPage = {
    page,
    loads: () => loads,
    errors: [],
    assets: [],
    watchAssets: () => void (watching = true),
  };
  page.on("load", () => (loads += 1));
  page.on("pageerror", (error) => open.errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") open.errors.push(message.text());
  });
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (watching && path.startsWith("/assets/")) open.assets.push({ path, status: response.status() });
  });
  await page.goto(`${url}/`);
  await page.waitForFunction(isHydrated);
  await page.getByRole("heading", { level: 1, name: homeContent.en.hero.title }).waitFor();
  // What loads after hydration (the chat button) is there: the deploy comes while the visitor reads.
  await page.locator("[data-chat-launcher]").waitFor();
  await page.waitForLoadState("networkidle");
  // Gone with the document if the tab loads again.
  await page.evaluate(() => ((window as { deployMarker?: string }).deployMarker = "opened on A"));
  return open;
}

const marker = (page: Page) => page.evaluate(() => (window as { deployMarker?: string }).deployMarker);
const heading = (page: Page, text: string) => page.getByRole("heading", { level: 1, name: text }).waitFor();
const primaryNav = (page: Page, dictionary: typeof en | typeof id) =>
  page.getByRole("banner").getByRole("navigation", { name: dictionary.nav.primary });

let browser: Browser;
beforeAll(async () => {
  // Chromium starts while B builds.
  [browser] = await Promise.all([
    chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs }),
    ensureBuildB(),
  ]);
  expect(manifestVersion(buildDirB)).not.toBe(manifestVersion(buildDirA));
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

describe("a page opened before a deploy, with the builds' files kept in a shared folder", () => {
  let folder: string;
  let archiveDir: string;
  let site: SiteProcess | undefined;
  let open: OpenPage;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "regu-deploys-"));
    archiveDir = join(folder, "assets");
    // A file of a build nobody has used for eight days: B's start removes it.
    mkdirSync(archiveDir);
    writeFileSync(join(archiveDir, "pricing-LongGone.js"), "export default null;");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    utimesSync(join(archiveDir, "pricing-LongGone.js"), eightDaysAgo, eightDaysAgo);
    // A file beside the folder, which no request may reach.
    writeFileSync(join(folder, "secret.txt"), "not for visitors");

    // One database for both, as in a deploy (and PGlite opens an existing folder faster than a new one).
    const shared = { DATA_DIR: join(folder, "data"), ASSET_ARCHIVE_DIR: archiveDir };
    site = await startSite(shared);
    open = await openHome(browser, site.url);
    const { port } = site;
    await site.stop();
    site = await startSite({ ...buildB, ...shared, PORT: String(port) });
  }, 120_000);
  afterAll(async () => {
    await open?.page.close();
    await site?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("follows links on build B without loading again, on the modules of its own build", async () => {
    const { page } = open;
    open.watchAssets();

    // Nothing was discovered or fetched for the link before the deploy (the visitor saves data): B answers
    // the route discovery with A's entry, and A's module from the folder.
    await primaryNav(page, en).getByRole("link", { name: en.nav.pricing, exact: true }).click();
    await heading(page, pricingContent.en.hero.title);
    expect(page.url()).toBe(`${site?.url}/pricing`);

    // Another route of a module the page has, then a route of one it has not.
    await page.getByRole("banner").getByRole("group", { name: en.language.label }).getByRole("link").click();
    await heading(page, pricingContent.id.hero.title);
    await primaryNav(page, id).getByRole("link", { name: id.nav.contact, exact: true }).click();
    await heading(page, leadPagesContent.id.contact.hero.title);

    expect(await marker(page)).toBe("opened on A");
    expect(open.loads()).toBe(1);
    expect(open.errors).toEqual([]);
    // Every file it loaded after the deploy is A's; the route modules, which B does not have, B answered
    // from the folder.
    const [filesOfA, filesOfB] = [assetNames(buildDirA), assetNames(buildDirB)];
    const fetched = open.assets.map(({ path }) => path);
    for (const module of [moduleOf(buildDirA, "pricing.en"), moduleOf(buildDirA, "contact.id")]) {
      expect(fetched).toContain(module);
      expect(filesOfB.has(module.slice("/assets/".length)), `${module} is in B too`).toBe(false);
    }
    for (const { path, status } of open.assets) {
      const ofA = filesOfA.has(path.slice("/assets/".length));
      expect({ path, status, ofA }).toEqual({ path, status: 200, ofA: true });
    }
  });

  it("answers A's files with the same headers as its own", async () => {
    if (!site) throw new Error("no site");
    const path = moduleOf(buildDirA, "pricing.en");
    const built = readFileSync(join(buildDirA, "client", path), "utf8");
    const plain = await send(site.port, { method: "GET", path });
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(built);
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const compressed = await fetch(site.url + path, { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(await compressed.text()).toBe(built);
    // The ETag A gave it: a cache revalidates it with whichever instance it reaches.
    const etag = compressed.headers.get("etag");
    expect(etag).toBe(`"${createHash("sha256").update(built).digest("base64url").slice(0, 27)}"`);
    const again = await send(site.port, { method: "GET", path, headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    const head = await send(site.port, { method: "HEAD", path });
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(built)));
  });

  it("answers route discovery for a page of A with A's modules, and of unknown builds with a reload", async () => {
    if (!site) throw new Error("no site");
    const discover = (version: string) =>
      fetch(`${site?.url}/__manifest?paths=${encodeURIComponent("/pricing")}&version=${version}`);
    const ofA = await discover(manifestVersion(buildDirA));
    expect(ofA.status).toBe(200);
    const patches = (await ofA.json()) as Record<string, { module: string }>;
    expect(patches["pricing.en"]?.module).toBe(moduleOf(buildDirA, "pricing.en"));
    expect(patches.root?.module).toBe(moduleOf(buildDirA, "root"));
    const ofB = (await (await discover(manifestVersion(buildDirB))).json()) as Record<
      string,
      { module: string }
    >;
    expect(ofB["pricing.en"]?.module).toBe(moduleOf(buildDirB, "pricing.en"));
    for (const version of ["0badc0de", "..%2f..%2fsecret", ""]) {
      const unknown = await discover(version);
      expect({
        version,
        status: unknown.status,
        reload: unknown.headers.get("x-remix-reload-document"),
      }).toEqual({
        version,
        status: 204,
        reload: "true",
      });
    }
  });

  it("answers a name no build has with a plain 404, and nothing outside the folder", async () => {
    if (!site) throw new Error("no site");
    writeFileSync(join(archiveDir, ".hidden.js"), "hidden");
    mkdirSync(join(archiveDir, "nested"));
    writeFileSync(join(archiveDir, "nested", "inner.js"), "inner");
    const pricingOfA = moduleOf(buildDirA, "pricing.en");
    for (const path of [
      "/assets/nothing-Abc123.js",
      "/assets/pricing-LongGone.js",
      "/assets/..%2fsecret.txt",
      "/assets/%2e%2e%2fsecret.txt",
      "/assets/..%5csecret.txt",
      "/assets/%2e%2e%2f%2e%2e%2fpackage.json",
      "/assets/..%2f..%2f..%2fetc%2fpasswd",
      "/assets/.hidden.js",
      "/assets/nested/inner.js",
      "/assets/nested%2finner.js",
      "/assets/nested",
      `${pricingOfA}.br`,
      `${pricingOfA}%00`,
    ]) {
      const answer = await send(site.port, { method: "GET", path });
      expect({
        path,
        status: answer.status,
        type: answer.headers["content-type"],
        body: answer.body,
      }).toEqual({
        path,
        status: 404,
        type: "text/plain; charset=UTF-8",
        body: "Not Found",
      });
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect(existsSync(join(archiveDir, "pricing-LongGone.js"))).toBe(false);
  });

  it("serves B's files from an instance still on A, as during a rolling deploy", async () => {
    const other = await startSite({ ASSET_ARCHIVE_DIR: archiveDir });
    try {
      const onlyB = moduleOf(buildDirB, "pricing.en");
      expect(assetNames(buildDirA).has(onlyB.slice("/assets/".length))).toBe(false);
      const answer = await send(other.port, { method: "GET", path: onlyB });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(readFileSync(join(buildDirB, "client", onlyB), "utf8"));
    } finally {
      await other.stop();
    }
  });
});

describe("a page opened before a deploy, without the earlier build's files", () => {
  it("loads again on the first link it follows (the test above can fail)", async () => {
    const folder = mkdtempSync(join(tmpdir(), "regu-deploys-"));
    const settings = { DATA_DIR: folder, ASSET_RETENTION_DAYS: "0" };
    let site = await startSite(settings);
    const open = await openHome(browser, site.url);
    try {
      const { port } = site;
      await site.stop();
      site = await startSite({ ...buildB, ...settings, PORT: String(port) });
      const { page } = open;
      await primaryNav(page, en).getByRole("link", { name: en.nav.pricing, exact: true }).click();
      await heading(page, pricingContent.en.hero.title);
      await page.waitForFunction(isHydrated);
      expect(open.loads()).toBe(2);
      expect(await marker(page)).toBeUndefined();
      // Nothing was written for the earlier builds: the folder holds the
      // database and the running server's lock on it, no archive of files.
      expect(readdirSync(folder).sort()).toEqual(["pglite", "pglite.lock"]);
    } finally {
      await open.page.close();
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
