/**
 * A copy of the project in a temporary folder, for what must change content without touching the checkout
 * (the editor's e2e tests, the bench's photo build): the files git tracks or would track, as in the working
 * tree, with the checkout's node_modules linked.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export function copyProject(rootDir: string, prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
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
  return copy;
}
