/** The performance budgets of the site, and whether a run meets them. */
import type { LighthousePage } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { PageBytes } from "./page-bytes.ts";

/** 1 KB = 1000 bytes, as Chrome DevTools counts: the stricter reading of the budgets. */
export const kb = (bytes: number): number => bytes / 1000;

export const limits = {
  performance: 98,
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
  load: { ours: LoadResult; reactRouterServe: LoadResult; newsletter: LoadResult };
}

/** Checks a per-page figure on every page; the result names the worst page and the pages failing. */
function everyPage<T extends { page: string }>(
  budget: string,
  limit: string,
  items: readonly T[],
  value: (item: T) => number,
  ok: (value: number) => boolean,
  show: (value: number) => string,
  worstFirst: (a: number, b: number) => number,
): BudgetCheck {
  const sorted = [...items].sort((a, b) => worstFirst(value(a), value(b)));
  const worst = sorted[0];
  const failing = items.filter((item) => !ok(value(item))).map((item) => item.page);
  const result = worst
    ? `worst ${show(value(worst))} (${worst.page})` + (failing.length > 0 ? `; failing: ${failing.join(", ")}` : "")
    : "no pages";
  return { budget, limit, result, pass: worst !== undefined && failing.length === 0 };
}

const lowestFirst = (a: number, b: number) => a - b;
const highestFirst = (a: number, b: number) => b - a;

export function checkBudgets({ bytes, lighthouse, load }: BenchFigures): BudgetCheck[] {
  const score = (category: keyof LighthousePage["median"]["scores"], label: string, min: number) =>
    everyPage(
      `Lighthouse mobile ${label}`,
      min === 100 ? "100" : `≥ ${min}`,
      lighthouse,
      (page) => page.median.scores[category],
      (value) => value >= min,
      String,
      lowestFirst,
    );
  const { ours, reactRouterServe, newsletter } = load;
  const ratio = ours.requestsPerSecond / reactRouterServe.requestsPerSecond;
  const erroring = [ours, reactRouterServe, newsletter].filter((target) => target.errors + target.non2xx > 0);
  return [
    score("performance", "performance", limits.performance),
    score("accessibility", "accessibility", limits.accessibility),
    score("best-practices", "best practices", limits.bestPractices),
    score("seo", "SEO", limits.seo),
    everyPage(
      "Cumulative Layout Shift",
      "0",
      lighthouse,
      (page) => page.median.cls,
      (value) => value <= limits.cls,
      (value) => value.toFixed(3),
      highestFirst,
    ),
    everyPage(
      "Initial JS (gzip)",
      `≤ ${limits.jsKb} KB`,
      bytes,
      (page) => kb(page.bytes.js),
      (value) => value <= limits.jsKb,
      (value) => `${value.toFixed(1)} KB`,
      highestFirst,
    ),
    everyPage(
      "CSS (gzip)",
      `≤ ${limits.cssKb} KB`,
      bytes,
      (page) => kb(page.bytes.css),
      (value) => value <= limits.cssKb,
      (value) => `${value.toFixed(1)} KB`,
      highestFirst,
    ),
    {
      budget: "GET / throughput vs react-router-serve",
      limit: `≥ ${limits.throughputRatio}× req/s, lower p99`,
      result: `${ratio.toFixed(2)}× req/s; p99 ${ours.p99Ms} ms vs ${reactRouterServe.p99Ms} ms`,
      pass: ratio >= limits.throughputRatio && ours.p99Ms < reactRouterServe.p99Ms,
    },
    {
      // Not a budget of the site but of the measurement: errors would make the load figures meaningless.
      budget: "Load tests answered without errors",
      limit: "0 errors, 0 non-2xx",
      result:
        erroring.length === 0
          ? "none"
          : erroring.map((target) => `${target.name}: ${target.errors} errors, ${target.non2xx} non-2xx`).join("; "),
      pass: erroring.length === 0,
    },
  ];
}
