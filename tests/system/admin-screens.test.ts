import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { adminScreenPath, adminScreenSize } from "../../app/art/admin/admin-screens.ts";
import type { AdminScreenKey } from "../../core/art/admin-screen-keys.ts";
import { languages } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { adminScreenPlacements } from "../support/admin-screen-placements.ts";

// The admin screens on the built pages (docs/decisions/0012-admin-screens.md): each placed screen is there
// with its description in the page's language, its files are drawn, and no page's first-load JavaScript
// carries any of it.

const clientDir = join(rootDir, "build", "client");
const pageHtml = (path: string) =>
  readFileSync(join(clientDir, path === "/" ? "" : path, "index.html"), "utf8");

/** The page and the screen it shows, for every page that shows one. */
const placements = adminScreenPlacements;

/** What React writes for a text attribute. */
const escaped = (words: string) =>
  words
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

describe("the admin screens on the built pages", () => {
  it("are on each page that shows one, in its language, with their size, description and caption", () => {
    for (const { page, screen } of placements) {
      for (const lang of languages) {
        const key = screen(lang);
        const html = pageHtml(pathTo(page, lang));
        const { alt, caption } = adminScreensContent[lang][key];
        const { wide, narrow } = adminScreenSize[key];
        const where = `${pathTo(page, lang)} (${key})`;
        expect(html, where).toContain(
          `<source media="(min-width: 1024px)" srcSet="${adminScreenPath(key, lang, "wide")}" width="${wide.width}" height="${wide.height}"/>`,
        );
        const img = new RegExp(
          `<img src="${adminScreenPath(key, lang, "narrow")}" width="${narrow.width}" height="${narrow.height}" alt="([^"]*)" loading="lazy"`,
        ).exec(html);
        expect(img?.[1], where).toBe(escaped(alt));
        expect(html, where).toContain(`>${escaped(caption)}</figcaption>`);
        // One screen per page, and none of the other language's.
        expect(html.match(/src="\/screens\//g)?.length, where).toBe(1);
      }
    }
  });

  it("are drawn as SVG files, the narrow and the wide one of each screen and language", () => {
    for (const lang of languages) {
      for (const key of Object.keys(adminScreenSize) as AdminScreenKey[]) {
        for (const variant of ["wide", "narrow"] as const) {
          const file = join(clientDir, adminScreenPath(key, lang, variant));
          expect(existsSync(file), file).toBe(true);
          const { width, height } = adminScreenSize[key][variant];
          expect(readFileSync(file, "utf8").startsWith(`<svg width="${width}" height="${height}"`)).toBe(
            true,
          );
          // Precompressed like every file the server sends.
          expect(existsSync(`${file}.br`)).toBe(true);
        }
      }
    }
  });

  it("cost the pages no JavaScript: no script holds their drawing code or words, and first loads keep to 130 KB", () => {
    const assets = join(clientDir, "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const words = [adminScreensContent.en.roster.note, adminScreensContent.id.payroll.alt.slice(0, 40)];
    for (const name of scripts) {
      const code = readFileSync(join(assets, name), "utf8");
      expect(code, name).not.toMatch(/satori|adminScreenSvg|renderAdminScreen/);
      for (const phrase of words) expect(code.includes(phrase), `${name}: ${phrase}`).toBe(false);
    }
    for (const { page } of placements) {
      for (const lang of languages) {
        expect(firstLoadJs(pageHtml(pathTo(page, lang))), pathTo(page, lang)).toBeLessThanOrEqual(130 * 1024);
      }
    }
  });
});

/** The gzip bytes of the scripts a page loads before it is interactive: its boot file and their static imports. */
function firstLoadJs(html: string): number {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/["`](\/assets\/boot-[^"`]+\.js)["`]/g)].map(([, path = ""]) => path);
  expect(queue.length).toBeGreaterThan(0);
  while (queue.length > 0) {
    const path = queue.pop() ?? "";
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(clientDir, path), "utf8");
    for (const [, spec = ""] of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      queue.push(spec.startsWith("/") ? spec : posix.join(posix.dirname(path), spec));
    }
    const entry = /"entry":\s*\{\s*"module":\s*"([^"]+)"/.exec(code)?.[1];
    if (entry) queue.push(entry);
  }
  return [...seen].reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length,
    0,
  );
}
