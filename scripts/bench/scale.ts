/**
 * The scale phase: the site on a PostgreSQL server as one instance and as two behind nginx, the production
 * balancer (deploy/nginx.conf, run as tests/system/multi-instance.test.ts runs it), under 50 connections:
 * `GET /` and the contact form, requests/s and p99 beside one instance, and each instance's memory after
 * the loads. One instance is measured both directly and behind the same nginx, so that the comparison of
 * one with two instances is not a comparison with and without nginx.
 */
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { findNginx, startNginx } from "../../tests/support/nginx.ts";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import type { BudgetCheck } from "./budgets.ts";
import { onCleanup } from "./cleanup.ts";
import type { BenchConfig } from "./config.ts";
import { measureLoad, type LoadResult } from "./load.ts";
import { backgroundCpuPercent, type Machine } from "./machine.ts";
import { residentMib, settleSeconds } from "./memory.ts";
import type { Table } from "./report.ts";
import { startOurServer, type RunningServer } from "./servers.ts";
import { siteTargets } from "./targets.ts";

/** Enough to keep two instances busy, as a busy hour would. */
export const scaleConnections = 50;

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
  home: LoadResult;
  contactForm: LoadResult;
  /** Each instance's RSS, MiB, `settleSeconds` after the loads. */
  rssMib: number[];
}

export interface ScaleReport {
  machine: Machine;
  settings: BenchConfig;
  connections: number;
  /** nginx's version (`nginx -v`). */
  nginx: string;
  /** CPU use by other processes just before each setup's loads, in %. */
  backgroundCpu: Record<string, number>;
  durationSeconds: number;
  results: ScaleResult[];
  budgets: BudgetCheck[];
}

/** The instances of one setup on a fresh PostgreSQL server, and nginx in front when the setup has it. */
async function measureSetup(setup: Setup, binary: string, config: BenchConfig) {
  const postgres = await startPostgres();
  const stopPostgres = onCleanup(() => postgres.stop());
  const servers: RunningServer[] = [];
  try {
    // One after the other: the second finds the database migrated.
    for (let index = 0; index < setup.instances; index += 1) {
      servers.push(
        await startOurServer({
          databaseUrl: postgres.url,
          name: `instance ${index + 1}`,
          // As compose.yaml configures them behind nginx, which appends the visitor to X-Forwarded-For.
          env: setup.nginx ? { TRUST_PROXY: "1" } : {},
        }),
      );
    }
    const balancer = setup.nginx
      ? await startNginx(
          binary,
          servers.map((server) => server.port),
        )
      : undefined;
    const stopBalancer = onCleanup(
      async () => balancer?.stop(),
      () => balancer?.child.kill("SIGKILL"),
    );
    try {
      const [first] = servers;
      if (!first) throw new Error("no instance started");
      const targets = balancer
        ? siteTargets(balancer.url, balancer.port)
        : siteTargets(first.origin, first.port);
      const load = { connections: scaleConnections, seconds: config.loadSeconds, warmupSeconds: 2 };
      const pids = [...servers.map((server) => server.pid), balancer?.child.pid ?? 0];
      const backgroundCpu = await backgroundCpuPercent(pids);
      console.log(`Scale, ${setup.name}: GET /…`);
      const home = await measureLoad({ ...targets.home, name: `${setup.name}: GET /` }, load);
      console.log(`Scale, ${setup.name}: contact form POST…`);
      const contactForm = await measureLoad(
        { ...targets.contactForm, name: `${setup.name}: POST contact form` },
        load,
      );
      await sleep(settleSeconds * 1000);
      const rssMib = servers.map((server) => residentMib(server.pid).rss);
      return { result: { ...setup, home, contactForm, rssMib }, backgroundCpu };
    } finally {
      await stopBalancer();
    }
  } finally {
    for (const server of servers) await server.stop();
    await stopPostgres();
  }
}

/** Each setup in turn, on its own PostgreSQL server: two at once would share the two cores. */
export async function scalePhase(config: BenchConfig, machine: Machine): Promise<ScaleReport> {
  const started = Date.now();
  const found = findNginx();
  if ("missing" in found) throw new Error(`The scale phase needs nginx: ${found.missing}`);
  const results: ScaleResult[] = [];
  const backgroundCpu: Record<string, number> = {};
  for (const setup of setups) {
    const measured = await measureSetup(setup, found.binary, config);
    results.push(measured.result);
    backgroundCpu[setup.name] = measured.backgroundCpu;
  }
  return {
    machine,
    settings: config,
    connections: scaleConnections,
    nginx: nginxVersion(found.binary),
    backgroundCpu,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    results,
    budgets: results.map((result) => {
      const failed = [result.home, result.contactForm].reduce(
        (sum, target) => sum + target.errors + target.non2xx,
        0,
      );
      const requests = result.home.requests + result.contactForm.requests;
      return {
        // Not a budget of the site but of the measurement: refused or failed requests flatter the figures.
        budget: `Scale loads on ${result.name} answered as expected`,
        limit: "0 failed",
        result: `${failed} of ${requests}`,
        pass: failed === 0 && result.home.requests > 0 && result.contactForm.requests > 0,
      };
    }),
  };
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
      String(result.home.errors + result.home.non2xx + result.contactForm.errors + result.contactForm.non2xx),
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
