import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The test files under `dir` holding a test tagged for the smoke run (`npm run test:smoke`): Vitest's
 * `{ tags: ["smoke"] }`, Playwright's `{ tag: "@smoke" }`. Only these are handed to the runner, so the
 * other files are not even loaded (a system file's server starts in its `beforeAll`).
 */
export function smokeFiles(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(test|spec)\.tsx?$/.test(name))
    .map((name) => join(dir, name))
    .filter((file) => /\btags: \["smoke"\]|"@smoke"/.test(readFileSync(file, "utf8")))
    .sort();
  if (files.length === 0) throw new Error(`No test under ${dir} is tagged "smoke".`);
  return files;
}
