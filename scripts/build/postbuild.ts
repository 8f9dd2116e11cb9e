/**
 * After `react-router build`: start hydration after load on prerendered pages
 * (scripts/react-router-internals/defer-hydration.ts), add their sharing cards and structured data and draw
 * the cards (scripts/seo/build-seo.ts, docs/seo.md), hash
 * the inline scripts of every page for its Content-Security-Policy, keep each page that carries the cookie
 * banner a second time without it (for visitors who have chosen; server/static-files.ts), write the
 * images from the media folder that the pages name (scripts/media/variants.ts) and the articles' drawn covers
 * (scripts/covers/build-covers.ts), then
 * compress every text file of the client build with brotli and gzip once, so the server never compresses
 * on a request, draw the downloadable resources as PDFs (build-downloads.ts), and last, with
 * EDITOR_GITHUB_REPO set, build the content editor for the live site (build-editor.ts).
 * With BUILD_PROFILE=light (a test's build, core/config/build-guard.ts) the sharing cards, the covers, the
 * compression and the PDFs are left out; every page, script, policy hash and photo variant is as in a
 * full build.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { withoutBanner } from "../../app/consent/banner-island.ts";
import { inlineScriptHashes } from "../../server/content-security.ts";
import { cspHashesFile, urlPathOf, withoutBannerDir } from "../../server/static-files.ts";
import { isDeployBuild, readBuildProfile } from "../../core/config/build-guard.ts";
import { readPublicConfig } from "../../core/config/public.ts";
import { readRedirects } from "../../content/redirects/index.ts";
import { checkWithServerSettings, writePublishedAddresses } from "../ops/addresses/published.ts";
import { buildCovers } from "../covers/build-covers.ts";
import { buildDownloads } from "./build-downloads.ts";
import { buildEditor } from "./build-editor.ts";
import { deferHydration } from "../react-router-internals/defer-hydration.ts";
import { writeUsedVariants } from "../media/variants.ts";
import { buildSeo } from "../seo/build-seo.ts";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { brotliCompress, constants, gzip } from "node:zlib";

const buildDir = resolve(process.env.BUILD_DIR || "build");
// vite.config.ts has refused an unknown profile before the pages were built; this runs alone too.
const profile = readBuildProfile(process.env);
if (typeof profile !== "string") {
  console.error(profile.problem);
  process.exit(1);
}
const full = profile === "full";
const clientDir = join(buildDir, "client");
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".data",
  ".webmanifest",
]);
// Below this, the headers cost more than compression saves.
const minBytes = 512;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

// The prerendered pages, listed once: the steps below rewrite them but add none.
const pages = [...walk(clientDir)].filter((path) => path.endsWith(".html"));

let deferred = 0;
for (const path of pages) {
  const html = readFileSync(path, "utf8");
  const rewritten = deferHydration(html, clientDir);
  if (rewritten !== html) deferred += 1;
  writeFileSync(path, rewritten);
}
console.log(`Deferred hydration on ${deferred} prerendered pages.`);

// Before the hashes and the compression below: this adds to every page's head.
await buildSeo({
  clientDir,
  siteUrl: readPublicConfig(process.env).SITE_URL,
  pages: pages.map((file) => ({ file, urlPath: urlPathOf(relative(clientDir, file)) })),
  drawCards: full,
});

// The inline scripts each page may run are the ones the build wrote, hashed now (the server reads the list at
// start): a script that finds its way into a file later is not in the page's policy.
const hashes: Record<string, string[]> = {};
for (const path of pages) {
  hashes[urlPathOf(relative(clientDir, path))] = inlineScriptHashes(readFileSync(path, "utf8"));
}
writeFileSync(join(clientDir, "..", cspHashesFile), JSON.stringify(hashes));
console.log(`Hashed the inline scripts of ${Object.keys(hashes).length} pages for their policies.`);

// What this build publishes, for the next deploy build to compare with (scripts/ops/addresses/published.ts);
// a deploy build first compares it with what the deploys before it published.
const published = {
  pages: pages.map((file) => urlPathOf(relative(clientDir, file))),
  redirects: Object.fromEntries(readRedirects().map(({ from, to }) => [from, to])),
};
if (isDeployBuild(process.env)) {
  const { ok, message } = await checkWithServerSettings(process.env, published);
  if (!ok) {
    console.error(`\n${message}\n`);
    process.exit(1);
  }
  console.log(message);
}
const addressesName = await writePublishedAddresses(buildDir, published);
console.log(
  `Listed the ${published.pages.length} pages and ${Object.keys(published.redirects).length} redirects in assets/${addressesName}.`,
);

// The same pages without the banner: no inline script differs, so each keeps its policy.
const bannerFreeDir = join(buildDir, withoutBannerDir);
// An earlier build's copies (with other tools, or older pages) must never be served with this one.
rmSync(bannerFreeDir, { recursive: true, force: true });
let withoutBannerCount = 0;
for (const path of pages) {
  const html = readFileSync(path, "utf8");
  const without = withoutBanner(html);
  if (without === html) continue;
  const target = join(bannerFreeDir, relative(clientDir, path));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, without);
  withoutBannerCount += 1;
}
if (withoutBannerCount > 0) {
  console.log(`Kept ${withoutBannerCount} pages without the cookie banner for visitors who have chosen.`);
}

if (full) await buildCovers(clientDir);

// Before the compression below: an SVG from the media folder is compressed like the site's own.
const media = await writeUsedVariants(clientDir);
console.log(
  `Wrote ${media.files} images from the media folder (${media.made} encoded, ${media.files - media.made} from the cache).`,
);

// zlib's asynchronous calls run on libuv's thread pool: each core compresses a file of its own. Brotli at
// quality 11 is most of the post-build's time, and the output is the same bytes as one file at a time.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// The scripts and stylesheets are gzipped by Zopfli: the same format, about 3 % smaller than zlib's best, for
// a browser that takes no brotli (and the first-load budget, counted in gzip: docs/bench.md). It takes about half
// a second per 100 KB, so the pages and the other files keep zlib's level 9.
const zopfliTypes = new Set([".js", ".css"]);
const toCompress = [...walk(clientDir), ...(withoutBannerCount > 0 ? walk(bannerFreeDir) : [])].filter(
  (path) => compressible.has(extname(path)) && statSync(path).size >= minBytes,
);
let next = 0;
async function compressNext(): Promise<void> {
  while (next < toCompress.length) {
    const path = toCompress[next++] as string;
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      zopfliTypes.has(extname(path)) ? zopfliGzip(body, { numiterations: 15 }) : gzipped(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  }
}
if (full) {
  await Promise.all(Array.from({ length: availableParallelism() }, compressNext));
  console.log(`Precompressed ${toCompress.length} files with brotli and gzip.`);
  await buildDownloads(join(buildDir, "downloads"));
} else {
  // An earlier full build's PDFs in the same folder must not be served with these pages.
  rmSync(join(buildDir, "downloads"), { recursive: true, force: true });
  console.log(
    "Light build (BUILD_PROFILE=light): no sharing cards, article covers, compressed copies or PDFs.",
  );
}

if (process.env.EDITOR_GITHUB_REPO) {
  const started = Date.now();
  await buildEditor(buildDir);
  console.log(
    `Built the content editor for ${process.env.EDITOR_GITHUB_REPO} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}
