/**
 * Runs the PostgreSQL-backed newsletter tests from a copy of the project inside a folder only its owner
 * may enter (mode 700, as `mktemp -d` and root's home are), as a newcomer who clones there does. As root,
 * the PostgreSQL server runs as another system user, which cannot enter such a folder: this keeps the
 * test support's answer to that (docs/testing.md) working. Only meaningful as root; skipped otherwise.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";

if (process.getuid?.() !== 0) {
  console.log("Not root: PostgreSQL runs as this user, so a private folder needs no check.");
  process.exit(0);
}

const root = process.cwd();
// Inside the project, so the copy of node_modules can be hard links (same file system, no 500 MB copy).
const scratch = join(root, ".private-folder-check");
mkdirSync(scratch, { recursive: true });
const privateDir = mkdtempSync(join(scratch, "clone-"));
chmodSync(privateDir, 0o700);
const clone = join(privateDir, "repo");
try {
  const tracked = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
  for (const file of tracked.stdout.split("\0").filter(Boolean)) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(root, file), join(clone, file), { errorOnExist: false, force: true });
  }
  const linked = spawnSync("cp", ["-al", "node_modules", join(clone, "node_modules")], { stdio: "inherit" });
  if (linked.status !== 0) {
    console.log("Hard links are not possible here: copying node_modules.");
    cpSync("node_modules", join(clone, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--project", "integration", "tests/integration/newsletter-api.test.ts"],
    { cwd: clone, stdio: "inherit", env: process.env },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(privateDir, { recursive: true, force: true });
}
