/**
 * The durability phase: the lead path (the contact form, posted as the load phase posts it) on embedded
 * PGlite as the site runs it, each commit synced to the disk before the answer, beside the same server with
 * `PGLITE_FSYNC=off`, PGlite as it comes, syncing nothing: what the syncs cost in requests/s and latency.
 */
import type { BudgetCheck } from "./budgets.ts";
import type { BenchConfig } from "./config.ts";
import { best, failedIn, measureLoad, type LoadResult } from "./load.ts";
import { backgroundCpuPercent, type Machine } from "./machine.ts";
import { budgetTable, busyPercent, textTable, type Table } from "./report.ts";
import { startOurServer, type RunningServer } from "./servers.ts";
import { siteTargets } from "./targets.ts";

/** The two servers take turns this many times: a burst of other work spoils one round of each. */
export const durabilityRounds = 3;

type Fsync = "on" | "off";
const settings: readonly { fsync: Fsync; name: string }[] = [
  { fsync: "on", name: "PGlite, commits synced (the site)" },
  { fsync: "off", name: "PGlite, PGLITE_FSYNC=off" },
];

export interface DurabilityResult {
  fsync: Fsync;
  name: string;
  /** The round with the most requests/s. */
  best: LoadResult;
  rounds: LoadResult[];
}

export interface DurabilityReport {
  machine: Machine;
  settings: BenchConfig;
  connections: number;
  rounds: number;
  roundSeconds: number;
  /** CPU use by other processes just before each round, in %. */
  backgroundCpu: Record<string, number>;
  durationSeconds: number;
  results: DurabilityResult[];
  budgets: BudgetCheck[];
}

/** Both servers started (each on a fresh data folder; the idle one costs little), then the rounds. */
export async function durabilityPhase(config: BenchConfig, machine: Machine): Promise<DurabilityReport> {
  const started = Date.now();
  const servers: { fsync: Fsync; name: string; server: RunningServer; rounds: LoadResult[] }[] = [];
  const backgroundCpu: Record<string, number> = {};
  try {
    for (const setting of settings) {
      console.log(`Durability: starting ${setting.name}…`);
      const server = await startOurServer({ name: setting.name, env: { PGLITE_FSYNC: setting.fsync } });
      servers.push({ ...setting, server, rounds: [] });
    }
    const pids = servers.map(({ server }) => server.pid);
    for (let round = 0; round < durabilityRounds; round += 1) {
      backgroundCpu[`round ${round + 1}`] = await backgroundCpuPercent(pids);
      for (const entry of servers) {
        console.log(`Durability, round ${round + 1} of ${durabilityRounds}: ${entry.name}…`);
        const target = siteTargets(entry.server.origin, entry.server.port).contactForm;
        entry.rounds.push(
          await measureLoad(
            { ...target, name: `${entry.name}: POST contact form` },
            {
              connections: config.connections,
              seconds: config.loadSeconds,
              warmupSeconds: round === 0 ? config.warmupSeconds : 0,
            },
          ),
        );
      }
    }
  } finally {
    for (const { server } of [...servers].reverse()) await server.stop();
  }
  const results = servers.map(({ fsync, name, rounds }): DurabilityResult => ({
    fsync,
    name,
    best: best(rounds),
    rounds,
  }));
  return {
    machine,
    settings: config,
    connections: config.connections,
    rounds: durabilityRounds,
    roundSeconds: config.loadSeconds,
    backgroundCpu,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    results,
    budgets: results.map((result) => {
      const requests = result.rounds.reduce((sum, round) => sum + round.requests, 0);
      return {
        // Not a budget of the site but of the measurement: failed requests flatter the figures.
        budget: `Contact form on ${result.name} answered with the thank-you redirect`,
        limit: "0 failed",
        result: `${failedIn(result.rounds)} of ${requests}`,
        pass: failedIn(result.rounds) === 0 && result.rounds.every((round) => round.requests > 0),
      };
    }),
  };
}

export function durabilityTable({ results }: DurabilityReport): Table {
  const figure = (round: LoadResult, value: number) => (round.error ? "–" : value.toFixed(0));
  return {
    headers: ["Database", "Form req/s", "p50 ms", "p99 ms", "Requests (all rounds)", "Failed"],
    numeric: [false, true, true, true, true, true],
    rows: results.map((result) => [
      result.name,
      figure(result.best, result.best.requestsPerSecond),
      figure(result.best, result.best.p50Ms),
      figure(result.best, result.best.p99Ms),
      String(result.rounds.reduce((sum, round) => sum + round.requests, 0)),
      String(failedIn(result.rounds)),
    ]),
  };
}

/** Synced against unsynced, and each round's requests/s. */
export function durabilityLines({ results }: DurabilityReport): string[] {
  const on = results.find((result) => result.fsync === "on")?.best;
  const off = results.find((result) => result.fsync === "off")?.best;
  const ratio = (on?.requestsPerSecond ?? Number.NaN) / (off?.requestsPerSecond ?? Number.NaN);
  const rates = (rounds: readonly LoadResult[]) =>
    rounds.map((round) => (round.error ? "–" : round.requestsPerSecond.toFixed(0))).join(", ");
  return [
    `Synced / unsynced: ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : "not measured"} the requests/s, ` +
      `p99 ${on?.p99Ms ?? "–"} ms against ${off?.p99Ms ?? "–"} ms.`,
    `Requests/s of each round: ${results.map((result) => `${result.name}: ${rates(result.rounds)}`).join(" · ")}.`,
  ];
}

export function durabilityBusyWarning({ backgroundCpu }: DurabilityReport): string {
  return Object.values(backgroundCpu).some((percent) => percent > busyPercent)
    ? " Warning: the machine was busy, so the figures are pessimistic; rerun on a quiet machine."
    : "";
}

export function printDurabilityReport(report: DurabilityReport): void {
  const cpu = Object.entries(report.backgroundCpu).map(([round, percent]) => `${round} ${percent} %`);
  console.log(
    [
      "",
      `Bench ${report.machine.date} · ${report.machine.cores} cores · Node ${report.machine.node}`,
      "",
      `Durability on PGlite: ${report.connections} connections, best of ${report.rounds} rounds of ` +
        `${report.roundSeconds} s (${report.durationSeconds} s):`,
      textTable(durabilityTable(report)),
      ...durabilityLines(report),
      "",
      textTable(budgetTable(report.budgets)),
      "",
      `CPU used by other processes before each round: ${cpu.join(", ")}.` + durabilityBusyWarning(report),
      "",
    ].join("\n"),
  );
}
