/**
 * The typing phase (`BENCH_ONLY=typing`, and last in `npm run bench`): a Lighthouse 13 timespan user flow,
 * "typing a wage", on the THR calculator (docs/calculators.md). The page is opened as Lighthouse's mobile
 * preset sees it (a 412-pixel screen at 1.75×), then, recorded as a timespan, the visitor focuses the
 * wage and types it digit by digit, then the months, as a person types (150 ms a key). A timespan cannot
 * simulate throttling: the CPU is slowed by DevTools, by the bench's slowdown (cpu-slowdown.ts), so the
 * figure is the throttled phone's Interaction to Next Paint. The floor is the same typing with every
 * script file refused: what a key costs the browser alone in that page.
 */
import { startFlow, type Flags } from "lighthouse";
import puppeteer from "puppeteer-core";
import { pathTo } from "../../core/routing/paths.ts";
import type { BudgetCheck } from "./budgets.ts";
import type { BenchConfig } from "./config.ts";
import { slowdownNow } from "./cpu-slowdown.ts";
import { benchmarkIndexIn, launchChrome, lighthouseChromeFlags } from "./lighthouse.ts";
import type { Machine } from "./machine.ts";
import { startOurServer } from "./servers.ts";

export const typingPage = pathTo("thrCalculator", "en");
/**
 * A key answered within 1.5 times what the same key costs the browser alone in this page, scripts refused (the
 * floor, measured in turns in the same run; the median of the runs' ratios): the page's script may add at most
 * half the browser's own work per key.
 * A ratio, as every speed budget of the bench, so that a slower machine does not fail it; on this project's
 * two-core machine the floor alone is 60–130 ms, above the 100 ms a phone of Lighthouse's reference speed
 * should answer in (docs/calculators.md, Budgets and bench figures).
 */
export const typingLimits = { inpToFloor: 1.5 } as const;
const keyDelayMs = 150;

export interface TypingRun {
  inpMs: number;
  /** The CPU index of the run's Chromium and the slowdown it was given (`2028×2`). */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

export interface TypingReport {
  machine: Machine;
  settings: BenchConfig;
  page: string;
  runs: TypingRun[];
  floorRuns: TypingRun[];
  median: TypingRun;
  floor: TypingRun;
  budgets: BudgetCheck[];
}

/** One recording in a fresh Chromium: the page opened, then the typing as a timespan. */
async function typeOnce(origin: string, config: BenchConfig, blockScripts: boolean): Promise<TypingRun> {
  const { chrome, close } = await launchChrome(lighthouseChromeFlags());
  try {
    const cpuSlowdown = await slowdownNow(config.cpuSlowdown, () => benchmarkIndexIn(chrome.port));
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (blockScripts) {
      const session = await page.createCDPSession();
      await session.send("Network.enable");
      await session.send("Network.setBlockedURLs", { urls: ["*.js"] });
    }
    const settings: Flags = {
      onlyCategories: ["performance"],
      throttlingMethod: "devtools",
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    };
    const flow = await startFlow(page, { config: { extends: "lighthouse:default", settings } });
    await page.goto(origin + typingPage, { waitUntil: "networkidle0" });
    // Hydrated: React Router's scroll restoration switches to manual in an effect (tests/e2e/fixtures.ts).
    if (!blockScripts) await page.waitForFunction(() => window.history.scrollRestoration === "manual");
    await flow.startTimespan({ name: "Typing a wage" });
    await page.click("#field-wage");
    await page.type("#field-wage", "6500000", { delay: keyDelayMs });
    await page.click("#field-months");
    await page.type("#field-months", "7", { delay: keyDelayMs });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]?.lhr;
    const inpMs = lhr?.audits["interaction-to-next-paint"]?.numericValue;
    if (!lhr || inpMs === undefined) throw new Error(`The typing on ${typingPage} recorded no interaction`);
    if (!blockScripts) {
      // The typing must have worked the result out in the page, or the figure measures nothing.
      const total = await page.$eval('output[name="total"]', (element) => element.textContent ?? "");
      if (!/3,791,667/.test(total))
        throw new Error(`The typing showed "${total}", not the THR of 7/12 × 6,500,000`);
    }
    browser.disconnect();
    return {
      inpMs: Math.round(inpMs),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown,
    };
  } finally {
    await close();
  }
}

const medianOf = (runs: TypingRun[]): TypingRun => {
  const sorted = [...runs].sort((a, b) => a.inpMs - b.inpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no typing run");
  return median;
};

export async function typingPhase(config: BenchConfig, machine: Machine): Promise<TypingReport> {
  const server = await startOurServer();
  try {
    const runs: TypingRun[] = [];
    const floorRuns: TypingRun[] = [];
    // Taking turns, so that other work on the machine spoils one of each rather than all of one.
    for (let index = 0; index < config.lighthouseRuns; index += 1) {
      runs.push(await typeOnce(server.origin, config, false));
      floorRuns.push(await typeOnce(server.origin, config, true));
      console.log(
        `  typing ${typingPage} run ${index + 1}/${config.lighthouseRuns}: INP ${runs.at(-1)?.inpMs} ms, ` +
          `floor ${floorRuns.at(-1)?.inpMs} ms`,
      );
    }
    const median = medianOf(runs);
    const floor = medianOf(floorRuns);
    // Each run beside the floor run taken right after it, on the same machine at the same moment: the median
    // of those ratios, which a machine slowing down between runs does not move as it moves the figures.
    const ratios = runs
      .map((run, index) => run.inpMs / (floorRuns[index]?.inpMs ?? Number.NaN))
      .sort((a, b) => a - b);
    const ratio = ratios[Math.floor((ratios.length - 1) / 2)] ?? Number.NaN;
    return {
      machine,
      settings: config,
      page: typingPage,
      runs,
      floorRuns,
      median,
      floor,
      budgets: [
        {
          budget: `Typing a wage on ${typingPage}: INP (timespan, throttled phone)`,
          limit: `≤ ${typingLimits.inpToFloor}× the floor without scripts`,
          result: `${ratio.toFixed(2)}× (median INP ${median.inpMs} ms, floor ${floor.inpMs} ms)`,
          pass: ratio <= typingLimits.inpToFloor,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

export function printTypingReport(report: TypingReport): void {
  console.log(`\nTyping a wage on ${report.page} (Lighthouse timespan, INP):`);
  for (const [index, run] of report.runs.entries()) {
    const floor = report.floorRuns[index];
    console.log(
      `  run ${index + 1}: ${run.inpMs} ms (CPU ${run.benchmarkIndex}×${run.cpuSlowdown}); floor ${floor?.inpMs} ms`,
    );
  }
  for (const check of report.budgets)
    console.log(`  ${check.pass ? "pass" : "FAIL"} ${check.budget}: ${check.result} (${check.limit})`);
}
