/** The prerendered pages of the build: every `build/client/**\/index.html`, as the path it answers at. */
import { readdirSync } from "node:fs";
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
