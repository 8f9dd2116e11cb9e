/**
 * The scale phase: the site on a PostgreSQL server as one instance and as two behind nginx, the production
 * balancer (deploy/nginx.conf, run as tests/system/multi-instance.test.ts runs it), under 50 connections:
 * `GET /` and the contact form, requests/s and p99 beside one instance, and each instance's memory after
 * the loads. One instance is measured both directly and behind the same nginx, so that the comparison of
 * one with two instances is not a comparison with and without nginx.
 */
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { findNginx, startNginx } from "../processes/nginx.ts";
import { startPostgres } from "../processes/postgres-server.ts";
import type { BudgetCheck } from "./budgets.ts";
import { onCleanup } from "./cleanup.ts";
import type { BenchConfig } from "./config.ts";
import { best, failedIn, measureLoad, type LoadResult, type LoadTarget } from "./load.ts";
import { backgroundCpuPercent, type Machine } from "./machine.ts";
import { residentMib, settleSeconds } from "./memory.ts";
import type { Table } from "./report.ts";
import { startOurServer, type RunningServer } from "./servers.ts";
import { siteTargets } from "./targets.ts";

/** Enough to keep two instances busy, as a busy hour would. */
export const scaleConnections = 50;
/**
 * Each load runs this many times, for `scaleRoundSeconds`, the setups taking turns: a burst of other work on
 * a shared machine then spoils one round of every setup rather than all the figures of one setup, and the
 * best round of each is reported.
 */
export const scaleRounds = 5;
export const scaleRoundSeconds = 4;

interface Setup {
  name: string;
  instances: number;
  nginx: boolean;
}

const setups: readonly Setup[] = [
  { name: "1 instance, direct", instances: 1, nginx: false },
  { name: "1 instance behind nginx", instances: 1, nginx: true },
  { name: "2 instances behind nginx", instances: 2, nginx: true },
];

export interface ScaleResult extends Setup {
  /** The round with the most requests/s. */
  home: LoadResult;
  contactForm: LoadResult;
  /** Every round, in order. */
  homeRounds: LoadResult[];
  contactFormRounds: LoadResult[];
  /** Each instance's RSS, MiB, `settleSeconds` after the last round. */
  rssMib: number[];
}

export interface ScaleReport {
  machine: Machine;
  settings: BenchConfig;
  connections: number;
  rounds: number;
  roundSeconds: number;
  /** nginx's version (`nginx -v`). */
  nginx: string;
  /** CPU use by other processes just before each round, in %. */
  backgroundCpu: Record<string, number>;
  durationSeconds: number;
  results: ScaleResult[];
  budgets: BudgetCheck[];
}

interface RunningSetup {
  setup: Setup;
  servers: RunningServer[];
  pids: number[];
  targets: { home: LoadTarget; contactForm: LoadTarget };
  stop(): Promise<void>;
}

/** The instances of one setup on a fresh PostgreSQL server, and nginx in front when the setup has it. */
async function startSetup(setup: Setup, binary: string): Promise<RunningSetup> {
  const postgres = await startPostgres();
  const stopPostgres = onCleanup(() => postgres.stop());
  const servers: RunningServer[] = [];
  let stopBalancer: () => Promise<void> = async () => undefined;
  const stop = async () => {
    await stopBalancer();
    for (const server of servers) await server.stop();
    await stopPostgres();
  };
  try {
    // One after the other: the second finds the database migrated.
    for (let index = 0; index < setup.instances; index += 1) {
      servers.push(
        await startOurServer({
          databaseUrl: postgres.url,
          name: `${setup.name}, instance ${index + 1}`,
          // As compose.yaml configures them behind nginx, which appends the visitor to X-Forwarded-For.
          env: setup.nginx ? { TRUST_PROXY: "1" } : {},
        }),
      );
    }
    const [first] = servers;
    if (!first) throw new Error("no instance started");
    const balancer = setup.nginx
      ? await startNginx(
          binary,
          servers.map((server) => server.port),
        )
      : undefined;
    if (balancer) {
      stopBalancer = onCleanup(
        () => balancer.stop(),
        () => balancer.child.kill("SIGKILL"),
      );
    }
    const site = balancer ? siteTargets(balancer.url, balancer.port) : siteTargets(first.origin, first.port);
    return {
      setup,
      servers,
      pids: [...servers.map((server) => server.pid), balancer?.child.pid ?? 0].filter((pid) => pid > 0),
      targets: {
        home: { ...site.home, name: `${setup.name}: GET /` },
        contactForm: { ...site.contactForm, name: `${setup.name}: POST contact form` },
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Every setup started at once, each on its own PostgreSQL server (idle, they cost little CPU), then the
 * loads in rounds, one load at a time: the setups never compete with each other for the cores.
 */
export async function scalePhase(config: BenchConfig, machine: Machine): Promise<ScaleReport> {
  const started = Date.now();
  const found = findNginx();
  if ("missing" in found) throw new Error(`The scale phase needs nginx: ${found.missing}`);
  const running: RunningSetup[] = [];
  const backgroundCpu: Record<string, number> = {};
  const rounds = new Map<RunningSetup, { home: LoadResult[]; contactForm: LoadResult[] }>();
  try {
    for (const setup of setups) {
      console.log(`Scale: starting ${setup.name}…`);
      const setupRunning = await startSetup(setup, found.binary);
      running.push(setupRunning);
      rounds.set(setupRunning, { home: [], contactForm: [] });
    }
    const pids = running.flatMap((setup) => setup.pids);
    for (let round = 0; round < scaleRounds; round += 1) {
      backgroundCpu[`round ${round + 1}`] = await backgroundCpuPercent(pids);
      for (const kind of ["home", "contactForm"] as const) {
        for (const setup of running) {
          console.log(`Scale, round ${round + 1} of ${scaleRounds}: ${setup.targets[kind].name}…`);
          const result = await measureLoad(setup.targets[kind], {
            connections: scaleConnections,
            seconds: scaleRoundSeconds,
            warmupSeconds: round === 0 ? 2 : 0,
          });
          rounds.get(setup)?.[kind].push(result);
        }
      }
    }
    await sleep(settleSeconds * 1000);
    const results = running.map((setup): ScaleResult => {
      const measured = rounds.get(setup) ?? { home: [], contactForm: [] };
      return {
        ...setup.setup,
        home: best(measured.home),
        contactForm: best(measured.contactForm),
        homeRounds: measured.home,
        contactFormRounds: measured.contactForm,
        rssMib: setup.servers.map((server) => residentMib(server.pid).rss),
      };
    });
    return {
      machine,
      settings: config,
      connections: scaleConnections,
      rounds: scaleRounds,
      roundSeconds: scaleRoundSeconds,
      nginx: nginxVersion(found.binary),
      backgroundCpu,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      results,
      budgets: results.map((result) => {
        const all = [...result.homeRounds, ...result.contactFormRounds];
        const requests = all.reduce((sum, round) => sum + round.requests, 0);
        return {
          // Not a budget of the site but of the measurement: refused or failed requests flatter the figures.
          budget: `Scale loads on ${result.name} answered as expected`,
          limit: "0 failed",
          result: `${failedIn(all)} of ${requests}`,
          pass: failedIn(all) === 0 && all.every((round) => round.requests > 0),
        };
      }),
    };
  } finally {
    for (const setup of running.reverse()) await setup.stop();
  }
}

function nginxVersion(binary: string): string {
  // `nginx -v` prints "nginx version: nginx/1.22.1" on standard error.
  const result = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return /nginx\/(\S+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? "unknown";
}

export function scaleTable({ results }: ScaleReport): Table {
  const rate = (target: LoadResult) => (target.error ? "–" : target.requestsPerSecond.toFixed(0));
  const p99 = (target: LoadResult) => (target.error ? "–" : String(target.p99Ms));
  return {
    headers: [
      "Setup",
      "GET / req/s",
      "GET / p99 ms",
      "Form req/s",
      "Form p99 ms",
      "Failed",
      "RSS per instance MiB",
    ],
    numeric: [false, true, true, true, true, true, true],
    rows: results.map((result) => [
      result.name,
      rate(result.home),
      p99(result.home),
      rate(result.contactForm),
      p99(result.contactForm),
      String(failedIn([...result.homeRounds, ...result.contactFormRounds])),
      result.rssMib.map((mib) => mib.toFixed(0)).join(", "),
    ]),
  };
}

/** Two instances against one, both behind nginx; and what nginx costs one instance. */
export function scaleRatioLine({ results }: ScaleReport): string {
  const find = (instances: number, nginx: boolean) =>
    results.find((result) => result.instances === instances && result.nginx === nginx);
  const one = find(1, true);
  const two = find(2, true);
  const direct = find(1, false);
  const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) => {
    const value = (a?.requestsPerSecond ?? Number.NaN) / (b?.requestsPerSecond ?? Number.NaN);
    return Number.isFinite(value) ? `${value.toFixed(2)}×` : "not measured";
  };
  return (
    `Two instances / one, both behind nginx: GET / ${ratio(two?.home, one?.home)} the requests/s, ` +
    `the contact form ${ratio(two?.contactForm, one?.contactForm)}. One instance behind nginx / direct: ` +
    `GET / ${ratio(one?.home, direct?.home)}, the contact form ${ratio(one?.contactForm, direct?.contactForm)}.`
  );
}

/** Each round's requests/s, per setup: how much the machine's other work moved the figures. */
export function scaleRoundsLine({ results }: ScaleReport): string {
  const rates = (rounds: readonly LoadResult[]) =>
    rounds.map((round) => (round.error ? "–" : round.requestsPerSecond.toFixed(0))).join(", ");
  const setups = results.map(
    (result) => `${result.name}: GET / ${rates(result.homeRounds)}; form ${rates(result.contactFormRounds)}`,
  );
  return `Requests/s of each round: ${setups.join(" · ")}.`;
}
