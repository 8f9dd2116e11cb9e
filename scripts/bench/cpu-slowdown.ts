/**
 * How much Lighthouse slows the CPU down to stand for a phone. Its default, 4×, turns a fast desktop into
 * a mid-tier phone; on a slower host the same 4× stands for a slower phone, and the simulated TBT and
 * performance score fall with the host, whatever the page does. `BENCH_CPU_SLOWDOWN=auto` calibrates the
 * multiplier to the host instead, as Lighthouse's throttling guide recommends for such machines.
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

export interface CpuSlowdown {
  /** Lighthouse's `throttling.cpuSlowdownMultiplier`, applied to the after-engagement visits too. */
  multiplier: number;
  /** With `BENCH_CPU_SLOWDOWN=auto`: the host's benchmark index the multiplier was calibrated from. */
  hostIndex?: number;
}

/** The multiplier that makes a host of this benchmark index stand for a mid-tier phone (never below 1). */
export const calibratedSlowdown = (hostIndex: number): number =>
  Math.max(1, Math.round((hostIndex / midTierPhoneIndex) * 10) / 10);

const samples = 5;

/**
 * The host's benchmark index as Lighthouse measures it before each run (its own `computeBenchmarkIndex`,
 * about a second each), in a blank Chromium page started with the bench's flags: the median of five after
 * one to warm V8 up.
 */
export async function measureHostIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...quietChromiumFlags] });
  try {
    const page = await browser.newPage();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await page.evaluate(benchmark);
    const indexes: number[] = [];
    for (let run = 0; run < samples; run += 1) indexes.push(Number(await page.evaluate(benchmark)));
    indexes.sort((a, b) => a - b);
    const median = indexes[Math.floor(samples / 2)];
    if (median === undefined || !Number.isFinite(median) || median <= 0)
      throw new Error(`The CPU benchmark gave no usable index: ${indexes.join(", ")}`);
    return Math.round(median);
  } finally {
    await browser.close();
  }
}

/** `BENCH_CPU_SLOWDOWN`: unset for Lighthouse's default, a number from 1 to 20, or `auto`. */
export async function readCpuSlowdown(
  raw: string | undefined,
  measure: () => Promise<number> = measureHostIndex,
): Promise<CpuSlowdown> {
  const value = raw?.trim() ?? "";
  if (value === "") return { multiplier: lighthouseDefaultSlowdown };
  if (value === "auto") {
    const hostIndex = await measure();
    return { multiplier: calibratedSlowdown(hostIndex), hostIndex };
  }
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1 || multiplier > 20)
    throw new Error(`BENCH_CPU_SLOWDOWN must be "auto" or a number from 1 to 20, got "${raw}"`);
  return { multiplier };
}

/** One sentence for the docs: the slowdown used, and where it came from. */
export function cpuSlowdownSentence({ multiplier, hostIndex }: CpuSlowdown): string {
  if (hostIndex === undefined) {
    return multiplier === lighthouseDefaultSlowdown
      ? `CPU slowdown ${multiplier}× (Lighthouse's default).`
      : `CPU slowdown ${multiplier}× (\`BENCH_CPU_SLOWDOWN\`; Lighthouse's default is ${lighthouseDefaultSlowdown}×).`;
  }
  return (
    `CPU slowdown ${multiplier}×, calibrated to this machine (\`BENCH_CPU_SLOWDOWN=auto\`): its CPU benchmark ` +
    `index is ${hostIndex.toLocaleString("en")} and a mid-tier phone's about ` +
    `${midTierPhoneIndex.toLocaleString("en")}, so the simulated phone is the one Lighthouse's default ` +
    `${lighthouseDefaultSlowdown}× stands for on a desktop of index ` +
    `${(midTierPhoneIndex * lighthouseDefaultSlowdown).toLocaleString("en")}.`
  );
}
