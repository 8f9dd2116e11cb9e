/**
 * The production server's logs and metrics, as an operator reads them: one JSON line per request with the
 * balancer's request id, refusals tied to their request, nothing a visitor typed; Prometheus metrics on
 * METRICS_PORT and, to a bearer token, at /metrics, with routes as patterns, never raw paths.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { parseResponse, rawExchange } from "../support/raw-http.ts";
import {
  stacksIn,
  startSite,
  type LogEntry,
  type SiteProcess,
} from "../../scripts/processes/site-process.ts";
import { contactPost, send } from "../support/site-requests.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";

const token = "a-metrics-token-only-this-test-knows-0123456789";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let postgres: PostgresServer;
let site: SiteProcess;
let metricsUrl: string;

beforeAll(async () => {
  postgres = await startPostgres();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  site = await startSite({
    DATABASE_URL: postgres.url,
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: token,
    // Behind a balancer: its X-Request-Id and X-Forwarded-For are taken.
    TRUST_PROXY: "1",
    // A second send of a form for one address is refused: a rate-limit refusal to count.
    RATE_LIMIT_PER_EMAIL: "1",
  });
});
afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
});

/** The request line of the request with this id, once it is written. */
async function requestLine(id: string): Promise<LogEntry> {
  const find = () => site.logs().find((entry) => entry.msg === "request" && entry.reqId === id);
  await waitUntil(() => find() !== undefined, { message: () => `no request line for ${id}` });
  return find() as LogEntry;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, one sample per line; comments skipped. */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key = "", value = ""] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[key] = value;
      }
      return { name: match[1] ?? "", labels, value: Number(match[3]) };
    });
}

/** The value of the sample named `name` whose labels include `labels`, or undefined. */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return all.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

describe("the request log", () => {
  it(
    "writes one JSON line per request, with the balancer's id, the route, the time and the masked IP",
    { tags: ["smoke"] },
    async () => {
      const response = await fetch(`${site.url}/pricing?utm_source=newsletter`, {
        headers: { "X-Request-Id": "lb-7f3a-0001", "X-Forwarded-For": "203.0.113.9" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBe("lb-7f3a-0001");
      const line = await requestLine("lb-7f3a-0001");
      expect(line).toMatchObject({
        level: "info",
        method: "GET",
        route: "/pricing",
        // Never the query: it may carry a token or what a visitor searched for.
        path: "/pricing",
        status: 200,
        ip: "203.0.113.0/24",
      });
      expect(line.ms).toBeTypeOf("number");
      expect(line.bytes).toBeGreaterThan(0);
      expect(site.output()).not.toContain("203.0.113.9");
      expect(site.output()).not.toContain("utm_source");
    },
  );

  it("gives a request its own id when the balancer's is missing or not an id, and echoes it", async () => {
    for (const given of [undefined, "two words", "x".repeat(129), "id;rm -rf"]) {
      const response = await fetch(`${site.url}/faq`, {
        headers: given === undefined ? {} : { "X-Request-Id": given },
      });
      const id = response.headers.get("x-request-id") ?? "";
      expect(id, `X-Request-Id: ${given}`).toMatch(uuid);
      expect((await requestLine(id)).route).toBe("/faq");
    }
  });

  it("ties a refusal's line to its request by the id", async () => {
    const { text } = await rawExchange(
      site.port,
      "PROPFIND /pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: lb-refused-0002\r\nConnection: close\r\n\r\n",
    );
    expect(parseResponse(text)?.response.status).toBe(405);
    expect(await requestLine("lb-refused-0002")).toMatchObject({ status: 405, method: "PROPFIND" });
    const refusal = site.logs().find((entry) => entry.msg === "refused PROPFIND /pricing: 405");
    expect(refusal).toMatchObject({ level: "warn", reqId: "lb-refused-0002" });
  });

  it("logs a form's post without anything the visitor typed", async () => {
    const email = "dewi.lestari@pt-alun.co.id";
    const first = await send(site.port, {
      ...contactPost(site.port, email),
      headers: { ...contactPost(site.port, email).headers, "X-Request-Id": "lb-form-0003" },
    });
    expect(first.status).toBe(303);
    expect(await requestLine("lb-form-0003")).toMatchObject({ route: "/contact-us", status: 303 });
    // The same address again: refused by RATE_LIMIT_PER_EMAIL.
    const second = await send(site.port, contactPost(site.port, email));
    expect(second.status).toBe(429);
    await waitUntil(() => site.logs().some((entry) => entry.msg === "request" && entry.status === 429));
    for (const typed of ["dewi.lestari", "Sari Wulandari", "120 employees"]) {
      expect(site.output()).not.toContain(typed);
    }
  });

  it("is JSON throughout, with no stack", () => {
    expect(site.unparsed()).toEqual([]);
    expect(site.stderr()).toBe("");
    expect(stacksIn(site)).toEqual([]);
  });
});

describe("the metrics", () => {
  it("count requests by route pattern, leads, refusals, and read the outbox and the pool", async () => {
    expect((await fetch(`${site.url}/no-such-page-here`)).status).toBe(404);
    expect((await fetch(`${site.url}/blog/tips-hr/an-article-that-does-not-exist`)).status).toBe(404);

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    const all = samples(text);

    const requests = (labels: Record<string, string>) => valueOf(all, "http_requests_total", labels);
    expect(requests({ route: "/pricing", method: "GET", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(requests({ route: "/pricing", method: "other", status: "405" })).toBe(1);
    expect(requests({ route: "other", method: "GET", status: "404" })).toBe(1);
    expect(requests({ route: "/blog/:category/:id", method: "GET", status: "404" })).toBe(1);
    expect(requests({ route: "/contact-us", method: "POST", status: "303" })).toBe(1);
    expect(requests({ route: "/contact-us", method: "POST", status: "429" })).toBe(1);
    expect(
      valueOf(all, "http_request_duration_seconds_count", { route: "/pricing", method: "GET" }),
    ).toBeGreaterThanOrEqual(1);
    // No raw path becomes a label: a made-up address is `other`, an unknown article its pattern.
    expect(text).not.toContain("no-such-page");
    expect(text).not.toContain("does-not-exist");
    const routes = new Set(all.filter((sample) => sample.labels.route).map((sample) => sample.labels.route));
    expect([...routes].sort()).toEqual([
      "/blog/:category/:id",
      "/contact-us",
      "/faq",
      "/pricing",
      // The test's own wait for the instance to be ready.
      "/readyz",
      "other",
    ]);

    // Without RECAPTCHA_SECRET every lead is unverified; the refused second send is not a lead.
    expect(valueOf(all, "leads_total", { type: "contact", screening: "unverified" })).toBe(1);
    expect(valueOf(all, "rate_limit_refusals_total", { form: "contact", limit: "email" })).toBe(1);

    // Without SMTP_URL the sales notice waits in the outbox.
    expect(valueOf(all, "outbox_pending")).toBe(1);
    expect(valueOf(all, "outbox_oldest_pending_age_seconds")).toBeGreaterThan(0);
    expect(valueOf(all, "outbox_failed")).toBe(0);

    expect(valueOf(all, "db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, "db_pool_connections", { state: "waiting" })).toBe(0);
    expect(valueOf(all, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(valueOf(all, "nodejs_eventloop_lag_seconds")).toBeDefined();
  });

  it("answers nothing else on METRICS_PORT", async () => {
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: "POST" })).status).toBe(404);
  });

  it("are served at /metrics on the site's port only to the bearer token", async () => {
    const without = await fetch(`${site.url}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toContain("Bearer");
    expect(await without.text()).not.toContain("http_requests_total");
    for (const authorization of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, token]) {
      expect((await fetch(`${site.url}/metrics`, { headers: { Authorization: authorization } })).status).toBe(
        401,
      );
    }
    const authorised = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(authorised.status).toBe(200);
    expect(await authorised.text()).toContain("# TYPE http_requests_total counter");
  });
});

describe("a site without METRICS_TOKEN, on embedded PGlite", () => {
  let plain: SiteProcess;
  let plainMetrics: string;
  beforeAll(async () => {
    const port = await freePort();
    plainMetrics = `http://127.0.0.1:${port}/metrics`;
    plain = await startSite({ METRICS_PORT: String(port) });
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it("answers /metrics on its own port with the site's 404 page, token or not", async () => {
    const tries: Record<string, string>[] = [{}, { Authorization: `Bearer ${token}` }];
    for (const headers of tries) {
      const response = await fetch(`${plain.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<html");
      expect(html).not.toContain("http_requests_total");
    }
  });

  it("reports the outbox, and no pool: PGlite has none", async () => {
    const all = samples(await (await fetch(plainMetrics)).text());
    expect(valueOf(all, "outbox_pending")).toBe(0);
    expect(valueOf(all, "outbox_oldest_pending_age_seconds")).toBe(0);
    expect(all.some((sample) => sample.name === "db_pool_connections")).toBe(false);
  });
});
