/**
 * The production server's log, as an operator reads it: one JSON line per request with the balancer's
 * request id, refusals tied to their request, nothing a visitor typed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresServer } from "../support/postgres-server.ts";
import { parseResponse, rawExchange } from "../support/raw-http.ts";
import { stacksIn, startSite, type LogEntry, type SiteProcess } from "../support/site-process.ts";
import { contactPost, send } from "../support/site-requests.ts";
import { waitUntil } from "../support/wait.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let postgres: PostgresServer;
let site: SiteProcess;

beforeAll(async () => {
  postgres = await startPostgres();
  site = await startSite({
    DATABASE_URL: postgres.url,
    // Behind a balancer: its X-Request-Id and X-Forwarded-For are taken.
    TRUST_PROXY: "1",
    // A second send of a form for one address is refused.
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

describe("the request log", () => {
  it("writes one JSON line per request, with the balancer's id, the route, the time and the masked IP", async () => {
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
  });

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
