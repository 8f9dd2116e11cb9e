/**
 * `node --import ./scripts/build/register-data-files.ts scripts/build/check-data-files.ts`: reads every data file
 * through the modules that check it (each content folder's index.ts, the company's facts) and prints the
 * problems found as a JSON list, every file read before it ends: exit 1 when there is any. The build runs it
 * before it prerenders (app/collections/content-check.server.ts), in a Node of its own, where the data
 * files are modules as Vite makes them (content/schema/data-file-module.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ContentProblems } from "../../content/schema/content-problem.ts";
import { rootDir } from "../repository-root.ts";

const content = join(rootDir, "content");
const readers = [
  ...readdirSync(content, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(content, entry.name, "index.ts")))
    .map((entry) => join(content, entry.name, "index.ts")),
  join(content, "brand.server.ts"),
];
const problems = new ContentProblems();
for (const reader of readers) {
  // A module that fails to load throws the same problem to every module importing it: noted once.
  await problems.attemptAsync(() => import(pathToFileURL(reader).href), undefined);
}
console.log(JSON.stringify(problems.problems));
process.exitCode = problems.problems.length > 0 ? 1 : 0;
