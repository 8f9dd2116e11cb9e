/**
 * How much Lighthouse slows the CPU down to stand for a phone. Its default, 4×, turns a fast desktop into
 * a mid-tier phone; on a slower host the same 4× stands for a slower phone, and the simulated TBT and
 * performance score fall with the host, whatever the page does. `BENCH_CPU_SLOWDOWN=auto` calibrates the
 * multiplier to the host instead, as Lighthouse's throttling guide recommends for such machines, and does
 * so before every run: a shared host's speed can halve from one minute to the next.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright";
import { chromiumPath, quietChromiumFlags } from "./config.ts";

/** Lighthouse's own `throttling.cpuSlowdownMultiplier` for its mobile config. */
export const lighthouseDefaultSlowdown = 4;

/**
 * The benchmark index of a mid-tier phone (a Pixel 5): the score Chrome DevTools' CPU calibration aims its
 * "mid-tier mobile" preset at. Lighthouse's 4× brings a desktop of index 4,000 there.
 */
export const midTierPhoneIndex = 1_000;

/** A fixed multiplier, or one calibrated to the machine just before each run. */
export type CpuSlowdown = { multiplier: number } | { calibrated: true };

/** The multiplier that makes a host of this benchmark index stand for a mid-tier phone (never below 1). */
export const calibratedSlowdown = (hostIndex: number): number =>
  Math.max(1, Math.round((hostIndex / midTierPhoneIndex) * 10) / 10);

/** Lighthouse's `computeBenchmarkIndex` (about a second), as an expression for a page to evaluate. */
const benchmarkExpression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/**
 * The host's benchmark index as Lighthouse measures it before each run, evaluated by `evaluate` in a blank
 * page: one run to warm V8 up, then the median of `samples`.
 */
export async function benchmarkIndex(
  evaluate: (expression: string) => Promise<unknown>,
  samples: number,
): Promise<number> {
  await evaluate(benchmarkExpression);
  const indexes: number[] = [];
  for (let run = 0; run < samples; run += 1) indexes.push(Number(await evaluate(benchmarkExpression)));
  indexes.sort((a, b) => a - b);
  const median = indexes[Math.floor(samples / 2)];
  if (median === undefined || !Number.isFinite(median) || median <= 0)
    throw new Error(`The CPU benchmark gave no usable index: ${indexes.join(", ")}`);
  return Math.round(median);
}

/** The host's benchmark index in a Chromium of its own started with the bench's flags. */
export async function measureHostIndex(samples = 3): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...quietChromiumFlags] });
  try {
    const page = await browser.newPage();
    return await benchmarkIndex((expression) => page.evaluate(expression), samples);
  } finally {
    await browser.close();
  }
}

/** The multiplier to use now: the fixed one, or one calibrated from the index `measure` gives. */
export async function slowdownNow(setting: CpuSlowdown, measure: () => Promise<number>): Promise<number> {
  return "multiplier" in setting ? setting.multiplier : calibratedSlowdown(await measure());
}

/** `BENCH_CPU_SLOWDOWN`: unset for Lighthouse's default, a number from 1 to 20, or `auto`. */
export function readCpuSlowdown(raw: string | undefined): CpuSlowdown {
  const value = raw?.trim() ?? "";
  if (value === "") return { multiplier: lighthouseDefaultSlowdown };
  if (value === "auto") return { calibrated: true };
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1 || multiplier > 20)
    throw new Error(`BENCH_CPU_SLOWDOWN must be "auto" or a number from 1 to 20, got "${raw}"`);
  return { multiplier };
}

/** One sentence for the docs: the slowdown used, and where it came from. */
export function cpuSlowdownSentence(setting: CpuSlowdown): string {
  if ("calibrated" in setting) {
    return (
      "CPU slowdown calibrated to this machine before each run (`BENCH_CPU_SLOWDOWN=auto`): its CPU " +
      "benchmark index, measured in the run's Chromium just before it, over a mid-tier phone's " +
      `${midTierPhoneIndex.toLocaleString("en")}, so that every run stands for the phone Lighthouse's ` +
      `default ${lighthouseDefaultSlowdown}× stands for on a desktop of index ` +
      `${(midTierPhoneIndex * lighthouseDefaultSlowdown).toLocaleString("en")}. Each run's multiplier is ` +
      "given after its CPU index."
    );
  }
  return setting.multiplier === lighthouseDefaultSlowdown
    ? `CPU slowdown ${setting.multiplier}× (Lighthouse's default).`
    : `CPU slowdown ${setting.multiplier}× (\`BENCH_CPU_SLOWDOWN\`; Lighthouse's default is ${lighthouseDefaultSlowdown}×).`;
}
