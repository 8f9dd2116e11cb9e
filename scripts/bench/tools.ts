/**
 * The tools phase: the site built with every marketing tool configured (./build-bench-tools), as a first
 * visitor sees it (no choice yet: the cookie banner comes with the page) and as a returning visitor who
 * accepted every consent purpose sees it, the vendors' scripts answered by fakes of realistic size and cost
 * (vendors.ts). Lighthouse mobile on every template (one English page per route module), beside the same
 * page of the build without tools measured in the same session; what the tags and the chat cost once they
 * load, on the home page, pricing and the largest article; the shell chunk's gzip size in both builds; the
 * JavaScript each page loads.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Result } from "lighthouse";
import { readPublicConfig } from "../../core/config/public.ts";
import {
  consentCookieName,
  consentVersion,
  decodeConsent,
  encodeConsent,
  type StoredConsent,
} from "../../core/consent/consent-state.ts";
import { configuredTools } from "../../core/consent/tools.ts";
import { pages as routeTable, type PageEntry, type PageId } from "../../core/routing/pages.ts";
import { languageOf, matchPage } from "../../core/routing/paths.ts";
import { checkToolsBudgets, kb, medianLcpMs, medianTbtMs, type BudgetCheck } from "./budgets.ts";
import type { BenchConfig } from "./config.ts";
import { buildDir, rootDir } from "./config.ts";
import {
  auditItems,
  auditItemsOf,
  cpuOfRun,
  runLighthouse,
  type ChromiumFlags,
  type Cookie,
  type LighthousePage,
} from "./lighthouse.ts";
import { backgroundCpuPercent, type Machine } from "./machine.ts";
import { measurePageBytes } from "./page-bytes.ts";
import { listPages } from "./pages.ts";
import type { Table } from "./report.ts";
import { ensureBuild, startOurServer } from "./servers.ts";
import { fakeHosts, startFakeVendors, type FakeScript } from "./vendors.ts";
import { measureAfterEngagement, type EngagementCost } from "./after-engagement.ts";

/**
 * The floor: every script file refused (Lighthouse cannot run in a Chromium whose scripts are switched off),
 * so the page is its HTML and CSS and the few bytes of its inline scripts, which start nothing without them.
 */
const scriptFiles = ["*.js"];

/** Where what the tools cost once they load is measured, as page ids of core/routing/pages.ts. */
const engagementPageIds = ["home", "pricing", "blogArticle"] as const satisfies readonly PageId[];

/**
 * Every tool configured, as build-time public settings (core/config/public.ts), with the wait an operator
 * gets by default: the tags start at the first scroll or after TAGS_DELAY_SECONDS (10). The chat loads when
 * its button is clicked: no page loads it by itself (CHAT_AUTOLOAD_PAGES), so that the click, not a timer,
 * decides when its cost is counted.
 */
export const toolSettings: Record<string, string> = {
  GTM_ID: "GTM-BENCH01",
  LINKEDIN_PARTNER_ID: "1234567",
  CHAT_PROVIDER: "crisp",
  CHAT_ID: "7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
};

/** The build with tools, beside ./build (and apart from the e2e suite's ./build-tools, whose IDs differ). */
export const toolsBuildDir = join(rootDir, "build-bench-tools");

/**
 * Every template's English page: one page per route module, the one with the largest HTML (the most
 * content of its kind), the home page first. The WhatsApp page is left out, as in the main phase: it sends
 * the visitor on to wa.me. With `only` (BENCH_PAGES), just those of them, and always the pages where what
 * the tools cost after the load is measured.
 */
export function toolsPages(only?: readonly string[]): string[] {
  const english = listPages(undefined).filter((page) => {
    const match = matchPage(page);
    if (!match || match.pageId === "conversionWa" || languageOf(page) !== "en") return false;
    const aliases: string[] = (routeTable[match.pageId] as PageEntry).aliases?.en ?? [];
    return !aliases.includes(page);
  });
  const htmlBytes = (page: string) =>
    statSync(join(buildDir, "client", page === "/" ? "" : page, "index.html")).size;
  const largest = new Map<string, string>();
  for (const page of english) {
    const match = matchPage(page);
    const module = match ? (routeTable[match.pageId] as PageEntry).module : page;
    const current = largest.get(module);
    if (!current || htmlBytes(page) > htmlBytes(current)) largest.set(module, page);
  }
  const measured = english.filter((page) => [...largest.values()].includes(page));
  if (!only) return measured;
  const engaged = engagementPages(measured);
  return measured.filter((page) => only.includes(page) || engaged.includes(page));
}

/** Of the pages measured, those where the tags and the chat are started after the load. */
export function engagementPages(pages: readonly string[]): string[] {
  return engagementPageIds.map((pageId) => {
    const page = pages.find((candidate) => matchPage(candidate)?.pageId === pageId);
    if (!page) throw new Error(`The build has no English ${pageId} page to measure with tools`);
    return page;
  });
}

/**
 * The consent cookie of a visitor who accepted everything, made by the site's own encodeConsent with the
 * version the tools build asks for. The choice answers true for whatever purpose it is asked about, so a
 * purpose added to ConsentChoice later is granted too; decoding the value back checks that every purpose
 * the site reads from the cookie is granted.
 */
export function acceptAllCookie(settings: Record<string, string>): Cookie {
  const version = consentVersion(configuredTools(readPublicConfig(settings)));
  const now = Date.now();
  const kept = { id: randomUUID(), version, decidedAt: now };
  const everyPurpose = new Proxy(kept, {
    get: (target, key) => (typeof key !== "string" || key in target ? Reflect.get(target, key) : true),
  }) as StoredConsent;
  const value = encodeConsent(everyPurpose);
  const decoded = decodeConsent(value, { now, version });
  const purposes = Object.entries(decoded ?? {}).filter(([, granted]) => typeof granted === "boolean");
  const refused = purposes.filter(([, granted]) => !granted).map(([purpose]) => purpose);
  if (!decoded || purposes.length === 0 || refused.length > 0) {
    throw new Error(
      `The consent cookie made to accept everything reads back as ${JSON.stringify(decoded)}` +
        (refused.length > 0 ? ` (refused: ${refused.join(", ")})` : "") +
        ": core/consent/consent-state.ts changed how a choice is kept; adapt acceptAllCookie.",
    );
  }
  return { name: consentCookieName, value };
}

/** A fake script is configured when the build knows its setting (readPublicConfig keeps it) and it is set. */
export function configuredScripts(
  scripts: readonly FakeScript[],
  settings: Record<string, string>,
): { configured: FakeScript[]; notRead: FakeScript[] } {
  const config = readPublicConfig(settings) as Record<string, unknown>;
  const known = (script: FakeScript) => config[script.setting] !== undefined && config[script.setting] !== "";
  return {
    configured: scripts.filter(known),
    notRead: scripts.filter((script) => !known(script) && settings[script.setting] !== undefined),
  };
}

const isVendorUrl = (url: unknown): boolean => {
  try {
    return fakeHosts.includes(new URL(String(url)).hostname);
  } catch {
    return false;
  }
};

/**
 * A run that must not ask any vendor for anything: the build without tools (or it is no baseline), and a
 * first visit with tools (nothing loads before the visitor's choice). `who` and `hint` say which.
 */
const requireNoVendors =
  (who: string, hint: string) =>
  (lhr: Result, page: string): void => {
    const vendorRequests = auditItems(lhr, "network-requests").filter((item) => isVendorUrl(item.url));
    if (vendorRequests.length > 0) {
      throw new Error(
        `${who} requested ${vendorRequests.map((item) => String(item.url)).join(", ")} on ${page}: ${hint}`,
      );
    }
  };

const noVendorsWithoutTools = requireNoVendors(
  "The build without tools",
  "is a tool setting (GTM_ID, LINKEDIN_PARTNER_ID…) in the environment of npm run bench?",
);
const noVendorsBeforeConsent = requireNoVendors(
  "A first visit with tools, before any choice,",
  "the consent code let a tool load without consent.",
);

/** The shell chunk (every page's shared code, vite.config.ts) as the server sends it with gzip. */
export interface ShellChunk {
  file: string;
  gzipBytes: number;
}

function shellChunk(dir: string): ShellChunk {
  const assets = join(dir, "client", "assets");
  const found = readdirSync(assets).filter((name) => /^shell-[\w-]+\.js\.gz$/.test(name));
  if (found.length !== 1 || !found[0]) {
    throw new Error(`Expected one shell-*.js.gz in ${relative(rootDir, assets)}, found ${found.length}`);
  }
  return { file: found[0].replace(/\.gz$/, ""), gzipBytes: statSync(join(assets, found[0])).size };
}

export interface VendorCost {
  page: string;
  /** Requests to the fake vendors' hosts, and their bytes transferred (gzip), in the median run. */
  requests: number;
  transferBytes: number;
  /** Main-thread time of the vendors together as observed, unthrottled (Lighthouse's third-party insight). */
  observedMainThreadMs: number;
  /** The longest main-thread tasks of the median run, with the script Lighthouse attributes them to. */
  longTasks: { url: string; durationMs: number; startMs: number }[];
}

function vendorCost(page: LighthousePage): VendorCost {
  const lhr = JSON.parse(readFileSync(page.reportFile, "utf8")) as Result;
  const requests = auditItems(lhr, "network-requests").filter((item) => isVendorUrl(item.url));
  // Lighthouse's third-party insight groups the main thread by vendor, without bootup-time's 50 ms floor.
  const vendorEntities = auditItems(lhr, "third-parties-insight").filter((item) =>
    auditItemsOf(item.subItems).some((sub) => isVendorUrl(sub.url)),
  );
  const longTasks = auditItems(lhr, "long-tasks")
    .map((item) => ({
      url: String(item.url ?? ""),
      durationMs: Math.round(Number(item.duration)),
      startMs: Math.round(Number(item.startTime)),
    }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 6);
  return {
    page: page.page,
    requests: requests.length,
    transferBytes: requests.reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0),
    observedMainThreadMs: Math.round(
      vendorEntities.reduce((sum, item) => sum + (Number(item.mainThreadTime) || 0), 0),
    ),
    longTasks,
  };
}

export interface FakeScriptFigures {
  tool: string;
  url: string;
  configured: boolean;
  gzipBytes: number;
  rawBytes: number;
  functions: number;
  workMs: readonly number[];
  why: string;
}

export interface ToolsReport {
  machine: Machine;
  settings: BenchConfig;
  toolSettings: Record<string, string>;
  /** Tools whose setting the build does not know yet (chat, until it lands): their scripts are not checked. */
  notInThisBuild: { tool: string; setting: string }[];
  pages: string[];
  /**
   * The floor, on the pages where the tools are started after the load: the page without tools and without
   * its script files, what the same HTML and CSS cost alone.
   */
  floor: LighthousePage[];
  withoutTools: LighthousePage[];
  /** With tools, a visitor who has made no choice: the banner is in the page, no tool loads. */
  firstVisit: LighthousePage[];
  /** With tools, a returning visitor who accepted every purpose. */
  withTools: LighthousePage[];
  /** First-party JavaScript each page loads (gzip, from page-weight's measurement) in each build. */
  siteJs: { page: string; withoutTools: number; withTools: number }[];
  /** Vendor requests and main thread during Lighthouse's recording of the load: none, by design. */
  vendors: VendorCost[];
  /** What the tools cost once the visitor scrolls and opens the chat (after-engagement.ts). */
  afterEngagement: EngagementCost[];
  fakes: FakeScriptFigures[];
  shell: { withoutTools: ShellChunk; withTools: ShellChunk };
  /** The flags the tools runs add to the Lighthouse Chromium flags of the main phase. */
  chromiumFlags: ChromiumFlags & { tools: string[] };
  backgroundCpu: Record<string, number>;
  durationSeconds: number;
  budgets: BudgetCheck[];
}

export async function toolsPhase(config: BenchConfig, machine: Machine): Promise<ToolsReport> {
  const started = Date.now();
  const pages = toolsPages(config.pages);
  console.log(`Tools: building ${relative(rootDir, toolsBuildDir)}/ with every tool configured…`);
  ensureBuild({ dir: toolsBuildDir, settings: toolSettings });
  const shell = { withoutTools: shellChunk(buildDir), withTools: shellChunk(toolsBuildDir) };

  const vendors = await startFakeVendors();
  const { configured, notRead } = configuredScripts(
    vendors.scripts.map((generated) => generated.script),
    toolSettings,
  );
  const notInThisBuild = [
    ...new Map(notRead.map(({ tool, setting }) => [setting, { tool, setting }])).values(),
  ];
  console.log(
    `Tools: fake vendors on port ${vendors.port} (${fakeHosts.join(", ")}); ` +
      `scripts that must load: ${configured.map((script) => script.url).join(", ")}` +
      (notInThisBuild.length > 0
        ? `; not read by this build: ${notInThisBuild.map(({ tool, setting }) => `${tool} (${setting})`).join(", ")}`
        : ""),
  );
  const cookie = acceptAllCookie(toolSettings);

  const plain = await startOurServer({ name: "ours without tools" });
  const tooled = await startOurServer({
    name: "ours with tools",
    env: { BUILD_DIR: relative(rootDir, toolsBuildDir), ...toolSettings },
  });
  const backgroundCpu: Record<string, number> = {};
  const withoutTools: LighthousePage[] = [];
  const firstVisit: LighthousePage[] = [];
  const withTools: LighthousePage[] = [];
  let chromiumFlags: ChromiumFlags | undefined;
  // Page by page, without tools, then a first visit and a returning visitor with them: a machine that gets
  // busier meanwhile weighs on all three alike.
  for (const page of pages) {
    backgroundCpu[page] = await backgroundCpuPercent([plain.pid, tooled.pid]);
    console.log(
      `Tools: Lighthouse on ${page} (${config.lighthouseRuns} run(s)): without tools, a first visit, a returning visitor…`,
    );
    const plainRuns = await runLighthouse(plain.origin, [page], config, {
      reportDir: "lighthouse-tools/without-tools",
      verify: noVendorsWithoutTools,
    });
    // Before a choice nothing of a vendor may load: the same check as the build without tools.
    const firstRuns = await runLighthouse(tooled.origin, [page], config, {
      chromeFlags: vendors.chromeFlags,
      reportDir: "lighthouse-tools/first-visit",
      verify: noVendorsBeforeConsent,
    });
    const tooledRuns = await runLighthouse(tooled.origin, [page], config, {
      chromeFlags: vendors.chromeFlags,
      cookies: [cookie],
      reportDir: "lighthouse-tools/with-tools",
    });
    withoutTools.push(...plainRuns.pages);
    firstVisit.push(...firstRuns.pages);
    withTools.push(...tooledRuns.pages);
    chromiumFlags = tooledRuns.chromiumFlags;
  }
  const floor: LighthousePage[] = [];
  for (const page of engagementPages(pages)) {
    console.log(
      `Tools: Lighthouse on ${page} (${config.lighthouseRuns} run(s)) without script files, the floor…`,
    );
    const floorRuns = await runLighthouse(plain.origin, [page], config, {
      blockedUrlPatterns: scriptFiles,
      reportDir: "lighthouse-tools/floor",
      verify: noVendorsWithoutTools,
    });
    floor.push(...floorRuns.pages);
  }
  console.log("Tools: a returning visitor scrolls, then opens the chat, on a slowed CPU…");
  const afterEngagement = await measureAfterEngagement(tooled.origin, engagementPages(pages), {
    cookie,
    chromeFlags: vendors.chromeFlags,
    scripts: configured,
    cpuSlowdown: config.cpuSlowdown,
  });
  const plainBytes = await measurePageBytes(plain.origin, pages);
  const tooledBytes = await measurePageBytes(tooled.origin, pages);
  await tooled.stop();
  await plain.stop();
  await vendors.stop();

  const siteJs = pages.map((page) => ({
    page,
    withoutTools: plainBytes.find((entry) => entry.page === page)?.bytes.js ?? Number.NaN,
    withTools: tooledBytes.find((entry) => entry.page === page)?.bytes.js ?? Number.NaN,
  }));
  const fakes = vendors.scripts.map(({ script, functions, raw, gzip }) => ({
    tool: script.tool,
    url: script.url,
    configured: configured.includes(script),
    gzipBytes: gzip.length,
    rawBytes: raw.length,
    functions,
    workMs: script.workMs,
    why: script.why,
  }));
  return {
    machine,
    settings: config,
    toolSettings,
    notInThisBuild,
    pages,
    floor,
    withoutTools,
    firstVisit,
    withTools,
    siteJs,
    vendors: withTools.map(vendorCost),
    afterEngagement,
    fakes,
    shell,
    chromiumFlags: {
      passed: chromiumFlags?.passed ?? [],
      added: chromiumFlags?.added ?? [],
      tools: vendors.chromeFlags,
    },
    backgroundCpu,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    budgets: checkToolsBudgets({ withoutTools, firstVisit, returning: withTools, shell }),
  };
}

const ms = (value: number) => String(Math.round(value));

/** Lighthouse beside Lighthouse: each page without tools, then a first visit and a returning visitor with them. */
export function toolsLighthouseTable({
  pages,
  floor,
  withoutTools,
  firstVisit,
  withTools,
}: ToolsReport): Table {
  const row = (page: string, label: string, results: readonly LighthousePage[]) => {
    const result = results.find((entry) => entry.page === page);
    if (!result) return [page, label, "–", "–", "–", "–", "–", "–", "–", "–"];
    const { median, runs } = result;
    const plain = withoutTools.find((entry) => entry.page === page);
    return [
      page,
      label,
      String(median.scores.performance),
      ms(median.fcpMs),
      ms(median.lcpMs),
      results === withoutTools || results === floor || !plain
        ? ""
        : `${(medianLcpMs(result) / medianLcpMs(plain)).toFixed(2)}×`,
      ms(medianTbtMs(result)),
      median.cls.toFixed(3),
      runs.map((run) => `${run.scores.performance}/${ms(run.tbtMs)}`).join(" "),
      runs.map(cpuOfRun).join(" "),
    ];
  };
  return {
    headers: [
      "Page",
      "Build, visit",
      "Perf",
      "FCP ms",
      "LCP ms",
      "LCP vs no tools",
      "TBT ms",
      "CLS",
      "Perf/TBT of runs",
      "CPU index×slowdown of runs",
    ],
    numeric: [false, false, true, true, true, true, true, true, false, false],
    rows: pages.flatMap((page) => [
      ...(floor.some((entry) => entry.page === page) ? [row(page, "floor: no script files", floor)] : []),
      row(page, "no tools", withoutTools),
      row(page, "tools, first visit", firstVisit),
      row(page, "tools, returning", withTools),
    ]),
  };
}

/** What each page loads: the site's own JavaScript in both builds, and the vendors'. */
export function toolsBytesTable({ pages, siteJs, vendors }: ToolsReport): Table {
  return {
    headers: [
      "Page",
      "Site JS, no tools",
      "Site JS, tools",
      "Vendor JS during load",
      "Vendor requests during load",
      "Vendor main thread ms during load (observed)",
    ],
    numeric: [false, true, true, true, true, true],
    rows: pages.map((page) => {
      const site = siteJs.find((entry) => entry.page === page);
      const vendor = vendors.find((entry) => entry.page === page);
      return [
        page,
        site ? kb(site.withoutTools).toFixed(1) : "–",
        site ? kb(site.withTools).toFixed(1) : "–",
        vendor ? kb(vendor.transferBytes).toFixed(1) : "–",
        vendor ? String(vendor.requests) : "–",
        vendor ? String(vendor.observedMainThreadMs) : "–",
      ];
    }),
  };
}

/** The fake scripts: their sizes and their work. */
export function fakeScriptsTable({ fakes }: ToolsReport): Table {
  return {
    headers: ["Script", "Loaded", "gzip KB", "Raw KB", "Functions", "Loop ms (tasks)"],
    numeric: [false, false, true, true, true, false],
    rows: fakes.map((fake) => [
      fake.url.replace(/^https:\/\//, ""),
      fake.configured ? "yes" : "not in this build",
      kb(fake.gzipBytes).toFixed(1),
      kb(fake.rawBytes).toFixed(1),
      String(fake.functions),
      fake.workMs.join(" + "),
    ]),
  };
}

/** What the tools cost once they load: after the first scroll (the tags) and the chat button's click. */
export function afterEngagementTable({ afterEngagement }: ToolsReport): Table {
  const step = ({ blockingMs, longestTaskMs, longTasks }: EngagementCost["tags"]) => [
    String(blockingMs),
    String(longestTaskMs),
    String(longTasks),
  ];
  return {
    headers: [
      "Page",
      "Tags: blocking ms",
      "Tags: longest task ms",
      "Tags: long tasks",
      "Chat: blocking ms",
      "Chat: longest task ms",
      "Chat: long tasks",
      "Vendor requests",
      "Vendor KB",
    ],
    numeric: [false, true, true, true, true, true, true, true, true],
    rows: afterEngagement.map((entry) => [
      entry.page,
      ...step(entry.tags),
      ...step(entry.chat),
      String(entry.vendorRequests),
      kb(entry.vendorBytes).toFixed(1),
    ]),
  };
}

export function shellLine({ shell }: ToolsReport): string {
  const growth = shell.withTools.gzipBytes - shell.withoutTools.gzipBytes;
  return (
    `Shell chunk (gzip): ${shell.withoutTools.gzipBytes} B without tools (${shell.withoutTools.file}), ` +
    `${shell.withTools.gzipBytes} B with tools (${shell.withTools.file}): the consent code in every page's ` +
    `first load is ${growth} B (${kb(growth).toFixed(2)} KB).`
  );
}

/** The costliest main-thread tasks with tools, which are what TBT counts (tasks over 50 ms, × 4 on mobile). */
export function toolsFindingLines(report: ToolsReport): string[] {
  const path = (url: string) => url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, "");
  const lines: string[] = [];
  for (const vendor of report.vendors) {
    const page = report.withTools.find((entry) => entry.page === vendor.page);
    const failing = page?.findings.failingAudits.filter((audit) => audit.category === "performance") ?? [];
    lines.push(
      `- \`${vendor.page}\` with tools (full report: \`${page ? relative(rootDir, page.reportFile) : "?"}\`)` +
        (failing.length > 0
          ? `: ${failing.map((audit) => `${audit.id} ${audit.score.toFixed(2)}${audit.displayValue ? ` (${audit.displayValue})` : ""}`).join(", ")}`
          : ""),
    );
    if (vendor.longTasks.length > 0) {
      lines.push(
        `  - Longest tasks: ${vendor.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} ms (${path(task.url) || "unattributed"})`).join(", ")}`,
      );
    }
  }
  return lines;
}

/** How the fake sizes and costs were chosen, one line per script. */
export function fakeReasonLines({ fakes }: ToolsReport): string[] {
  return fakes.map((fake) => `- \`${fake.url.replace(/^https:\/\//, "")}\`: ${fake.why}`);
}

/** The settings the build with tools was made with, and the tools it does not read yet. */
export function toolsSettingsLine({ toolSettings: settings, notInThisBuild }: ToolsReport): string {
  const listed = Object.entries(settings).map(([name, value]) => `\`${name}=${value}\``);
  const unread = notInThisBuild.map(({ tool, setting }) => `${tool} (${setting})`);
  return (
    `Settings: ${listed.join(", ")}.` +
    (unread.length > 0 ? ` Not read by this build, so not loaded nor checked: ${unread.join(", ")}.` : "")
  );
}
