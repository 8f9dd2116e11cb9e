/** Settings of a bench run, from the environment, checked once so a typo fails before minutes of work. */
import { join } from "node:path";
import { readCpuSlowdown, type CpuSlowdown } from "./cpu-slowdown.ts";
import { rootDir } from "../repository-root.ts";
export { chromiumArgs as quietChromiumFlags, chromiumPath } from "../processes/chromium.ts";

export { rootDir };
export const buildDir = join(rootDir, "build");
export const resultsDir = join(rootDir, "bench-results");
export const docsFile = join(rootDir, "docs", "bench.md");
export const host = "127.0.0.1";

export interface BenchConfig {
  /** Page paths to measure (`/`, `/beranda`), or undefined for every prerendered page. */
  pages: string[] | undefined;
  lighthouseRuns: number;
  loadSeconds: number;
  warmupSeconds: number;
  connections: number;
  /**
   * `BENCH_ONLY=memory`, `tools`, `scale`, `images`, `durability` or `typing`: only that phase, which updates only its
   * own part of docs/bench.md; `pages`: the page weight and Lighthouse of the pages BENCH_PAGES lists, in a section
   * of their own (chosen-pages.ts).
   */
  only: Phase | undefined;
  /** `BENCH_CPU_SLOWDOWN`: Lighthouse's CPU slowdown, its default or calibrated to this machine. */
  cpuSlowdown: CpuSlowdown;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** The phases that also run alone. */
const phases = ["memory", "tools", "scale", "images", "durability", "typing", "pages"] as const;
export type Phase = (typeof phases)[number];

function onlyPart(raw: string | undefined): Phase | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const phase = phases.find((name) => name === raw.trim());
  if (phase) return phase;
  throw new Error(`BENCH_ONLY may only be ${phases.map((name) => `"${name}"`).join(", ")}, got "${raw}"`);
}

export function readBenchConfig(env: NodeJS.ProcessEnv): BenchConfig {
  const pages = env.BENCH_PAGES?.split(",")
    .map((page) => page.trim())
    .filter(Boolean)
    // Pages are served without a trailing slash (`/beranda`, never `/beranda/`).
    .map((page) => (page === "/" ? page : `/${page.replace(/^\/+|\/+$/g, "")}`));
  return {
    pages: pages && pages.length > 0 ? pages : undefined,
    lighthouseRuns: positiveInt("BENCH_RUNS", env.BENCH_RUNS, 3),
    loadSeconds: positiveInt("BENCH_SECONDS", env.BENCH_SECONDS, 10),
    warmupSeconds: 2,
    connections: 10,
    only: onlyPart(env.BENCH_ONLY),
    cpuSlowdown: readCpuSlowdown(env.BENCH_CPU_SLOWDOWN),
  };
}
