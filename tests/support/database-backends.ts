import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { openDatabase, type DatabaseHandle } from "../../core/db/database.server.ts";
import { startPostgres } from "../../scripts/processes/postgres-server.ts";

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
      const server = await startPostgres();
      const database = await openDatabase({ url: server.url, dataDir: "unused" });
      return { database, url: server.url, stop: () => server.stop() };
    },
  },
];

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
