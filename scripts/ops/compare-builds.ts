/**
 * `npm run compare-builds -- <before> <after>`: what differs between two builds, file by file, for a change
 * that should not change what visitors get (a move of code or content). The build is deterministic, so every
 * difference it lists is one the change made. Compressed twins (.br, .gz) follow their file and are left out.
 * Exits with 1 when anything differs.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

function filesUnder(root: string, folder = root): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("Usage: npm run compare-builds -- <build before> <build after>");
  process.exit(2);
}
const listed = (root: string) => new Set(filesUnder(root).filter((file) => !/\.(br|gz)$/.test(file)));
const old = listed(before);
const current = listed(after);
const removed = [...old].filter((file) => !current.has(file));
const added = [...current].filter((file) => !old.has(file));
const changed = [...old].filter(
  (file) => current.has(file) && !readFileSync(join(before, file)).equals(readFileSync(join(after, file))),
);
for (const [label, files] of [
  ["only before", removed],
  ["only after", added],
  ["changed", changed],
] as const) {
  for (const file of files.sort()) console.log(`${label}: ${file}`);
}
console.log(
  `${old.size} files before, ${current.size} after: ${removed.length} only before, ${added.length} only after, ${changed.length} changed.`,
);
process.exit(removed.length + added.length + changed.length > 0 ? 1 : 0);
