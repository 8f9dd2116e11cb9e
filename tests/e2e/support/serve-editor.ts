/**
 * `npm run cms` as the editor's e2e tests run it: on a copy of the repository in a temporary folder, so
 * that what the editor saves changes the copy's files, never the checkout's. The copy holds the files git
 * tracks or would track (the working tree's), and links the checkout's node_modules.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { rootDir } from "../../../scripts/start-args.ts";
import { stopWithSite } from "./child-site.ts";

const runDir = process.env.DATA_DIR;
if (!runDir) throw new Error("DATA_DIR must name the run's folder");

const copy = mkdtempSync(join(tmpdir(), "regu-editor-"));
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
  cwd: rootDir,
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => file !== "");
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  // A file deleted in the working tree but not yet from git's index is skipped.
  try {
    cpSync(join(rootDir, file), join(copy, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
symlinkSync(join(rootDir, "node_modules"), join(copy, "node_modules"), "dir");
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
