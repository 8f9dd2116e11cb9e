import { readFileSync } from "node:fs";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationLockId, openDatabase } from "../../core/db/database.server.ts";
import * as schema from "../../core/db/schema.ts";
import { siteSecret } from "../../core/db/site-secrets.server.ts";
import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";

const journal = JSON.parse(
  readFileSync(new URL("../../core/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };
const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

let postgres: PostgresServer;
let observer: pg.Client;
beforeAll(async () => {
  postgres = await startPostgres();
  observer = new pg.Client({ connectionString: postgres.url });
  await observer.connect();
});
afterAll(async () => {
  await observer?.end();
  await postgres?.stop();
});

/** Connections waiting for the migration lock (pg_locks splits the 64-bit key; ours fits in objid). */
async function waitingForMigrationLock(): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    `select count(*)::int as n from pg_locks
      where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and not granted`,
    [migrationLockId],
  );
  return rows[0]?.n ?? 0;
}

describe("migrations on a PostgreSQL server shared by several instances", () => {
  it("run once when two instances start together: the second waits for the first, then finds nothing to do", async () => {
    // Hold the lock until both instances are waiting for it, so that they really start together.
    await observer.query("select pg_advisory_lock($1)", [migrationLockId]);
    const opening = [
      openDatabase({ url: postgres.url, dataDir: "unused" }),
      openDatabase({ url: postgres.url, dataDir: "unused" }),
    ];
    await waitUntil(async () => (await waitingForMigrationLock()) === 2, { timeoutMs: 10_000 });
    await observer.query("select pg_advisory_unlock($1)", [migrationLockId]);

    const opened = await Promise.allSettled(opening);
    // Neither keeps the lock on the connection it returned to its pool (the pools are still open here).
    const held = await observer.query<{ n: number }>(
      "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1",
      [migrationLockId],
    );
    for (const result of opened) if (result.status === "fulfilled") await result.value.close();
    expect(opened.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(held.rows[0]?.n).toBe(0);

    const applied = await observer.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    const present = await observer.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(present.rows.map((row) => row.table_name)).toEqual(tables);
  });

  it("give every instance, now and after a restart, the same signing key of the site's own", async () => {
    const [first, second] = await Promise.all([
      openDatabase({ url: postgres.url, dataDir: "unused" }),
      openDatabase({ url: postgres.url, dataDir: "unused" }),
    ]);
    const keys = await Promise.all([siteSecret(first.db, "signing"), siteSecret(second.db, "signing")]);
    await Promise.all([first.close(), second.close()]);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    const restarted = await openDatabase({ url: postgres.url, dataDir: "unused" });
    try {
      expect(await siteSecret(restarted.db, "signing")).toBe(keys[0]);
      expect(await siteSecret(restarted.db, "another")).not.toBe(keys[0]);
    } finally {
      await restarted.close();
    }
  });
});
