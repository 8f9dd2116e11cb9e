/**
 * `npm run cms` as the editor's e2e tests run it: on a copy of the repository in a temporary folder
 * (scripts/fixtures/project-copy.ts), so that what the editor saves changes the copy's files, never the checkout's.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { copyProject } from "../../../scripts/fixtures/project-copy.ts";
import { rootDir } from "../../../scripts/repository-root.ts";
import { stopWithSite } from "./child-site.ts";

const runDir = process.env.DATA_DIR;
if (!runDir) throw new Error("DATA_DIR must name the run's folder");

const copy = copyProject(rootDir, "regu-editor-");
// Where the tests find the copy, to read what the editor wrote.
mkdirSync(runDir, { recursive: true });
writeFileSync(join(runDir, "editor.json"), JSON.stringify({ root: copy }));

const site = spawn(process.execPath, ["server/main.ts", "--dev", "--editor"], {
  cwd: copy,
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, DATA_DIR: join(copy, "data") },
});
createInterface({ input: site.stdout }).on("line", (line) => {
  if (!line.includes(" request ")) console.log(line);
});

stopWithSite(site, () => rmSync(copy, { recursive: true, force: true }));
