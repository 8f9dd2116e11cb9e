/**
 * Lighthouse 13, default mobile config (simulated throttling, with the CPU slowdown of cpu-slowdown.ts),
 * each page run several times in a fresh Chromium; the run with the median performance score is kept, as
 * Lighthouse's variance advice suggests.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { onCleanup } from "./cleanup.ts";
import { chromiumPath, quietChromiumFlags, resultsDir, type BenchConfig } from "./config.ts";
import { benchmarkIndex, slowdownNow, type CpuSlowdown } from "./cpu-slowdown.ts";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Lighthouse's measure of the CPU speed during the run: it drops when other processes compete for the
   * CPU, and the simulated TBT then rises (observed tasks are scaled by the CPU slowdown).
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with (cpu-slowdown.ts). */
  cpuSlowdown: number;
}

/** A run's CPU index and slowdown, as the tables list them: `2028×2`. */
export const cpuOfRun = (run: LighthouseRun): string => `${run.benchmarkIndex}×${run.cpuSlowdown}`;

export interface LighthousePage {
  page: string;
  median: LighthouseRun;
  runs: LighthouseRun[];
  /** Why the median run lost points, read from its audits. */
  findings: Findings;
  /** Where the median run's full report was saved. */
  reportFile: string;
}

export interface Findings {
  lcpElement: string | undefined;
  /** LCP subparts as observed (unthrottled), in ms. */
  lcpPhases: Record<string, number>;
  renderBlocking: { url: string; wastedMs: number }[];
  layoutShifts: { element: string; score: number; causes: string[] }[];
  /** Unthrottled paint times, to compare with the simulated metrics. */
  observed: { firstPaintMs: number; fcpMs: number; lcpMs: number; loadMs: number };
  /**
   * Requests started before the observed first paint, by resource type: Lighthouse's simulation of FCP
   * and LCP downloads these on a slow mobile link, so their bytes are what delays the simulated paint.
   */
  beforeFirstPaint: Record<string, { requests: number; bytes: number }>;
  diagnostics: Record<string, number>;
  /** Audits scored below 1 that count in a category (metrics of the performance category included). */
  failingAudits: { category: Category; id: string; title: string; score: number; displayValue?: string }[];
}

/**
 * chrome-launcher's defaults, minus RenderDocument in its --disable-features list: Lighthouse's launcher
 * disables that feature, which here holds the first paint of a hydrating page for about a second, an
 * artefact no visitor's Chrome has.
 */
export function lighthouseChromeFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith("--disable-features=")) return flag;
    const features = flag
      .slice("--disable-features=".length)
      .split(",")
      .filter((feature) => feature !== "RenderDocument");
    return `--disable-features=${features.join(",")}`;
  });
  // chrome-launcher adds --disable-setuid-sandbox on Linux with its defaults; ignoreDefaultFlags drops it.
  const linux = process.platform === "linux" ? ["--disable-setuid-sandbox"] : [];
  return [...new Set([...defaults, ...linux, "--headless=new", ...quietChromiumFlags])];
}

const metric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

function summarize(lhr: Result): LighthouseRun {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcpMs: metric(lhr, "first-contentful-paint"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    speedIndexMs: metric(lhr, "speed-index"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

export type Details = Record<string, unknown>;
const isRecord = (value: unknown): value is Details => typeof value === "object" && value !== null;
const itemsOf = (details: unknown): Details[] =>
  isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];

/** The rows of an audit's table (network-requests, bootup-time, long-tasks…). */
export const auditItems = (lhr: Result, id: string): Details[] => itemsOf(lhr.audits[id]?.details);

/** The rows of a table inside a row (an entity's URLs). */
export const auditItemsOf = (details: unknown): Details[] => itemsOf(details);

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number => (typeof value === "number" ? value : Number.NaN);

/** The first node found anywhere in an audit's details: the LCP element in Lighthouse 13's insight. */
function findNode(value: unknown, depth = 0): string | undefined {
  if (!isRecord(value) || depth > 6) return undefined;
  if (value.type === "node") {
    // Labels carry the element's text, line breaks included; one line reads better in a table.
    const label = text(value.nodeLabel).replace(/\s+/g, " ").trim();
    const selector = typeof value.selector === "string" ? value.selector : "";
    return `${selector}${label ? ` ("${label.slice(0, 60)}")` : ""}`;
  }
  for (const child of Object.values(value)) {
    const items = Array.isArray(child) ? child : [child];
    for (const item of items) {
      const found = findNode(item, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Lighthouse 13 replaced `largest-contentful-paint-element` and `render-blocking-resources` with the
 * `lcp-breakdown-insight` and `render-blocking-insight` audits; both ids are read so either version works.
 */
function findingsOf(lhr: Result): Findings {
  const audit = (...ids: string[]) => ids.map((id) => lhr.audits[id]).find((found) => found !== undefined);
  const lcp = audit("lcp-breakdown-insight", "largest-contentful-paint-element");
  const lcpPhases: Record<string, number> = {};
  for (const item of itemsOf(lcp?.details).flatMap((item) => [item, ...itemsOf(item)])) {
    const phase = text(item.subpart) || text(item.phase);
    if (phase && typeof item.duration === "number") lcpPhases[phase] = Math.round(item.duration);
  }
  const renderBlocking = itemsOf(audit("render-blocking-insight", "render-blocking-resources")?.details)
    .filter((item) => typeof item.url === "string")
    .map((item) => ({ url: text(item.url), wastedMs: Math.round(num(item.wastedMs) || 0) }));
  const layoutShifts = itemsOf(lhr.audits["layout-shifts"]?.details).map((item) => ({
    element: findNode(item.node) ?? "unknown",
    score: num(item.score),
    causes: itemsOf(item.subItems).map((sub) => {
      const extra = isRecord(sub.extra) ? text(sub.extra.value) : "";
      return `${text(sub.cause)}${extra ? ` ${extra.replace(/^https?:\/\/[^/]+/, "")}` : ""}`;
    }),
  }));
  const metrics = itemsOf(lhr.audits.metrics?.details)[0] ?? {};
  const observed = {
    firstPaintMs: num(metrics.observedFirstPaint),
    fcpMs: num(metrics.observedFirstContentfulPaint),
    lcpMs: num(metrics.observedLargestContentfulPaint),
    loadMs: num(metrics.observedLoad),
  };
  const beforeFirstPaint: Findings["beforeFirstPaint"] = {};
  for (const request of itemsOf(lhr.audits["network-requests"]?.details)) {
    if (!(num(request.networkRequestTime) < observed.fcpMs)) continue;
    const type = text(request.resourceType) || "Other";
    const entry = (beforeFirstPaint[type] ??= { requests: 0, bytes: 0 });
    entry.requests += 1;
    entry.bytes += num(request.transferSize) || 0;
  }
  const diagnostics: Record<string, number> = {};
  for (const [key, value] of Object.entries(itemsOf(lhr.audits.diagnostics?.details)[0] ?? {})) {
    if (typeof value === "number") diagnostics[key] = value;
  }
  const failingAudits: Findings["failingAudits"] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight === 0 || !result || result.score === null || result.score >= 1) continue;
      failingAudits.push({
        category,
        id: ref.id,
        title: result.title,
        score: result.score,
        displayValue: result.displayValue,
      });
    }
  }
  return {
    lcpElement: findNode(lcp?.details),
    lcpPhases,
    renderBlocking,
    layoutShifts,
    observed,
    beforeFirstPaint,
    diagnostics,
    failingAudits,
  };
}

/**
 * The browser's real command line: /usr/bin/chromium is a wrapper script that adds flags of its own
 * (/etc/chromium.d) before exec'ing the binary, so what was spawned is not all that runs.
 */
function commandLineOf(chrome: chromeLauncher.LaunchedChrome): string[] {
  try {
    return readFileSync(`/proc/${chrome.pid}/cmdline`, "utf8").split("\0").filter(Boolean).slice(1);
  } catch {
    return chrome.process.spawnargs.slice(1);
  }
}

export interface Cookie {
  name: string;
  value: string;
}

/**
 * Puts cookies in the browser's jar for `url`'s origin through the DevTools protocol, as a returning
 * visitor has them. Lighthouse's `extraHeaders: { Cookie }` is no substitute: it adds a request header,
 * which the server sees but the page's `document.cookie` does not. Lighthouse keeps cookies when it clears
 * the origin's storage (its default clearStorageTypes leave them out).
 */
async function setCookies(port: number, url: string, cookies: readonly Cookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const params = { cookies: cookies.map((cookie) => ({ ...cookie, url })) };
  await devtoolsCall(version.webSocketDebuggerUrl, "Storage.setCookies", params);
}

/**
 * The CPU benchmark index in the run's own Chromium, in the blank tab it starts with, just before
 * Lighthouse opens the page (for `BENCH_CPU_SLOWDOWN=auto`): one sample after a warm-up, about 2 s.
 */
export async function benchmarkIndexIn(port: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const tab = targets.find((target) => target.type === "page");
  if (!tab) throw new Error("The run's Chromium has no tab to measure its CPU in");
  return benchmarkIndex(async (expression) => {
    const reply = (await devtoolsCall(tab.webSocketDebuggerUrl, "Runtime.evaluate", {
      expression,
      returnByValue: true,
    })) as { result?: { value?: unknown } };
    return reply.result?.value;
  }, 1);
}

/** One DevTools protocol command on its own connection: its result, or its error thrown. */
async function devtoolsCall(socketUrl: string, method: string, params: object): Promise<unknown> {
  const socket = new WebSocket(socketUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", () => reject(new Error("no DevTools connection")), { once: true });
    });
    type Reply = { id?: number; result?: unknown; error?: { message: string } };
    const reply = new Promise<Reply>((resolve) =>
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as Reply;
        // Events the target sends on its own carry no id; the answer carries the command's.
        if (message.id === 1) resolve(message);
      }),
    );
    socket.send(JSON.stringify({ id: 1, method, params }));
    const { result, error } = await reply;
    if (error) throw new Error(`${method} failed: ${error.message}`);
    return result;
  } finally {
    socket.close();
  }
}

/** What every run of a page is started with. */
interface RunSettings {
  flags: readonly string[];
  cookies: readonly Cookie[];
  quietMs: number | undefined;
  blockedUrlPatterns: readonly string[];
  cpuSlowdown: CpuSlowdown;
}

/** A Chromium of the bench's own for one run; `close` kills it, as the bench's cleanup does on Ctrl-C. */
export async function launchChrome(flags: readonly string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...flags],
    ignoreDefaultFlags: true,
    // The bench handles Ctrl-C itself, stopping the servers too.
    handleSIGINT: false,
    logLevel: "silent",
  });
  const close = onCleanup(
    () => chrome.kill(),
    () => chrome.kill(),
  );
  return { chrome, close };
}

/** One Lighthouse run in its own Chromium, bounded so a hung page cannot stall the bench. */
async function runOnce(
  url: string,
  { flags, cookies, quietMs, blockedUrlPatterns, cpuSlowdown }: RunSettings,
): Promise<{ lhr: Result; commandLine: string[] }> {
  const { chrome, close } = await launchChrome(flags);
  try {
    if (cookies.length > 0) await setCookies(chrome.port, url, cookies);
    const cpuSlowdownMultiplier = await slowdownNow(cpuSlowdown, () => benchmarkIndexIn(chrome.port));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse timed out on ${url}`)), 180_000);
    });
    const run = lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        // Merged into the mobile config's throttling: only the CPU multiplier changes.
        throttling: { cpuSlowdownMultiplier },
        ...(blockedUrlPatterns.length > 0 ? { blockedUrlPatterns: [...blockedUrlPatterns] } : {}),
      },
      quietMs === undefined
        ? undefined
        : {
            extends: "lighthouse:default",
            settings: {
              pauseAfterFcpMs: quietMs,
              pauseAfterLoadMs: quietMs,
              networkQuietThresholdMs: quietMs,
              cpuQuietThresholdMs: quietMs,
            },
          },
    );
    // After a timeout the run fails once its Chromium is killed; that late error must not crash the bench.
    run.catch(() => undefined);
    const runnerResult = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runnerResult;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return { lhr, commandLine: commandLineOf(chrome) };
  } finally {
    await close();
  }
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, "run Lighthouse again"): such a run is retried. */
async function runWithRetries(url: string, settings: RunSettings, attempts = 3): ReturnType<typeof runOnce> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, settings);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The exact command-line flags, with the per-launch port and profile folder made generic. */
function genericCommandLine(args: readonly string[]): string[] {
  return args
    .filter((arg) => arg.startsWith("--"))
    .map((arg) =>
      arg
        .replace(/^--remote-debugging-port=\d+$/, "--remote-debugging-port=<port>")
        .replace(/^--user-data-dir=.*$/, "--user-data-dir=<temporary profile>"),
    );
}

export interface ChromiumFlags {
  /** What the bench passes to chrome-launcher. */
  passed: string[];
  /** Added by chrome-launcher (port, profile) and by the /usr/bin/chromium wrapper, from the real command line. */
  added: string[];
}

export interface LighthouseResults {
  pages: LighthousePage[];
  chromiumFlags: ChromiumFlags;
}

export interface LighthouseOptions {
  /** Chromium flags added to lighthouseChromeFlags() (the tools phase maps the vendors' hosts). */
  chromeFlags?: readonly string[];
  /** Cookies the browser holds before each run. */
  cookies?: readonly Cookie[];
  /** Where the median runs' reports go: bench-results/<reportDir>/. */
  reportDir?: string;
  /**
   * How long the page must stay quiet (after its load, its first paint, on the network and the CPU)
   * before Lighthouse stops recording, in ms; Lighthouse's own default (1 s) when not set.
   */
  quietMs?: number;
  /** Requests the browser refuses (Lighthouse's `blockedUrlPatterns`): the floor refuses every script file. */
  blockedUrlPatterns?: readonly string[];
  /** Checks every run's result; what it throws stops the bench (the run measured the wrong thing). */
  verify?: (lhr: Result, page: string) => void;
}

export async function runLighthouse(
  origin: string,
  pages: readonly string[],
  { lighthouseRuns: runs, cpuSlowdown }: Pick<BenchConfig, "lighthouseRuns" | "cpuSlowdown">,
  options: LighthouseOptions = {},
): Promise<LighthouseResults> {
  const flags = [...lighthouseChromeFlags(), ...(options.chromeFlags ?? [])];
  const settings: RunSettings = {
    flags,
    cookies: options.cookies ?? [],
    quietMs: options.quietMs,
    blockedUrlPatterns: options.blockedUrlPatterns ?? [],
    cpuSlowdown,
  };
  const reportDir = join(resultsDir, options.reportDir ?? "lighthouse");
  mkdirSync(reportDir, { recursive: true });
  let actualFlags: string[] = [];
  const results: LighthousePage[] = [];
  // Sequential: on two cores, parallel runs would throttle each other and skew the simulation.
  for (const page of pages) {
    const measured: { lhr: Result; run: LighthouseRun }[] = [];
    for (let index = 0; index < runs; index += 1) {
      const { lhr, commandLine } = await runWithRetries(origin + page, settings);
      options.verify?.(lhr, page);
      actualFlags = genericCommandLine(commandLine);
      const run = summarize(lhr);
      measured.push({ lhr, run });
      console.log(
        `  lighthouse ${page} run ${index + 1}/${runs}: performance ${run.scores.performance}, ` +
          `LCP ${Math.round(run.lcpMs)} ms`,
      );
    }
    // Median by performance score; with an even count, the lower middle (the more cautious one).
    const sorted = [...measured].sort((a, b) => a.run.scores.performance - b.run.scores.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!median) throw new Error("no Lighthouse run");
    const reportFile = join(reportDir, `${page === "/" ? "index" : page.slice(1).replaceAll("/", "_")}.json`);
    writeFileSync(reportFile, JSON.stringify(median.lhr));
    results.push({
      page,
      median: median.run,
      runs: measured.map(({ run }) => run),
      findings: findingsOf(median.lhr),
      reportFile,
    });
  }
  const added = actualFlags.filter((flag) => !flags.includes(flag));
  return { pages: results, chromiumFlags: { passed: flags, added } };
}
