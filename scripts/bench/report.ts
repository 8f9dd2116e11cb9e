/** Presents a run: a table on stdout, the raw figures as JSON, and the figures section of docs/bench.md. */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join, relative } from "node:path";
import { kb, type BenchFigures, type BudgetCheck } from "./budgets.ts";
import { chromiumPath, docsFile, resultsDir, rootDir, type BenchConfig } from "./config.ts";
import type { LighthousePage } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

export interface Machine {
  cores: number;
  cpu: string;
  node: string;
  chromium: string;
  date: string;
}

export interface BenchReport {
  machine: Machine;
  settings: BenchConfig;
  figures: BenchFigures;
  lighthouseChromiumFlags: string[];
  budgets: BudgetCheck[];
}

export function describeMachine(cores: number): Machine {
  let chromium = "unknown";
  try {
    // The wrapper script prints noise on stderr; only the version line matters.
    chromium = execFileSync(chromiumPath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // Reported as unknown rather than failing the run.
  }
  return {
    cores,
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    node: process.version,
    chromium,
    date: new Date().toISOString(),
  };
}

interface Table {
  headers: string[];
  /** true: right-aligned (numbers). */
  numeric: boolean[];
  rows: string[][];
}

const pages = (lighthouse: readonly LighthousePage[]) => new Map(lighthouse.map((page) => [page.page, page]));
const ms = (value: number) => String(Math.round(value));

function bytesTable({ bytes }: BenchFigures): Table {
  return {
    headers: ["Page", "HTML", "CSS", "JS", "Fonts", "Images", "Other", "Total", "Requests"],
    numeric: [false, true, true, true, true, true, true, true, true],
    rows: bytes.map((page) => [
      page.page,
      ...[page.bytes.html, page.bytes.css, page.bytes.js, page.bytes.font, page.bytes.image, page.bytes.other].map(
        (value) => kb(value).toFixed(1),
      ),
      kb(page.total).toFixed(1),
      String(Object.values(page.requests).reduce((sum, count) => sum + count, 0)),
    ]),
  };
}

function lighthouseTable({ lighthouse }: BenchFigures): Table {
  return {
    headers: ["Page", "Perf", "A11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms", "Perf of runs"],
    numeric: [false, true, true, true, true, true, true, true, true, true, false],
    rows: lighthouse.map(({ page, median, runs }) => [
      page,
      String(median.scores.performance),
      String(median.scores.accessibility),
      String(median.scores["best-practices"]),
      String(median.scores.seo),
      ms(median.fcpMs),
      ms(median.lcpMs),
      ms(median.tbtMs),
      median.cls.toFixed(3),
      ms(median.speedIndexMs),
      runs.map((run) => run.scores.performance).join(" "),
    ]),
  };
}

function loadTable({ load }: BenchFigures): Table {
  const row = (target: LoadResult) => [
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
    rows: [row(load.ours), row(load.reactRouterServe), row(load.newsletter)],
  };
}

function budgetTable(budgets: readonly BudgetCheck[]): Table {
  return {
    headers: ["Budget", "Limit", "Result", ""],
    numeric: [false, false, false, false],
    rows: budgets.map((check) => [check.budget, check.limit, check.result, check.pass ? "pass" : "FAIL"]),
  };
}

function textTable({ headers, numeric, rows }: Table): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

function markdownTable({ headers, numeric, rows }: Table): string {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  return [
    `| ${headers.map(escape).join(" | ")} |`,
    `|${numeric.map((right) => (right ? " ---: " : " --- ")).join("|")}|`,
    ...rows.map((row) => `| ${row.map(escape).join(" | ")} |`),
  ].join("\n");
}

/** Why pages miss a Lighthouse budget, from the median run's audits. */
function findingLines({ lighthouse }: BenchFigures, budgets: readonly BudgetCheck[]): string[] {
  const lines: string[] = [];
  const lighthouseFails = budgets.some((check) => !check.pass && check.budget.startsWith("Lighthouse"));
  for (const { page, median, findings, reportFile } of lighthouse) {
    const perfShort = median.scores.performance < 100;
    const other = findings.failingAudits.filter((audit) => audit.category !== "performance");
    if (!perfShort && other.length === 0) continue;
    if (!lighthouseFails && other.length === 0 && median.scores.performance >= 98) {
      // Within budget: only a one-line note of the LCP, to keep the report short.
    }
    lines.push(`- \`${page}\` (report: \`${relative(rootDir, reportFile)}\`)`);
    if (perfShort) {
      const phases = Object.entries(findings.lcpPhases)
        .map(([phase, duration]) => `${phase} ${duration} ms`)
        .join(", ");
      lines.push(`  - LCP element: ${findings.lcpElement ?? "not reported"}${phases ? `; ${phases}` : ""}`);
      const blocking = findings.renderBlocking.map(
        (item) => `${item.url.replace(/^https?:\/\/[^/]+/, "")}${item.wastedMs ? ` (~${item.wastedMs} ms)` : ""}`,
      );
      lines.push(`  - Render-blocking: ${blocking.length > 0 ? blocking.join(", ") : "none"}`);
      const d = findings.diagnostics;
      if (Object.keys(d).length > 0) {
        lines.push(
          `  - Diagnostics: ${d.numRequests ?? "?"} requests, ${d.numScripts ?? "?"} scripts, ` +
            `${kb(d.totalByteWeight ?? 0).toFixed(1)} KB total, main thread ${ms(d.totalTaskTime ?? 0)} ms, ` +
            `max RTT ${ms(d.maxRtt ?? 0)} ms, max server latency ${ms(d.maxServerLatency ?? 0)} ms`,
        );
      }
    }
    for (const audit of findings.failingAudits) {
      lines.push(
        `  - ${audit.category}: ${audit.id} — ${audit.title} (score ${audit.score.toFixed(2)}` +
          `${audit.displayValue ? `, ${audit.displayValue}` : ""})`,
      );
    }
  }
  return lines;
}

function ratioLine({ load }: BenchFigures): string {
  const ratio = load.ours.requestsPerSecond / load.reactRouterServe.requestsPerSecond;
  return (
    `Ours / react-router-serve on GET /: ${ratio.toFixed(2)}× requests/s, ` +
    `p99 ${load.ours.p99Ms} ms vs ${load.reactRouterServe.p99Ms} ms.`
  );
}

export function printReport(report: BenchReport): void {
  const { figures, budgets, machine, settings } = report;
  const out = [
    "",
    `Bench ${machine.date} · ${machine.cores} cores · Node ${machine.node} · ${machine.chromium}`,
    "",
    "First load, gzip-transferred KB (1 KB = 1000 bytes):",
    textTable(bytesTable(figures)),
    "",
    `Lighthouse 13 mobile, median of ${settings.lighthouseRuns} by performance:`,
    textTable(lighthouseTable(figures)),
    "",
    `Load: ${settings.connections} connections, ${settings.loadSeconds} s after ${settings.warmupSeconds} s warm-up:`,
    textTable(loadTable(figures)),
    ratioLine(figures),
    "",
    "Budgets:",
    textTable(budgetTable(budgets)),
  ];
  const findings = findingLines(figures, budgets);
  if (findings.length > 0) out.push("", "Lighthouse findings (median runs):", ...findings);
  out.push("", `Lighthouse Chromium flags: ${report.lighthouseChromiumFlags.join(" ")}`, "");
  console.log(out.join("\n"));
}

export function writeJson(report: BenchReport): string {
  const file = join(resultsDir, "latest.json");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

const startMarker = "<!-- bench:results:start (generated by npm run bench; edits inside are overwritten) -->";
const endMarker = "<!-- bench:results:end -->";

const intro = `# Benchmark

\`npm run bench\` (\`scripts/bench/run.ts\`) measures the production build against the site's performance
budgets and writes the figures below. It builds when \`build/\` is missing, starts the production server
(\`node server/main.ts\`, on a fresh temporary database) and, for comparison, \`react-router-serve\`, both
on 127.0.0.1, then measures:

- **Page weight**: every prerendered page (\`build/client/**/index.html\`) loaded once in Chromium
  (Playwright) with an empty cache and \`Accept-Encoding: gzip\` until the network is idle; the encoded
  bytes received, by resource type.
- **Lighthouse 13**, default mobile config (simulated throttling), categories performance, accessibility,
  best practices and SEO; each page several times in a fresh Chromium, keeping the run with the median
  performance score. Chromium is started with chrome-launcher's default flags except that \`RenderDocument\`
  is not disabled: Lighthouse's launcher disables it, which here holds a hydrating page's first paint for
  about a second, an artefact real visitors' Chrome does not have. The exact flags are listed with the
  figures.
- **Load**: autocannon, 10 connections for 10 s after a 2 s warm-up, on our \`GET /\` and
  react-router-serve's \`GET /\` (both with \`Accept-Encoding: br\`; ours serves a precompressed file from
  memory, react-router-serve renders and compresses every request), and on the newsletter API
  (\`POST /wms-api-ktm/api/news-letter/store\`, the same address each time, which is answered as success).

Pages run one after the other: with two cores, parallel runs would disturb each other. \`BENCH_PAGES\`
(comma-separated paths) limits the pages, \`BENCH_RUNS\` sets the Lighthouse runs per page (default 3) and
\`BENCH_SECONDS\` the load duration. The run exits with code 1 when a budget fails; the raw figures are in
\`bench-results/latest.json\` and the median Lighthouse reports in \`bench-results/lighthouse/\`.

## Budgets

- Lighthouse mobile performance ≥ 98; accessibility, best practices and SEO 100; CLS 0, on every page.
- First load: JS ≤ 130 KB and CSS ≤ 20 KB, gzip-transferred (1 KB = 1000 bytes).
- Our \`GET /\` serves at least 2× the requests/s of react-router-serve, with a lower p99 latency.
`;

function figuresSection(report: BenchReport): string {
  const { figures, budgets, machine, settings } = report;
  const passed = budgets.filter((check) => check.pass).length;
  const findings = findingLines(figures, budgets);
  return [
    startMarker,
    "",
    "## Latest results",
    "",
    `Run ${machine.date.slice(0, 16).replace("T", " ")} UTC on ${machine.cores} cores (${machine.cpu}), ` +
      `Node ${machine.node}, ${machine.chromium}. ${passed} of ${budgets.length} budget checks pass.`,
    "",
    "### Budgets",
    "",
    markdownTable(budgetTable(budgets)),
    "",
    "### First-load weight (KB transferred with gzip)",
    "",
    markdownTable(bytesTable(figures)),
    "",
    `### Lighthouse mobile (median of ${settings.lighthouseRuns} runs by performance score)`,
    "",
    markdownTable(lighthouseTable(figures)),
    "",
    ...(findings.length > 0 ? ["Where the median runs lose points:", "", ...findings, ""] : []),
    "Chromium flags used for Lighthouse:",
    "",
    "```",
    ...report.lighthouseChromiumFlags,
    "```",
    "",
    `### Load (${settings.connections} connections, ${settings.loadSeconds} s after a ${settings.warmupSeconds} s warm-up)`,
    "",
    markdownTable(loadTable(figures)),
    "",
    ratioLine(figures),
    "",
    endMarker,
  ].join("\n");
}

/** Replaces only the generated section, so prose written around it survives the next run. */
export function writeDocs(report: BenchReport): void {
  const section = figuresSection(report);
  const current = existsSync(docsFile) ? readFileSync(docsFile, "utf8") : intro;
  const start = current.indexOf(startMarker.slice(0, "<!-- bench:results:start".length));
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  mkdirSync(dirname(docsFile), { recursive: true });
  writeFileSync(docsFile, next);
}
