/**
 * `BENCH_ONLY=pages` with `BENCH_PAGES`: the main run's page weight and Lighthouse measures, and the
 * budgets every page is held to (budgets.ts, pageBudgets), on the listed pages alone: the pages of a new
 * template, say, in minutes rather than the hour of a whole run. It writes bench-results/pages.json and
 * rewrites only its own section of docs/bench.md.
 */
import { pageBudgets, type BenchFigures, type BudgetCheck } from "./budgets.ts";
import type { BenchConfig } from "./config.ts";
import { runLighthouse, type ChromiumFlags } from "./lighthouse.ts";
import { backgroundCpuPercent, type Machine } from "./machine.ts";
import { measurePageBytes } from "./page-bytes.ts";
import { lighthousePages, listPages } from "./pages.ts";
import { startOurServer } from "./servers.ts";

export interface ChosenPagesReport {
  machine: Machine;
  settings: BenchConfig;
  backgroundCpu: Record<string, number>;
  figures: Pick<BenchFigures, "bytes" | "lighthouse">;
  lighthouseChromiumFlags: ChromiumFlags;
  budgets: BudgetCheck[];
}

export async function chosenPagesPhase(config: BenchConfig, machine: Machine): Promise<ChosenPagesReport> {
  if (!config.pages)
    throw new Error("BENCH_ONLY=pages measures the pages BENCH_PAGES lists, and it lists none");
  const pages = listPages(config.pages);
  const server = await startOurServer();
  try {
    const backgroundCpu: Record<string, number> = {};
    backgroundCpu["page weight"] = await backgroundCpuPercent([server.pid]);
    console.log(`Measuring first-load bytes of ${pages.join(", ")}…`);
    const bytes = await measurePageBytes(server.origin, pages);
    backgroundCpu.lighthouse = await backgroundCpuPercent([server.pid]);
    const audited = lighthousePages(pages, true);
    console.log(`Running Lighthouse (${config.lighthouseRuns} run(s) per page) on ${audited.join(", ")}…`);
    const lighthouse = await runLighthouse(server.origin, audited, config);
    const figures = { bytes, lighthouse: lighthouse.pages };
    return {
      machine,
      settings: config,
      backgroundCpu,
      figures,
      lighthouseChromiumFlags: lighthouse.chromiumFlags,
      budgets: pageBudgets(figures),
    };
  } finally {
    await server.stop();
  }
}
