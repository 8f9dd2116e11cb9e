/**
 * One process at a time on an embedded PGlite folder. PGlite is PostgreSQL in the process's own memory,
 * with no server to share it: two processes on one folder (`npm run cms` and `npm start` on the same
 * DATA_DIR, say) would each write its pages over the other's and corrupt the database. The process that
 * opens the folder writes its pid in `<folder>.lock` beside it; another process that finds a living pid
 * there refuses to start, and says which. A lock left by a process that died (a crash, a kill -9) is
 * taken over. docs/operations.md, "One process on an embedded database".
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** The folder is open in another living process. */
export class DatabaseFolderInUse extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `database: ${dataDir} is open in another process (pid ${pid}). Embedded PGlite takes one process at a ` +
        "time: stop that one (the content editor's `npm run cms`, or another `npm start`), or give this one " +
        "its own DATA_DIR or a DATABASE_URL.",
    );
    this.name = "DatabaseFolderInUse";
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

const lockPathOf = (dataDir: string) => `${dataDir.replace(/\/+$/, "")}.lock`;

/** Whether `pid` is a living process other than this one (signal 0 asks without sending anything). */
function livingOther(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the folder for this process; the function that gives it back. Throws DatabaseFolderInUse while
 * another living process holds it.
 */
export function lockPgliteFolder(dataDir: string): () => void {
  const lockPath = lockPathOf(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => release(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(readOrEmpty(lockPath), 10);
    if (livingOther(holder)) throw new DatabaseFolderInUse(dataDir, holder);
    // Left by a process that is gone (or by this one, restarted as the same pid in a container): take it.
    rmSync(lockPath, { force: true });
  }
  throw new Error(`database: could not take ${lockPath}: another process keeps taking it`);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** Gives the folder back, unless another process has taken it over since. */
function release(lockPath: string) {
  if (Number.parseInt(readOrEmpty(lockPath), 10) === process.pid) rmSync(lockPath, { force: true });
}
