/**
 * The memory our server holds (its resident set, from /proc) once started and after a load, on embedded
 * PGlite and on a PostgreSQL server at DATABASE_URL: what a container running it must allow for. Each run
 * starts a fresh server on a fresh database, as a deploy does.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { startPostgres } from "../processes/postgres-server.ts";
import type { BudgetCheck } from "./budgets.ts";
import { onCleanup } from "./cleanup.ts";
import { measureLoad, type LoadOptions } from "./load.ts";
import type { Table } from "./report.ts";
import { startOurServer } from "./servers.ts";
import { siteTargets } from "./targets.ts";

export type Storage = "DATABASE_URL" | "PGlite";

export interface MemoryResult {
  storage: Storage;
  /** MiB, as /proc counts (1 MiB = 1024 KiB), a few seconds after /readyz first answered. */
  afterStartMib: number;
  /** MiB, a few seconds after the load phase ended. */
  afterLoadMib: number;
  /** The most the process ever held, start-up included: what a container limit must allow. */
  peakMib: number;
  /** Requests the load phase sent, and how many failed or were answered otherwise than expected. */
  requests: number;
  failed: number;
}

export const memoryLimits: Record<Storage, { peakMib: number; container: string }> = {
  // A 512 MiB container keeps 200 MiB spare for a spike the bench does not reproduce.
  DATABASE_URL: { peakMib: 300, container: "512 MiB" },
  // PGlite runs PostgreSQL compiled to WebAssembly in the process: its first start (initdb) and V8
  // optimising its code cost a peak of about 1.1 GiB.
  PGlite: { peakMib: 1_300, container: "1.5 GiB" },
};

/** VmRSS and VmHWM (the peak) of a process, in MiB. */
export function residentMib(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/** Lets start-up or the load's last requests settle before reading. */
export const settleSeconds = 2;

async function measureOne(storage: Storage, load: LoadOptions): Promise<MemoryResult> {
  let databaseUrl: string | undefined;
  let stopPostgres: () => Promise<void> = async () => undefined;
  if (storage === "DATABASE_URL") {
    const postgres = await startPostgres();
    databaseUrl = postgres.url;
    stopPostgres = onCleanup(() => postgres.stop());
  }
  try {
    const server = await startOurServer({ databaseUrl });
    try {
      await sleep(settleSeconds * 1000);
      const afterStart = residentMib(server.pid);
      const targets = siteTargets(server.origin, server.port);
      let requests = 0;
      let failed = 0;
      for (const target of [targets.home, targets.newsletter, targets.contactForm]) {
        console.log(`Memory on ${storage}: load ${target.name}…`);
        const result = await measureLoad(target, load);
        requests += result.requests;
        failed += result.errors + result.non2xx;
      }
      await sleep(settleSeconds * 1000);
      const afterLoad = residentMib(server.pid);
      return {
        storage,
        afterStartMib: afterStart.rss,
        afterLoadMib: afterLoad.rss,
        peakMib: afterLoad.peak,
        requests,
        failed,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await stopPostgres();
  }
}

/** One storage after the other: two servers at once would share the two cores and the figures. */
export async function measureMemory(load: LoadOptions): Promise<MemoryResult[]> {
  const results: MemoryResult[] = [];
  for (const storage of ["DATABASE_URL", "PGlite"] as const) results.push(await measureOne(storage, load));
  return results;
}

export function memoryBudgets(results: readonly MemoryResult[]): BudgetCheck[] {
  return results.flatMap((result) => {
    const limit = memoryLimits[result.storage];
    return [
      {
        budget: `Peak memory on ${result.storage} (a ${limit.container} container)`,
        limit: `≤ ${limit.peakMib} MiB`,
        result: `${result.peakMib.toFixed(0)} MiB`,
        pass: result.peakMib <= limit.peakMib,
      },
      {
        // Not a budget of the site but of the measurement: a load that failed would flatter the figures.
        budget: `Memory load on ${result.storage} answered without errors`,
        limit: "0 failed",
        result: `${result.failed} of ${result.requests}`,
        pass: result.failed === 0 && result.requests > 0,
      },
    ];
  });
}

export function memoryTable(results: readonly MemoryResult[]): Table {
  const mib = (value: number) => value.toFixed(0);
  return {
    headers: ["Database", "After start MiB", "After load MiB", "Peak MiB", "Load requests"],
    numeric: [false, true, true, true, true],
    rows: results.map((result) => [
      result.storage,
      mib(result.afterStartMib),
      mib(result.afterLoadMib),
      mib(result.peakMib),
      String(result.requests),
    ]),
  };
}
