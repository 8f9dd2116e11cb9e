/** Presents a run: the tables, printed on stdout, and the raw figures as bench-results/latest.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { kb, medianLcpMs, medianTbtMs, type BenchFigures, type BudgetCheck } from "./budgets.ts";
import { resultsDir, rootDir, type BenchConfig } from "./config.ts";
import type { DurabilityReport } from "./durability.ts";
import type { ImagesReport } from "./images.ts";
import type { TypingReport } from "./typing.ts";
import type { ChosenPagesReport } from "./chosen-pages.ts";
import { cpuOfRun, type ChromiumFlags, type LighthousePage } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { Machine } from "./machine.ts";
import { memoryTable, type MemoryResult } from "./memory.ts";
import { scaleRatioLine, scaleRoundsLine, scaleTable, type ScaleReport } from "./scale.ts";
import {
  fakeReasonLines,
  fakeScriptsTable,
  shellLine,
  toolsBytesTable,
  toolsFindingLines,
  toolsLighthouseTable,
  toolsSettingsLine,
  type ToolsReport,
} from "./tools.ts";

/** The memory phase, which also runs alone (`BENCH_ONLY=memory`). */
export interface MemoryReport {
  machine: Machine;
  settings: BenchConfig;
  results: MemoryResult[];
  budgets: BudgetCheck[];
}

export interface BenchReport {
  machine: Machine;
  settings: BenchConfig;
  memory: MemoryReport;
  /** CPU use by other processes just before each phase, in %: high values make figures unreliable. */
  backgroundCpu: Record<string, number>;
  figures: BenchFigures;
  lighthouseChromiumFlags: ChromiumFlags;
  budgets: BudgetCheck[];
}

export interface Table {
  headers: string[];
  /** true: right-aligned (numbers). */
  numeric: boolean[];
  rows: string[][];
}

const ms = (value: number) => String(Math.round(value));

export function bytesTable({ bytes }: Pick<BenchFigures, "bytes">): Table {
  return {
    headers: ["Page", "HTML", "CSS", "JS", "Fonts", "Images", "Other", "Total", "Requests", "Prefetched JS"],
    numeric: [false, true, true, true, true, true, true, true, true, true],
    rows: bytes.map((page) => [
      page.page,
      ...[
        page.bytes.html,
        page.bytes.css,
        page.bytes.js,
        page.bytes.font,
        page.bytes.image,
        page.bytes.other,
      ].map((value) => kb(value).toFixed(1)),
      kb(page.total).toFixed(1),
      String(Object.values(page.requests).reduce((sum, count) => sum + count, 0)),
      kb(page.prefetchedJs).toFixed(1),
    ]),
  };
}

export function lighthouseTable({ lighthouse }: Pick<BenchFigures, "lighthouse">): Table {
  return {
    headers: [
      "Page",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "SI ms",
      "Perf of runs",
      "CPU index×slowdown of runs",
    ],
    numeric: [false, true, true, true, true, true, true, true, true, true, false, false],
    rows: lighthouse.map((measured) => {
      const { page, median, runs } = measured;
      return [
        page,
        String(median.scores.performance),
        String(median.scores.accessibility),
        String(median.scores["best-practices"]),
        String(median.scores.seo),
        ms(median.fcpMs),
        ms(median.lcpMs),
        ms(medianTbtMs(measured)),
        median.cls.toFixed(3),
        ms(median.speedIndexMs),
        runs.map((run) => run.scores.performance).join(" "),
        runs.map(cpuOfRun).join(" "),
      ];
    }),
  };
}

export function loadTable({ load }: BenchFigures): Table {
  const row = (target: LoadResult) =>
    target.error
      ? [target.name, "–", "–", "–", "0", `failed: ${target.error}`, "–"]
      : [
          target.name,
          target.requestsPerSecond.toFixed(0),
          String(target.p50Ms),
          String(target.p99Ms),
          String(target.requests),
          `${target.errors} / ${target.non2xx}`,
          `${target.responseBytes} (${target.contentEncoding})`,
        ];
  return {
    headers: ["Target", "req/s", "p50 ms", "p99 ms", "Requests", "Errors / non-2xx", "Response bytes"],
    numeric: [false, true, true, true, true, true, true],
    rows: [row(load.ours), row(load.reactRouterServe), row(load.newsletter), row(load.contactForm)],
  };
}

export function budgetTable(budgets: readonly BudgetCheck[]): Table {
  return {
    // Status before the result: results can be long, and the verdict should stay in sight.
    headers: ["Budget", "Limit", "Status", "Result"],
    numeric: [false, false, false, false],
    rows: budgets.map((check) => [check.budget, check.limit, check.pass ? "pass" : "FAIL", check.result]),
  };
}

export function textTable({ headers, numeric, rows }: Table): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

/** Why pages lose Lighthouse points, from the median run's audits. */
export function findingLines({ lighthouse }: { lighthouse: readonly LighthousePage[] }): string[] {
  const lines: string[] = [];
  for (const { page, median, findings, reportFile } of lighthouse) {
    if (findings.failingAudits.length === 0) continue;
    lines.push(`- \`${page}\` (full report: \`${relative(rootDir, reportFile)}\`)`);
    const failing = findings.failingAudits.map(
      (audit) =>
        `${audit.id} ${audit.score.toFixed(2)}${audit.displayValue ? ` (${audit.displayValue})` : ""}` +
        (audit.category === "performance" ? "" : ` [${audit.category}]`),
    );
    lines.push(`  - Audits below 1: ${failing.join(", ")}`);
    if (median.scores.performance < 100) {
      const { observed } = findings;
      lines.push(
        `  - Simulated FCP ${ms(median.fcpMs)} ms / LCP ${ms(median.lcpMs)} ms; observed unthrottled: ` +
          `first paint ${ms(observed.firstPaintMs)} ms, FCP ${ms(observed.fcpMs)} ms, LCP ${ms(observed.lcpMs)} ms`,
      );
      const before = Object.entries(findings.beforeFirstPaint)
        .sort(([, a], [, b]) => b.bytes - a.bytes)
        .map(([type, { requests, bytes }]) => `${type} ${requests}× ${kb(bytes).toFixed(1)} KB`);
      lines.push(`  - Requested before the observed first paint: ${before.join(", ") || "nothing"}`);
      const phases = Object.entries(findings.lcpPhases)
        .map(([phase, duration]) => `${phase} ${duration} ms`)
        .join(", ");
      lines.push(
        `  - LCP element: ${findings.lcpElement ?? "not reported"}${phases ? `; observed ${phases}` : ""}`,
      );
      const blocking = findings.renderBlocking.map(
        (item) => `${path(item.url)}${item.wastedMs ? ` (${item.wastedMs} ms)` : ""}`,
      );
      lines.push(`  - Render-blocking: ${blocking.length > 0 ? blocking.join(", ") : "none"}`);
      const d = findings.diagnostics;
      if (Object.keys(d).length > 0) {
        lines.push(
          `  - Diagnostics: ${d.numRequests ?? "?"} requests (${d.numScripts ?? "?"} scripts), ` +
            `${kb(d.totalByteWeight ?? 0).toFixed(1)} KB, main-thread tasks ${ms(d.totalTaskTime ?? 0)} ms ` +
            `(${d.numTasksOver50ms ?? "?"} over 50 ms)`,
        );
      }
    }
    for (const shift of findings.layoutShifts) {
      lines.push(
        `  - Layout shift ${shift.score.toFixed(3)}: ${shift.element}` +
          (shift.causes.length > 0 ? `; cause: ${shift.causes.join(", ")}` : ""),
      );
    }
  }
  return lines;
}

/** Above this, another process was competing for the CPU while the bench measured. */
export const busyPercent = 15;

export function backgroundLine({ backgroundCpu }: Pick<BenchReport, "backgroundCpu">): string {
  const phases = Object.entries(backgroundCpu).map(([phase, percent]) => `${phase} ${percent} %`);
  const busy = Object.values(backgroundCpu).some((percent) => percent > busyPercent);
  return (
    `CPU used by other processes just before each phase: ${phases.join(", ")}.` +
    (busy
      ? " Warning: the machine was busy, so load and TBT figures are pessimistic; rerun on a quiet machine."
      : "")
  );
}

export function ratioLine({ load }: BenchFigures): string {
  const ratio = load.ours.requestsPerSecond / load.reactRouterServe.requestsPerSecond;
  if (!Number.isFinite(ratio))
    return "Ours / react-router-serve on GET /: not measured (a load test failed).";
  return (
    `Ours / react-router-serve on GET /: ${ratio.toFixed(2)}× requests/s, ` +
    `p99 ${load.ours.p99Ms} ms vs ${load.reactRouterServe.p99Ms} ms.`
  );
}

/** A run's first-load and Lighthouse tables, as the terminal shows them. */
const pageFigureTables = (figures: Pick<BenchFigures, "bytes" | "lighthouse">, settings: BenchConfig) => [
  "First load, gzip-transferred KB (1 KB = 1000 bytes):",
  textTable(bytesTable(figures)),
  "",
  `Lighthouse 13 mobile, median of ${settings.lighthouseRuns} by performance:`,
  textTable(lighthouseTable(figures)),
];

export function printReport(report: BenchReport): void {
  const { figures, budgets, machine, settings } = report;
  const out = [
    "",
    `Bench ${machine.date} · ${machine.cores} cores · Node ${machine.node} · ${machine.chromium}`,
    "",
    ...pageFigureTables(figures, settings),
    "",
    `Load: ${settings.connections} connections, ${settings.loadSeconds} s after ${settings.warmupSeconds} s warm-up:`,
    textTable(loadTable(figures)),
    ratioLine(figures),
    "",
    "Budgets:",
    textTable(budgetTable(budgets)),
    "",
    backgroundLine(report),
    "",
    ...memoryLines(report.memory),
  ];
  const findings = findingLines(figures);
  if (findings.length > 0) out.push("", "Lighthouse findings (median runs):", ...findings);
  const { passed, added } = report.lighthouseChromiumFlags;
  out.push(
    "",
    `Lighthouse Chromium flags: ${passed.join(" ")}`,
    `Added by launcher/wrapper: ${added.join(" ")}`,
    "",
  );
  console.log(out.join("\n"));
}

export function memoryLines({ results, budgets, settings }: MemoryReport): string[] {
  return [
    `Memory (RSS) of a fresh server, before and after ${settings.loadSeconds} s of each load:`,
    textTable(memoryTable(results)),
    "",
    textTable(budgetTable(budgets)),
  ];
}

export function printChosenPagesReport(report: ChosenPagesReport): void {
  const { figures, budgets, settings } = report;
  const out = [
    "",
    ...pageFigureTables(figures, settings),
    "",
    "Budgets:",
    textTable(budgetTable(budgets)),
    "",
    backgroundLine(report),
  ];
  const findings = findingLines(figures);
  if (findings.length > 0) out.push("", "Lighthouse findings (median runs):", ...findings);
  console.log(out.join("\n"));
}

export function printMemoryReport(report: MemoryReport): void {
  const { machine } = report;
  console.log(
    [
      "",
      `Bench ${machine.date} · ${machine.cores} cores · Node ${machine.node}`,
      "",
      ...memoryLines(report),
      "",
    ].join("\n"),
  );
}

/** Said when other processes competed for the CPU while the tools phase measured. */
export function toolsBusyWarning({ backgroundCpu }: ToolsReport): string {
  return Object.values(backgroundCpu).some((percent) => percent > busyPercent)
    ? " Warning: the machine was busy, so TBT and the scores are pessimistic; rerun on a quiet machine."
    : "";
}

export function printToolsReport(report: ToolsReport): void {
  const { machine, settings } = report;
  const cpu = Object.entries(report.backgroundCpu).map(([phase, percent]) => `${phase} ${percent} %`);
  console.log(
    [
      "",
      `Bench ${machine.date} · ${machine.cores} cores · Node ${machine.node} · ${machine.chromium}`,
      "",
      `With every marketing tool configured, a first visit and a returning visitor who accepted them, fake vendors on 127.0.0.1 (${report.durationSeconds} s):`,
      toolsSettingsLine(report).replaceAll("`", ""),
      "",
      `Lighthouse 13 mobile, median of ${settings.lighthouseRuns} by performance, without and with tools:`,
      textTable(toolsLighthouseTable(report)),
      "",
      "First-load JavaScript, gzip-transferred KB, and the vendors' share:",
      textTable(toolsBytesTable(report)),
      "",
      shellLine(report),
      "",
      "Fake vendor scripts:",
      textTable(fakeScriptsTable(report)),
      ...fakeReasonLines(report).map((line) => line.replaceAll("`", "")),
      "",
      "Budgets with tools:",
      textTable(budgetTable(report.budgets)),
      "",
      `CPU used by other processes before each run: ${cpu.join(", ")}.` + toolsBusyWarning(report),
      "",
      "Where the runs with tools lose time:",
      ...toolsFindingLines(report),
      ...findingLines({ lighthouse: report.withTools }),
      "",
      `Chromium flags added for the fake vendors: ${report.chromiumFlags.tools.join(" ")}`,
      "",
    ].join("\n"),
  );
}

/** Said when other processes competed for the CPU while the scale phase measured. */
export function scaleBusyWarning({ backgroundCpu }: ScaleReport): string {
  return Object.values(backgroundCpu).some((percent) => percent > busyPercent)
    ? " Warning: the machine was busy, so the figures are pessimistic; rerun on a quiet machine."
    : "";
}

export function printScaleReport(report: ScaleReport): void {
  const { machine } = report;
  const cpu = Object.entries(report.backgroundCpu).map(([round, percent]) => `${round} ${percent} %`);
  console.log(
    [
      "",
      `Bench ${machine.date} · ${machine.cores} cores · Node ${machine.node} · nginx ${report.nginx}`,
      "",
      `Scale on PostgreSQL: ${report.connections} connections, best of ${report.rounds} rounds of ` +
        `${report.roundSeconds} s (${report.durationSeconds} s):`,
      textTable(scaleTable(report)),
      scaleRatioLine(report),
      scaleRoundsLine(report),
      "",
      textTable(budgetTable(report.budgets)),
      "",
      `CPU used by other processes before each round: ${cpu.join(", ")}.` + scaleBusyWarning(report),
      "",
    ].join("\n"),
  );
}

export function writeJson(
  report:
    | BenchReport
    | MemoryReport
    | ToolsReport
    | ScaleReport
    | ImagesReport
    | DurabilityReport
    | TypingReport
    | ChosenPagesReport,
  name = "latest.json",
): string {
  const file = join(resultsDir, name);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

export function imagesTable({ pages }: ImagesReport): Table {
  const row = (page: string, name: string, measured: LighthousePage) => [
    page,
    name,
    String(measured.median.scores.performance),
    ms(measured.median.fcpMs),
    ms(medianLcpMs(measured)),
    ms(medianTbtMs(measured)),
    measured.median.cls.toFixed(3),
    measured.runs.map((run) => run.scores.performance).join(" "),
    measured.findings.lcpElement ?? "",
  ];
  return {
    headers: [
      "Page",
      "Image",
      "Perf",
      "FCP ms",
      "LCP ms (median of runs)",
      "TBT ms",
      "CLS",
      "Perf of runs",
      "LCP element",
    ],
    numeric: [false, false, true, true, true, true, true, false, false],
    rows: pages.flatMap(({ page, drawing, withPhoto }) => [
      row(page, "drawing (SVG)", drawing),
      row(page, "4000 × 3000 photo", withPhoto),
    ]),
  };
}

/** What the phone downloaded of the photo on each page, once per variant name. */
export function phoneImagesLine({ pages }: ImagesReport): string {
  return pages
    .map(({ page, phoneImages }) => {
      const sizes = new Map(phoneImages.map((image) => [image.url, image.bytes]));
      const files = [...sizes].map(
        ([url, bytes]) => `\`${url.slice(url.lastIndexOf("/") + 1)}\` ${kb(bytes).toFixed(1)} KB`,
      );
      return `${page}: ${files.join(", ") || "nothing"}`;
    })
    .join("; ");
}

export function printImagesReport(report: ImagesReport): void {
  console.log(
    [
      "",
      `Pages with a ${report.photo.width} × ${report.photo.height} photo against their drawings (${report.durationSeconds} s):`,
      textTable(imagesTable(report)),
      `The phone downloaded: ${phoneImagesLine(report).replaceAll("`", "")}`,
      "",
      textTable(budgetTable(report.budgets)),
    ].join("\n"),
  );
}
