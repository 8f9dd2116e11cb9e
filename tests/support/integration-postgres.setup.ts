/**
 * The integration tier's one PostgreSQL server (vitest.config.ts, `globalSetup`): starting a server runs
 * initdb, about ten seconds on two cores, and the tier's files run one after the other. Each file's
 * PostgreSQL backend is a database of its own on it (`freshPostgresDatabase`, database-backends.ts), as
 * empty as a server of its own would be.
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/processes/postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared server's first database, from which each file's own database is made. */
    postgresUrl: string;
  }
}

export default async function startSharedPostgres(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
