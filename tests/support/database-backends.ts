import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { serve, type ServerType } from "@hono/node-server";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../core/db/database.server.ts";

export interface DatabaseBackend {
  name: string;
  open(): Promise<{ database: DatabaseHandle; url?: string; stop(): Promise<void> }>;
}

/** The two databases the site runs on: embedded PGlite (in memory here) and a real PostgreSQL server. */
export const databaseBackends: DatabaseBackend[] = [
  {
    name: "embedded PGlite",
    async open() {
      return { database: await openDatabase({ dataDir: "memory://" }), stop: async () => undefined };
    },
  },
  {
    name: "PostgreSQL server",
    async open() {
      const url = await freshPostgresDatabase();
      const database = await openDatabase({ url, dataDir: "unused" });
      // The server is the tier's (integration-postgres.setup.ts): it stops once every file is done.
      return { database, url, stop: async () => undefined };
    },
  },
];

/** A new, empty database on the integration tier's PostgreSQL server, by its URL. */
export async function freshPostgresDatabase(): Promise<string> {
  const url = new URL(inject("postgresUrl"));
  const name = `regu_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.href;
}

/** Serves a Fetch API handler on a free port of 127.0.0.1, as the server would, for tests over real HTTP. */
export async function serveOnLoopback(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ base: string; close(): Promise<void> }> {
  const http = await new Promise<ServerType>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(server));
  });
  return {
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
