/**
 * Prometheus metrics (docs/operations.md#metrics): requests by route, leads, rate-limit refusals, the
 * outbox and the database pool, and Node's process metrics. Scraped on METRICS_PORT, or at /metrics on the
 * site's port with METRICS_TOKEN.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { rowsOf, type DatabaseHandle } from "../core/db/database.server.ts";
import { metricsPath } from "../core/routing/endpoints.ts";
import type { Log } from "../core/services/log.ts";

/** Methods the site answers, by name; any other is counted as `other`. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export interface Metrics {
  registry: Registry;
  /** One answered request: `route` from routeLabeller, never a raw path. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** A lead stored (not a duplicate), by form and by what the screening made of it. */
  countLead(type: string, screening: string): void;
  /** A form send refused by a rate limit, by form and by which limit (`ip`, `email`). */
  countRateLimitRefusal(form: string, limit: string): void;
}

export interface MetricsOptions {
  /** The database once it is open and migrated (the server listens, and may be scraped, before that). */
  database: () => Pick<DatabaseHandle, "db" | "poolStats"> | undefined;
  /** Whether the database is a PostgreSQL server with a pool to watch (PGlite has none). */
  pooled: boolean;
  log: Log;
}

interface OutboxRow {
  pending: number | string;
  failed: number | string;
  oldest_pending_seconds: number | string | null;
}

export function createMetrics({ database, pooled, log }: MetricsOptions): Metrics {
  const registry = new Registry();
  // Node's own: memory, CPU, event-loop delay, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const leads = new Counter({
    name: "leads_total",
    help: "Leads stored, by form and screening (new, unverified, spam); repeated submissions are not counted.",
    labelNames: ["type", "screening"] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Form sends refused by a rate limit, by form and limit (ip, email).",
    labelNames: ["form", "limit"] as const,
    registers: [registry],
  });

  // The outbox is shared by every instance: each reports the same figures, read at scrape time.
  let outboxFailureLogged = false;
  let outbox: Promise<OutboxRow | undefined> | undefined;
  const readOutbox = () =>
    (outbox ??= (async () => {
      try {
        const opened = database();
        if (!opened) return undefined;
        // The `outbox_due` index starts with the status: this reads the pending and failed rows only.
        const result = await opened.db.execute(sql`
          select count(*) filter (where status = 'pending') as pending,
                 count(*) filter (where status = 'failed') as failed,
                 extract(epoch from now() - min(created_at) filter (where status = 'pending'))
                   as oldest_pending_seconds
          from outbox where status in ('pending', 'failed')`);
        outboxFailureLogged = false;
        return rowsOf<OutboxRow>(result)[0];
      } catch (error) {
        // Once per outage: a scrape every 15 s would otherwise repeat it.
        if (!outboxFailureLogged) log.warn({ err: error }, "metrics: could not read the outbox");
        outboxFailureLogged = true;
        return undefined;
      } finally {
        // One query per scrape: the gauges below ask together, and the next scrape asks again.
        outbox = undefined;
      }
    })());
  // NaN when the database cannot be read: a stale figure would look like a healthy one.
  const fromOutbox = (read: (row: OutboxRow) => number) => async () => {
    const row = await readOutbox();
    return row ? read(row) : Number.NaN;
  };
  const gauges: Array<[string, string, () => Promise<number>]> = [
    [
      "outbox_pending",
      "Outbox messages (mail, webhooks) waiting to be sent.",
      fromOutbox((row) => Number(row.pending)),
    ],
    [
      "outbox_oldest_pending_age_seconds",
      "Age of the oldest outbox message still waiting to be sent; 0 when none is.",
      fromOutbox((row) => Number(row.oldest_pending_seconds ?? 0)),
    ],
    [
      "outbox_failed",
      "Outbox messages given up on after OUTBOX_MAX_ATTEMPTS, waiting for an operator.",
      fromOutbox((row) => Number(row.failed)),
    ],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  // PGlite is one connection inside the process, with no pool to watch: the gauge is left out.
  if (pooled) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool: connections open (total, idle ones included), idle, and queries waiting for one.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = database()?.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 };
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const methodLabel = knownMethods.has(method) ? method : "other";
      requests.inc({ route, method: methodLabel, status: String(status) });
      durations.observe({ route, method: methodLabel }, seconds);
    },
    countLead(type, screening) {
      leads.inc({ type, screening });
    },
    countRateLimitRefusal(form, limit) {
      refusals.inc({ form, limit });
    },
  };
}

/** The answer to a scrape: Prometheus's text format. */
export async function exposition(metrics: Metrics): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the header holds, its length included.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The metrics on a port of their own (METRICS_PORT), for a scraper on the private network: `GET /metrics`,
 * nothing else. Not logged per request and not counted: the scraper's own bookkeeping says it all.
 */
export function startMetricsServer(
  metrics: Metrics,
  { host, port, log }: { host: string; port: number; log: Log },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== metricsPath || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
      return;
    }
    exposition(metrics).then(
      ({ contentType, body }) => {
        response.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, "metrics: the scrape failed");
        response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Internal Server Error");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
