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
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Opens the database and brings its schema up to date. With a URL: a PostgreSQL server, safe for many
 * site instances (migrations run under an advisory lock). Without: embedded PGlite in `dataDir`
 * ("memory://" keeps it in memory), for one instance.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  log?: Log;
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
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { startParams: pgliteStartParams });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}

/** node-postgres answers `{ rows }`, PGlite too; both through Drizzle's `execute`. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}
