/** The prerendered pages of the build: every `build/client/**\/index.html`, as the path it answers at. */
import { readdirSync, statSync } from "node:fs";
import { pages as routeTable, type PageEntry } from "../../core/routing/pages.ts";
import { languageOf, matchPage } from "../../core/routing/paths.ts";
// Blog paths carry their language in their category: the blog registers its category twins.
import { join, relative, sep } from "node:path";
import { buildDir } from "./config.ts";

function* indexFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Hashed assets never hold pages; skipping them keeps the walk short.
    if (entry.isDirectory() && !(dir === join(buildDir, "client") && entry.name === "assets")) {
      yield* indexFiles(path);
    } else if (entry.isFile() && entry.name === "index.html") yield path;
  }
}

/** `/`, then the others alphabetically; `only` keeps the listed ones and rejects unknown paths. */
export function listPages(only: readonly string[] | undefined): string[] {
  const clientDir = join(buildDir, "client");
  const pages = [...indexFiles(clientDir)]
    .map((file) => {
      const folder = relative(clientDir, file).split(sep).slice(0, -1).join("/");
      return `/${folder}`;
    })
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
  if (!only) return pages;
  const unknown = only.filter((page) => !pages.includes(page));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PAGES lists pages that are not prerendered: ${unknown.join(", ")}`);
  }
  return pages.filter((page) => only.includes(page));
}

/**
 * The pages Lighthouse audits: all those listed in BENCH_PAGES, else one per route module and language,
 * the one with the largest HTML (the most content of its kind). Page weight is measured on every page;
 * Lighthouse takes about twenty seconds a run, and pages of one module share their code and layout.
 * The WhatsApp page is left out: it sends the visitor on to wa.me, which Lighthouse would audit instead.
 */
export function lighthousePages(pages: readonly string[], listed: boolean): string[] {
  const audited = pages.filter((page) => matchPage(page)?.pageId !== "conversionWa");
  if (listed) return audited;
  const htmlBytes = (page: string) =>
    statSync(join(buildDir, "client", page === "/" ? "" : page, "index.html")).size;
  const largest = new Map<string, string>();
  for (const page of audited) {
    const match = matchPage(page);
    const module = match ? (routeTable[match.pageId] as PageEntry).module : "unknown";
    const kind = `${module} ${languageOf(page)}`;
    const current = largest.get(kind);
    if (!current || htmlBytes(page) > htmlBytes(current)) largest.set(kind, page);
  }
  return audited.filter((page) => [...largest.values()].includes(page));
}
