import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../core/db/database.server.ts";
import { rootDir } from "../repository-root.ts";

/**
 * An embedded PGlite database, created and migrated once, that the system tests' servers start from: a new
 * PGlite folder costs several seconds of WebAssembly `initdb` and migrations on two cores, and most tests
 * start a server only to talk to it. A test of a first start (a new folder, the migrations) passes its own
 * DATA_DIR, which is never filled from here.
 */

const migrationsDir = join(rootDir, "core", "db", "migrations");

/** What the template depends on: the migrations, and the PGlite release that wrote the files. */
function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(rootDir, "node_modules", "@electric-sql", "pglite", "package.json")));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of files(migrationsDir).sort())
    hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

let ready: Promise<string> | undefined;

/**
 * The template's folder (a PGlite data directory), made on first use and kept in the temporary folder
 * for later runs with the same migrations. Files running side by side may both make it: each writes its
 * own and renames it into place, so a reader never sees half of one.
 */
export function pgliteTemplate(): Promise<string> {
  ready ??= (async () => {
    const folder = join(tmpdir(), `regu-pglite-template-${templateKey()}`);
    if (existsSync(folder)) return folder;
    const making = mkdtempSync(`${folder}-making-`);
    const database = await openDatabase({ dataDir: join(making, "pglite") });
    await database.close();
    try {
      renameSync(join(making, "pglite"), folder);
    } catch (error) {
      // Another file made it first: theirs is as good.
      if (!existsSync(folder)) throw error;
    }
    rmSync(making, { recursive: true, force: true });
    return folder;
  })();
  return ready;
}

/** Fills `dataDir/pglite` (the server's PGlite folder under DATA_DIR) with a copy of the template. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  cpSync(await pgliteTemplate(), join(dataDir, "pglite"), { recursive: true });
}
