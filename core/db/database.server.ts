import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { consoleLog, type Log } from "../services/log.ts";
import { lockPgliteFolder } from "./pglite-lock.server.ts";
import { syncDirectoryTree, SyncingNodeFS } from "./pglite-syncing-fs.server.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** node-postgres's pool: connections open (idle ones included), idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  /** "postgres" for a server at DATABASE_URL, "pglite" for the embedded one. */
  kind: "postgres" | "pglite";
  /** The connection pool's counts, for the metrics; PGlite is one in-process connection and has none. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/**
 * The PostgreSQL advisory lock taken around the migrations. Any constant works; it only has to be the same
 * for every instance that migrates this database.
 */
export const migrationLockId = 4_203_317;

/**
 * PGlite's PostgreSQL keeps its buffer cache in the WebAssembly memory, which never shrinks: the stock
 * 128 MB cost as much RSS, for a database of leads that fits in a few megabytes. 16 MB caches it whole.
 *
 * PGlite starts PostgreSQL with `-F` (fsync off): a commit would be acknowledged while its WAL sits in the
 * page cache, lost to a power cut. Without it, PostgreSQL syncs the WAL at each commit and the data files
 * and directories at each checkpoint, through the file system that passes the syncs on to the disk
 * (SyncingNodeFS). The WAL is synced with `fsync`: PGlite's `fdatasync` returns success without reaching
 * any file. `synchronous_commit` and `full_page_writes` stay on, their defaults.
 */
const syncedStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "shared_buffers=16MB",
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
  "-c",
  "synchronous_commit=on",
  "-c",
  "full_page_writes=on",
];
/** PGlite as it comes, syncing nothing: in memory, or to measure what the syncs cost. */
const unsyncedStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Opens the database and brings its schema up to date. With a URL: a PostgreSQL server, safe for many
 * site instances (migrations run under an advisory lock). Without: embedded PGlite in `dataDir`
 * ("memory://" keeps it in memory), for one instance.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  log?: Log;
  /**
   * Embedded PGlite only: false leaves its commits unsynced, as PGlite comes, to measure what the syncs
   * cost (PGLITE_FSYNC=off). True by default.
   */
  syncToDisk?: boolean;
}): Promise<DatabaseHandle> {
  const log = options.log ?? consoleLog;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that the server drops (a restart, a failover) must not bring the site down:
    // the pool replaces it on the next query.
    pool.on("error", (error) => log.error(`database: an idle connection failed: ${error.message}`));
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [migrationLockId]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [migrationLockId]).catch(() => undefined);
      client.release();
    }
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: "postgres",
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const unlock = options.dataDir.startsWith("memory://") ? () => {} : lockPgliteFolder(options.dataDir);
  try {
    const client = await openPglite(options.dataDir, options.syncToDisk ?? true);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(dataDir: string, syncToDisk: boolean): Promise<PGlite> {
  if (dataDir.startsWith("memory://")) return PGlite.create(dataDir, { startParams: unsyncedStartParams });
  mkdirSync(dataDir, { recursive: true });
  if (!syncToDisk) return PGlite.create(dataDir, { startParams: unsyncedStartParams });
  const client = await PGlite.create({ fs: new SyncingNodeFS(dataDir), startParams: syncedStartParams });
  // What PostgreSQL did not sync itself: a new data directory (PGlite writes it from an archive) or one
  // written before its syncs reached the disk.
  syncDirectoryTree(dataDir);
  return client;
}

/** node-postgres answers `{ rows }`, PGlite too; both through Drizzle's `execute`. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}
