import { closeSync, fsyncSync, openSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** A file opened by PGlite's Emscripten file system on Node: `nfd` is the real descriptor behind it. */
interface NodeStream {
  nfd?: number;
}

/**
 * The part of Emscripten's NODEFS that this module changes. Emscripten routes a program's `fsync()` to
 * `stream_ops.fsync` and answers success when there is none, which NODEFS does not define: every sync
 * PostgreSQL asks for would be a silent no-op. (`fdatasync()` never reaches the file system at all, so
 * the WAL must be synced with `fsync`: see `wal_sync_method` in database.server.ts.)
 */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeStream) => number };
  /** Runs a Node `fs` call, turning its error into the errno PostgreSQL sees (EIO, ENOSPC…). */
  tryFSOperation<T>(operation: () => T): T;
}

type InitOptions = Parameters<NodeFS["init"]>[1];
type InitResult = Awaited<ReturnType<NodeFS["init"]>>;

/**
 * PGlite's Node file system with PostgreSQL's syncs passed through to the disk: each `fsync()` on a file
 * or directory under the data directory becomes `fsync(2)` on the real descriptor, so a commit is only
 * acknowledged once its WAL is on the disk, and a checkpoint only ends once the data files are.
 */
export class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, options: InitOptions): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(pg, options);
    const passSyncsThrough = (module: { NODEFS: unknown }) => {
      // The module (and so its NODEFS) belongs to this database alone: no other PGlite sees the change.
      const nodeFs = module.NODEFS as EmscriptenNodeFs;
      nodeFs.stream_ops.fsync = (stream) => {
        const descriptor = stream.nfd;
        if (descriptor !== undefined) nodeFs.tryFSOperation(() => fsyncSync(descriptor));
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [passSyncsThrough, ...(emscriptenOpts.preRun ?? [])] },
    };
  }
}

/**
 * Syncs every file and directory under `dir` to the disk. PGlite writes a new data directory from an
 * archive without a single sync, and one written before syncs were passed through may still sit in the
 * page cache: after this, the whole directory is as durable as what PostgreSQL syncs from then on.
 */
export function syncDirectoryTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncDirectoryTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

function syncPath(path: string): void {
  const descriptor = openSync(path, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
