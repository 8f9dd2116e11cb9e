/**
 * The repository's own TypeScript sources, read as text, with the modules each one imports: what the
 * house-plan tests check the layout against (docs/architecture.md#layout).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { rootDir } from "../../scripts/repository-root.ts";

/** Every tracked .ts/.tsx file, as a path from the repository's root with forward slashes. */
export function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx"], { cwd: rootDir, encoding: "utf8" })
    .split("\0")
    .filter((file) => file !== "" && existsSync(join(rootDir, file)));
}

export function readSource(file: string): string {
  return readFileSync(join(rootDir, file), "utf8");
}

/**
 * The repository files a source imports (static, dynamic and type-only imports, re-exports), as paths from
 * the root; packages and Node's modules are left out.
 */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readSource(file), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) =>
      relative(rootDir, resolve(rootDir, dirname(file), specifier))
        .split("\\")
        .join("/"),
    );
}

/**
 * Every file reachable from `starts` through imports, without entering the folders in `stopAt`; each with
 * the chain of files that leads to it, for a failure message that says where the import comes from.
 */
export function reachableFrom(starts: string[], stopAt: string[] = []): Map<string, string[]> {
  const chains = new Map<string, string[]>(starts.map((file) => [file, [file]]));
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of importsOf(file)) {
      if (chains.has(imported) || !/\.tsx?$/.test(imported)) continue;
      chains.set(imported, [...(chains.get(file) ?? []), imported]);
      if (!stopAt.some((folder) => imported.startsWith(folder))) queue.push(imported);
    }
  }
  return chains;
}
