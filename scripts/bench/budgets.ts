/** The performance budgets of the site, and whether a run meets them. */
import { pages, type PageEntry } from "../../core/routing/pages.ts";
import { matchPage } from "../../core/routing/paths.ts";
// Blog paths carry their language in their category: the blog registers its category twins.
import type { Category, LighthousePage, LighthouseRun } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { PageBytes } from "./page-bytes.ts";

/** 1 KB = 1000 bytes, as Chrome DevTools counts: the stricter reading of the budgets. */
export const kb = (bytes: number): number => bytes / 1000;

export const limits = {
  performance: 100,
  tbtMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  jsKb: 130,
  cssKb: 20,
  throughputRatio: 2,
};

export interface BudgetCheck {
  budget: string;
  limit: string;
  result: string;
  pass: boolean;
}

export interface BenchFigures {
  bytes: PageBytes[];
  lighthouse: LighthousePage[];
  load: { ours: LoadResult; reactRouterServe: LoadResult; newsletter: LoadResult; contactForm: LoadResult };
}

interface PageCheck<T> {
  budget: string;
  limit: string;
  value: (item: T) => number;
  ok: (value: number) => boolean;
  show: (value: number) => string;
  /** Sorts the worst value first. */
  worstFirst: (a: number, b: number) => number;
  /** What makes a page fail, shown after its path. */
  why?: (item: T) => string;
}

/** Checks a per-page figure on every page; the result names the worst page and the pages failing. */
function everyPage<T extends { page: string }>(items: readonly T[], check: PageCheck<T>): BudgetCheck {
  const { budget, limit, value, ok, show, worstFirst, why } = check;
  const worst = [...items].sort((a, b) => worstFirst(value(a), value(b)))[0];
  const failing = items.filter((item) => !ok(value(item)));
  // Pages failing for the same reason are listed together, to keep the cell readable.
  const byReason = new Map<string, string[]>();
  for (const item of failing) {
    const reason = why?.(item) ?? "";
    byReason.set(reason, [...(byReason.get(reason) ?? []), item.page]);
  }
  const failingText = [...byReason]
    .map(([reason, pages]) => `${reason ? `${reason} on ` : ""}${pages.join(", ")}`)
    .join("; ");
  const result = worst
    ? `worst ${show(value(worst))} (${worst.page})` + (failing.length > 0 ? `; failing: ${failingText}` : "")
    : "no pages";
  return { budget, limit, result, pass: worst !== undefined && failing.length === 0 };
}

const lowestFirst = (a: number, b: number) => a - b;
const highestFirst = (a: number, b: number) => b - a;

/** The median of the runs' Total Blocking Time, at most `limitMs` on every page (see medianTbtMs). */
function blockingTime(pages: readonly LighthousePage[], budget: string, limitMs: number): BudgetCheck {
  return everyPage(pages, {
    budget,
    limit: `≤ ${limitMs} ms`,
    value: medianTbtMs,
    ok: (value) => value <= limitMs,
    show: (value) => `${Math.round(value)} ms`,
    worstFirst: highestFirst,
  });
}

/** Pages the route table keeps out of search engines (thank-you pages, form results). */
function asksNotToBeIndexed(path: string): boolean {
  const match = matchPage(path);
  return match !== null && !(pages[match.pageId] as PageEntry).indexable;
}

/**
 * A noindex page fails Lighthouse's is-crawlable audit by design (the issue asks for noindex and for SEO
 * 100): on those pages SEO counts as met when is-crawlable is the only SEO audit that fails.
 */
function seoScore(page: LighthousePage): number {
  const failing = page.findings.failingAudits.filter((audit) => audit.category === "seo");
  const onlyNoindex = failing.length > 0 && failing.every((audit) => audit.id === "is-crawlable");
  return onlyNoindex && asksNotToBeIndexed(page.page) ? 100 : page.median.scores.seo;
}

/**
 * The budgets every page is held to: Lighthouse's scores, blocking time and layout shift, and the
 * first load's weight. The main run checks them on its pages, `BENCH_ONLY=pages` on the pages it lists.
 */
export function pageBudgets({
  bytes,
  lighthouse,
}: Pick<BenchFigures, "bytes" | "lighthouse">): BudgetCheck[] {
  const score = (category: Category, label: string, min: number) =>
    everyPage(lighthouse, {
      budget: `Lighthouse mobile ${label}`,
      limit:
        (min === 100 ? "100" : `≥ ${min}`) +
        (category === "seo" ? " (noindex pages: all but is-crawlable)" : ""),
      value: (page) => (category === "seo" ? seoScore(page) : page.median.scores[category]),
      ok: (value) => value >= min,
      show: String,
      worstFirst: lowestFirst,
      // The audits losing points name the cause (e.g. is-crawlable on a page that asks not to be indexed);
      // for performance only the poorly scoring metrics, as every metric loses a point or two.
      why: (page) =>
        page.findings.failingAudits
          .filter((audit) => audit.category === category && (category !== "performance" || audit.score < 0.9))
          .map((audit) => audit.id)
          .join(", "),
    });
  return [
    score("performance", "performance", limits.performance),
    score("accessibility", "accessibility", limits.accessibility),
    score("best-practices", "best practices", limits.bestPractices),
    score("seo", "SEO", limits.seo),
    blockingTime(lighthouse, "Total Blocking Time", limits.tbtMs),
    everyPage(lighthouse, {
      budget: "Cumulative Layout Shift",
      limit: "0",
      value: (page) => page.median.cls,
      ok: (value) => value <= limits.cls,
      show: (value) => value.toFixed(3),
      worstFirst: highestFirst,
    }),
    everyPage(bytes, {
      budget: "Initial JS (gzip)",
      limit: `≤ ${limits.jsKb} KB`,
      value: (page) => kb(page.bytes.js),
      ok: (value) => value <= limits.jsKb,
      show: (value) => `${value.toFixed(1)} KB`,
      worstFirst: highestFirst,
    }),
    everyPage(bytes, {
      budget: "CSS (gzip)",
      limit: `≤ ${limits.cssKb} KB`,
      value: (page) => kb(page.bytes.css),
      ok: (value) => value <= limits.cssKb,
      show: (value) => `${value.toFixed(1)} KB`,
      worstFirst: highestFirst,
    }),
  ];
}

export function checkBudgets(figures: BenchFigures): BudgetCheck[] {
  const { ours, reactRouterServe, newsletter, contactForm } = figures.load;
  const ratio = ours.requestsPerSecond / reactRouterServe.requestsPerSecond;
  const erroring = [ours, reactRouterServe, newsletter, contactForm].filter(
    (target) => target.errors + target.non2xx > 0,
  );
  return [
    ...pageBudgets(figures),
    {
      budget: "GET / throughput vs react-router-serve",
      limit: `≥ ${limits.throughputRatio}× req/s, lower p99`,
      result: Number.isFinite(ratio)
        ? `${ratio.toFixed(2)}× req/s; p99 ${ours.p99Ms} ms vs ${reactRouterServe.p99Ms} ms`
        : "not measured (a load test failed)",
      pass: ratio >= limits.throughputRatio && ours.p99Ms < reactRouterServe.p99Ms,
    },
    {
      // Not a budget of the site but of the measurement: errors would make the load figures meaningless.
      budget: "Load tests answered without errors",
      limit: "0 errors, 0 non-2xx",
      result:
        erroring.length === 0
          ? "none"
          : erroring
              .map((target) =>
                target.error
                  ? `${target.name}: failed (${target.error})`
                  : `${target.name}: ${target.errors} errors, ${target.non2xx} non-2xx`,
              )
              .join("; "),
      pass: erroring.length === 0,
    },
  ];
}

/**
 * The tools phase's budgets: the site with every marketing tool configured, on a first visit (the banner in
 * the page, nothing loaded) and for a returning visitor who accepted everything, beside the same pages
 * without tools, which must meet the same ones.
 */
export const toolsLimits = {
  performance: 100,
  tbtMs: 50,
  cls: 0,
  /** A first visit's LCP against the same page's without tools: the banner may not be the late paint. */
  firstVisitLcpRatio: 1.05,
  /** What the consent code may add to the shell chunk every page loads, gzip. */
  shellGrowthKb: 3,
};

/**
 * The median of the runs' LCP. The median run is chosen by performance score, which ties at 100 on most
 * pages, and its LCP is then any of the runs'; LCP itself moves in steps of 75 and 150 ms between runs
 * (Lighthouse's simulated throughput and round trips), so a comparison of two pages' LCP takes each one's
 * own median.
 */
export function medianLcpMs(page: LighthousePage): number {
  return medianOfRuns(page, (run) => run.lcpMs);
}

/**
 * The median of the runs' Total Blocking Time. The run kept for its score is, when every run scores 100,
 * simply the second one, and its TBT any of the three: one slow run in three (a busy host) then decided
 * the budget as often as it happened to come second.
 */
export function medianTbtMs(page: LighthousePage): number {
  return medianOfRuns(page, (run) => run.tbtMs);
}

/** The median of one figure over a page's runs (of an even count, the lower middle). */
function medianOfRuns({ runs }: LighthousePage, figure: (run: LighthouseRun) => number): number {
  const sorted = runs.map(figure).sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error("no Lighthouse run");
  return middle;
}

export function checkToolsBudgets({
  withoutTools,
  firstVisit,
  returning,
  shell,
}: {
  withoutTools: readonly LighthousePage[];
  firstVisit: readonly LighthousePage[];
  returning: readonly LighthousePage[];
  shell: { withoutTools: { gzipBytes: number }; withTools: { gzipBytes: number } };
}): BudgetCheck[] {
  const growthKb = kb(shell.withTools.gzipBytes - shell.withoutTools.gzipBytes);
  // One list, each run named by its page and visit, so that a failure says which.
  const every = [
    ...withoutTools.map((page) => ({ ...page, page: `${page.page} (no tools)` })),
    ...firstVisit.map((page) => ({ ...page, page: `${page.page} (first visit)` })),
    ...returning.map((page) => ({ ...page, page: `${page.page} (returning)` })),
  ];
  const lcpRatios = firstVisit.map((page) => {
    const plain = withoutTools.find((entry) => entry.page === page.page);
    return {
      page: page.page,
      ratio: plain ? medianLcpMs(page) / medianLcpMs(plain) : Number.POSITIVE_INFINITY,
    };
  });
  return [
    everyPage(every, {
      budget: "Lighthouse mobile performance, without tools and with (first visit, returning)",
      limit: toolsLimits.performance === 100 ? "100" : `≥ ${toolsLimits.performance}`,
      value: (page) => page.median.scores.performance,
      ok: (value) => value >= toolsLimits.performance,
      show: String,
      worstFirst: lowestFirst,
      why: (page) =>
        page.findings.failingAudits
          .filter((audit) => audit.category === "performance" && audit.score < 0.9)
          .map((audit) => audit.id)
          .join(", "),
    }),
    blockingTime(
      every,
      "Total Blocking Time, without tools and with (first visit, returning)",
      toolsLimits.tbtMs,
    ),
    everyPage(every, {
      // Exactly 0: Lighthouse reports 0 for a page that never shifts, so no rounding is needed.
      budget: "Cumulative Layout Shift, without tools and with (first visit, returning)",
      limit: "0 (exactly)",
      value: (page) => page.median.cls,
      ok: (value) => value <= toolsLimits.cls,
      show: (value) => (value === 0 ? "0" : value.toPrecision(2)),
      worstFirst: highestFirst,
    }),
    everyPage(lcpRatios, {
      budget: "With tools, first visit: LCP against the same page without tools",
      limit: `≤ ${toolsLimits.firstVisitLcpRatio.toFixed(2)}×`,
      value: (page) => page.ratio,
      ok: (value) => value <= toolsLimits.firstVisitLcpRatio,
      show: (value) => `${value.toFixed(2)}×`,
      worstFirst: highestFirst,
    }),
    {
      budget: "With tools: consent code in the shell chunk (gzip)",
      limit: `≤ ${toolsLimits.shellGrowthKb} KB more than without tools`,
      result: `${growthKb >= 0 ? "+" : ""}${growthKb.toFixed(2)} KB`,
      pass: growthKb <= toolsLimits.shellGrowthKb,
    },
  ];
}
