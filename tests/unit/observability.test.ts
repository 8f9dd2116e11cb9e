import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { maskIp } from "../../core/services/mask.ts";
import { readServerConfig } from "../../server/config.ts";
import { privateRanges } from "../../server/address-ranges.ts";
import { noProxy } from "../../server/client-ip.ts";
import { createLogger, formatDevLine, requestIdOf, withRequestId } from "../../server/logger.ts";
import { bearerMatches } from "../../server/metrics.ts";
import { otherRoute, routeLabeller } from "../../server/route-label.ts";

describe("the route a request is counted and logged under", () => {
  const routeOf = routeLabeller(["/favicon.svg", "/pricing", "/pricing.data"]);

  it.each([
    ["/", "/"],
    ["/pricing", "/pricing"],
    ["/harga", "/harga"],
    ["/home", "/home"],
    ["/blog", "/blog/:category?"],
    ["/blog/tips-hr", "/blog/:category?"],
    ["/blog/tips-hr/any-article-at-all", "/blog/:category/:id"],
    ["/case-study/pt-alun", "/case-study/:name"],
    ["/unduh-materi/panduan-cuti", "/unduh-materi/:name"],
    ["/pricing.data", "/pricing.data"],
    ["/blog/tips-hr/an-article.data", "/blog/:category/:id.data"],
    ["/_.data", "/_.data"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/case-studies/pt-alun/logo.webp", "/case-studies/:key/:file"],
    ["/scenes/warehouse.svg", "/scenes/:file"],
    ["/assets/entry.client-BkD3k2.js", "/assets/*"],
    ["/downloads/eyJzbHVnIjoiYSJ9.c2lnbmF0dXJl", "/downloads/:token"],
    ["/wms-api-ktm/api/news-letter/store", "/wms-api-ktm/api/news-letter/store"],
    ["/api/consent", "/api/consent"],
    ["/healthz", "/healthz"],
    ["/metrics", "/metrics"],
    ["/favicon.svg", "/favicon.svg"],
  ])("%s is %s", (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it.each([
    "/wp-login.php",
    "/pricing/",
    "/pricing/extra",
    "/downloads/",
    "/no-such.data",
    "/blog/a/b/c",
    "/.env",
    "/%2e%2e/etc/passwd",
  ])("%s is other", (path) => {
    expect(routeOf(path)).toBe(otherRoute);
  });

  it("names a few hundred routes at most, whatever the paths", () => {
    const seen = new Set<string>();
    for (let n = 0; n < 5_000; n += 1) {
      const segment = Math.random().toString(36).slice(2);
      for (const path of [`/${segment}`, `/blog/${segment}`, `/blog/x/${segment}`, `/assets/${segment}.js`]) {
        seen.add(routeOf(path));
        seen.add(routeOf(`${path}.data`));
      }
    }
    expect([...seen].sort()).toEqual([
      "/assets/*",
      "/blog/:category/:id",
      "/blog/:category/:id.data",
      "/blog/:category?",
      "/blog/:category?.data",
      otherRoute,
    ]);
  });
});

describe("a visitor's IP in the log", () => {
  it.each([
    ["203.0.113.9", "203.0.113.0/24"],
    ["::ffff:198.51.100.77", "198.51.100.0/24"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::/48"],
    ["2001:0DB8:0000::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["unknown", "unknown"],
    ["not an address", "unknown"],
    ["2001:db8:zz::1", "unknown"],
  ])("%s is %s", (address, masked) => {
    expect(maskIp(address)).toBe(masked);
  });
});

describe("the request id", () => {
  const request = (id?: string, peer = "10.0.0.2") =>
    ({
      headers: id === undefined ? {} : { "x-request-id": id },
      socket: { remoteAddress: peer },
    }) as IncomingMessage;
  const balancer = { proxies: privateRanges, hops: 1 };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("is the balancer's behind a trusted proxy, when it looks like an id", () => {
    for (const id of [
      "f3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8",
      "Root=1-67891233-abcdef012345678912345678",
      "a".repeat(128),
    ]) {
      expect(requestIdOf(request(id), balancer)).toBe(id);
    }
  });

  it("is a new one otherwise", () => {
    expect(requestIdOf(request("lb-1"), noProxy)).toMatch(uuid);
    for (const id of ["", "two words", "a".repeat(129), 'quote"d', "line\nbreak", "semi;colon"]) {
      expect(requestIdOf(request(id), balancer)).toMatch(uuid);
    }
    expect(requestIdOf(request(), balancer)).not.toBe(requestIdOf(request(), balancer));
    // A client reaching the server directly, with TRUST_PROXY set, is no balancer.
    expect(requestIdOf(request("lb-1", "203.0.113.9"), balancer)).toMatch(uuid);
  });
});

describe("the logger", () => {
  function capture(level: "info" | "warn" = "info") {
    const lines: string[] = [];
    const log = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
    return { log, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it("writes JSON lines with the level's name, an ISO time and the message", () => {
    const { log, entries } = capture();
    log.info({ port: 3000 }, "Regu site on http://127.0.0.1:3000");
    expect(entries()).toEqual([
      expect.objectContaining({ level: "info", port: 3000, msg: "Regu site on http://127.0.0.1:3000" }),
    ]);
    expect(String(entries()[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("adds the request id to every line logged while the request is handled, however late", async () => {
    const { log, entries } = capture();
    await withRequestId("lb-42", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn("refused PROPFIND /pricing: 405");
    });
    log.info("outside");
    expect(entries().map((entry) => [entry.msg, entry.reqId])).toEqual([
      ["refused PROPFIND /pricing: 405", "lb-42"],
      ["outside", undefined],
    ]);
  });

  it("keeps an error's stack in `err`", () => {
    const { log, entries } = capture();
    log.error({ err: new Error("boom") }, "rendering failed");
    const err = entries()[0]?.err as { message: string; stack: string };
    expect(err.message).toBe("boom");
    expect(err.stack).toContain("observability.test.ts");
  });

  it("writes nothing below LOG_LEVEL", () => {
    const { log, entries } = capture("warn");
    log.info("request");
    log.warn("mail: SMTP_URL is not set");
    expect(entries().map((entry) => entry.msg)).toEqual(["mail: SMTP_URL is not set"]);
  });

  it("reads as one short line per entry while developing", () => {
    const line = JSON.stringify({
      level: "info",
      time: "2026-03-01T08:15:30.123Z",
      pid: 1,
      hostname: "h",
      reqId: "r1",
      route: "/pricing",
      status: 200,
      msg: "request",
    });
    expect(formatDevLine(line)).toBe("08:15:30 INFO request reqId=r1 route=/pricing status=200\n");
    const failure = JSON.stringify({
      level: "error",
      time: "2026-03-01T08:15:30.123Z",
      msg: "x",
      err: { stack: "E\n  at f" },
    });
    expect(formatDevLine(failure)).toBe("08:15:30 ERROR x\nE\n  at f\n");
  });
});

describe("the metrics token", () => {
  const token = "0123456789abcdef0123456789abcdef";

  it("matches only `Bearer <token>`", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    for (const header of [
      undefined,
      "",
      "Bearer",
      `Bearer ${token}0`,
      `Bearer ${token.slice(1)}`,
      token,
      `Basic ${token}`,
    ]) {
      expect(bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});

describe("the logging and metrics settings", () => {
  it("log at info and serve no metrics by default", () => {
    const config = readServerConfig({});
    expect(config.LOG_LEVEL).toBe("info");
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_HOST).toBe("127.0.0.1");
  });

  it("treat an empty variable as unset", () => {
    const config = readServerConfig({ METRICS_PORT: "", METRICS_TOKEN: "" });
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });

  it("refuse a level pino does not know, a bad port and a short token", () => {
    expect(() => readServerConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
    expect(() => readServerConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => readServerConfig({ METRICS_TOKEN: "short" })).toThrow(/at least 32/);
  });
});
