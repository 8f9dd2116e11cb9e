import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { consentCookieValue, consentVersion, decodeConsent } from "../../core/consent/consent-state.ts";
import { consentApiPath } from "../../core/routing/endpoints.ts";
import { createConsentService } from "../../core/consent/consent-records.server.ts";
import { openDatabase, type DatabaseHandle } from "../../core/db/database.server.ts";
import { consoleLog } from "../../core/services/log.ts";
import { consentRecords } from "../../core/db/schema.ts";
import { forget, type Output } from "../../scripts/ops/leads.ts";
import { createRateLimiter } from "../../core/limits/rate-limit.server.ts";
import { privateRanges } from "../../server/address-ranges.ts";
import { noProxy } from "../../server/client-ip.ts";
import { consentApi, maxConsentBodyBytes, returnPath } from "../../server/consent-api.ts";
import { databaseBackends, serveOnLoopback } from "../support/database-backends.ts";

const visitor = "0b7e2c1a-6f1d-4c2e-9a57-3d2f8e6b9c10";
const tools = { gtm: "GTM-TEST123", linkedin: "1234567" };
const version = consentVersion(tools);
const other = "5d0c1f3e-2a4b-4c6d-8e9f-a0b1c2d3e4f5";

function capture() {
  const out: string[] = [];
  const output: Output = { out: (text) => out.push(text), err: () => undefined };
  return { output, out: () => out.join("") };
}

describe.each(databaseBackends)("consent records on $name", (backend) => {
  let database: DatabaseHandle;
  let stopDatabase: () => Promise<void>;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  let base: string;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.database;
    stopDatabase = opened.stop;
    const api = consentApi({
      consent: createConsentService(database.db),
      rateLimiter: createRateLimiter(database.db),
      recordsPerNetwork: 10_000,
      tools,
      https: true,
      allowedOrigins: ["https://regu.example"],
      trustProxy: noProxy,
    });
    http = await serveOnLoopback(api.fetch);
    base = http.base;
  });

  afterAll(async () => {
    await http.close();
    await database.close();
    await stopDatabase();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${consentApiPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
      body,
    });
  const choice = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: visitor,
      analytics: true,
      marketing: false,
      chat: true,
      version: "2026-11-23",
      ...overrides,
    });
  const rowsOf = (id: string) =>
    database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.consentId, id))
      .orderBy(consentRecords.id);

  it(
    "stores each choice with its purposes, version and time, and nothing about the request",
    { tags: ["smoke"] },
    async () => {
      const before = Date.now();
      expect(
        (await post(choice(), { "User-Agent": "Mozilla/5.0 test", "X-Forwarded-For": "203.0.113.9" })).status,
      ).toBe(204);
      expect((await post(choice({ analytics: false, marketing: false, chat: false }))).status).toBe(204);
      const rows = await rowsOf(visitor);
      expect(
        rows.map(({ analytics, marketing, chat, policyVersion }) => ({
          analytics,
          marketing,
          chat,
          policyVersion,
        })),
      ).toEqual([
        { analytics: true, marketing: false, chat: true, policyVersion: "2026-11-23" },
        { analytics: false, marketing: false, chat: false, policyVersion: "2026-11-23" },
      ]);
      expect(rows[0]?.decidedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
        "analytics",
        "chat",
        "consentId",
        "decidedAt",
        "id",
        "marketing",
        "policyVersion",
      ]);
    },
  );

  it.each([
    ["not JSON", "{", 400],
    ["an array", "[]", 400],
    [
      "a missing purpose",
      JSON.stringify({ id: visitor, analytics: true, marketing: true, version: "1" }),
      400,
    ],
    ["a purpose that is not a boolean", choice({ marketing: "yes" }), 400],
    ["an ID that is not a random UUID", choice({ id: "budi@pt-alun.co.id" }), 400],
    ["an extra field", choice({ email: "budi@pt-alun.co.id" }), 400],
    ["a version with markup", choice({ version: "<script>" }), 400],
    ["a body over the limit", choice({ version: "x".repeat(maxConsentBodyBytes) }), 413],
  ])("refuses %s with a 4xx and stores nothing", async (_, body, status) => {
    const before = (await database.db.select().from(consentRecords)).length;
    expect((await post(body)).status).toBe(status);
    expect(await database.db.select().from(consentRecords)).toHaveLength(before);
  });

  it("refuses another method, another content type and cross-origin browsers", async () => {
    expect((await fetch(`${base}${consentApiPath}`)).status).toBe(405);
    expect((await post(choice(), { "Content-Type": "text/plain" })).status).toBe(415);
    expect(
      (await post(choice(), { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await post(choice(), { "Sec-Fetch-Site": "", Origin: "null" })).status).toBe(403);
    expect(
      (await post(choice({ id: other }), { "Sec-Fetch-Site": "same-site", Origin: "https://regu.example" }))
        .status,
    ).toBe(204);
  });

  /** The banner's form as a browser without JavaScript posts it. */
  const postForm = (fields: [string, string][], headers: Record<string, string> = {}) =>
    fetch(`${base}${consentApiPath}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", Origin: "https://regu.example", ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  /** The choice a form post left in the cookie it set, and the rows stored under its ID. */
  async function kept(response: Response) {
    const cookie = response.headers.get("set-cookie") ?? "";
    const stored = decodeConsent(consentCookieValue(cookie.split(";")[0] ?? ""), {
      now: Date.now(),
      version,
    });
    return { cookie, stored, rows: stored ? await rowsOf(stored.id) : [] };
  }

  it("keeps a choice posted without JavaScript: a cookie for 12 months, a record, and back to the page", async () => {
    const rejected = await postForm([
      ["return", "/harga?currency=idr"],
      ["choice", "none"],
    ]);
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get("location")).toBe("/harga?currency=idr");
    const { cookie, stored, rows } = await kept(rejected);
    expect(cookie).toMatch(/^regu_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(stored).toMatchObject({ analytics: false, marketing: false, chat: false, version });
    expect(rows).toMatchObject([{ analytics: false, marketing: false, chat: false, policyVersion: version }]);

    const accepted = await kept(
      await postForm([
        ["return", "/"],
        ["choice", "all"],
      ]),
    );
    expect(accepted.stored).toMatchObject({ analytics: true, marketing: true, chat: true });
    expect(accepted.stored?.id).not.toBe(stored?.id);

    // "Choose", then "Save choices" with analytics ticked: only analytics.
    const chosen = await kept(
      await postForm([
        ["return", "/pricing"],
        ["purpose", "analytics"],
        ["choice", "chosen"],
      ]),
    );
    expect(chosen.rows).toMatchObject([{ analytics: true, marketing: false, chat: false }]);
  });

  it("sends a form post back to this site only, and refuses one that makes no choice", async () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const answer = await postForm([
        ["return", target],
        ["choice", "none"],
      ]);
      expect(answer.headers.get("location"), target).toBe("/");
    }
    expect(returnPath("/blog?q=cuti%20sakit")).toBe("/blog?q=cuti%20sakit");
    expect(returnPath("/x\r\nSet-Cookie: a=b")).toBe("/");
    const before = (await database.db.select().from(consentRecords)).length;
    for (const fields of [[["choice", "maybe"]], [["return", "/"]]] as [string, string][][]) {
      const answer = await postForm(fields);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
    expect(
      (
        await postForm([["choice", "all"]], {
          "Sec-Fetch-Site": "cross-site",
          Origin: "https://evil.example",
        })
      ).status,
    ).toBe(403);
    expect(await database.db.select().from(consentRecords)).toHaveLength(before);
  });

  it("forgets a consent ID: a dry run counts, --yes erases it and leaves other visitors", async () => {
    const dry = capture();
    expect(await forget(database.db, { consentId: visitor, yes: false }, dry.output)).toEqual({
      consent_records: 2,
    });
    expect(dry.out()).toContain("Dry run, nothing deleted");
    expect(await rowsOf(visitor)).toHaveLength(2);

    const done = capture();
    expect(await forget(database.db, { consentId: visitor, yes: true }, done.output)).toEqual({
      consent_records: 2,
    });
    expect(done.out()).toMatch(/consent_records\s+2/);
    expect(await rowsOf(visitor)).toEqual([]);
    expect(await rowsOf(other)).toHaveLength(1);

    const again = capture();
    expect(await forget(database.db, { consentId: visitor, yes: true }, again.output)).toEqual({
      consent_records: 0,
    });
    expect(again.out()).toContain("Nothing is stored under this consent ID.");
  });
  it("refuses most of 300 records from one client network, however its addresses are spelt", async () => {
    // Behind one trusted proxy (the test, on loopback), so that the test can speak for other addresses:
    // one IPv6 /64, rotated.
    const limited = consentApi({
      consent: createConsentService(database.db),
      rateLimiter: createRateLimiter(database.db),
      recordsPerNetwork: 60,
      tools,
      https: true,
      allowedOrigins: [],
      trustProxy: { proxies: privateRanges, hops: 1 },
    });
    const proxied = await serveOnLoopback(limited.fetch);
    onTestFinished(() => proxied.close());
    const statuses: number[] = [];
    for (let n = 0; n < 300; n += 1) {
      const answer = await fetch(`${proxied.base}${consentApiPath}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Sec-Fetch-Site": "same-origin",
          "X-Forwarded-For": `2001:db8:77:1:${n.toString(16)}::1`,
        },
        body: choice({ id: crypto.randomUUID() }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(240);
  });

  it("answers 404 when no tool is configured: nobody is asked, so nothing is recorded", async () => {
    const unrecorded = crypto.randomUUID();
    const none = consentApi({
      consent: createConsentService(database.db),
      rateLimiter: createRateLimiter(database.db),
      recordsPerNetwork: 60,
      tools: {},
      https: true,
      allowedOrigins: [],
      trustProxy: noProxy,
    });
    const answer = await none.request(consentApiPath, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: choice({ id: unrecorded }),
    });
    expect(answer.status).toBe(404);
    expect(await rowsOf(unrecorded)).toHaveLength(0);
  });
});

describe("a choice posted without JavaScript while the database is down", () => {
  it("is followed all the same: the cookie and the way back, and the failure logged", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.close();
    const errors: string[] = [];
    const api = consentApi({
      consent: createConsentService(database.db),
      rateLimiter: createRateLimiter(database.db),
      recordsPerNetwork: 60,
      tools,
      https: false,
      allowedOrigins: [],
      trustProxy: noProxy,
      log: { ...consoleLog, error: (message: unknown) => void errors.push(String(message)) },
    });
    const http = await serveOnLoopback(api.fetch);
    try {
      const answer = await fetch(`${http.base}${consentApiPath}`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams([
          ["return", "/beranda"],
          ["choice", "none"],
        ]),
        redirect: "manual",
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/beranda");
      const stored = decodeConsent(
        consentCookieValue(answer.headers.get("set-cookie")?.split(";")[0] ?? ""),
        { now: Date.now(), version },
      );
      expect(stored).toMatchObject({ analytics: false, marketing: false });
      expect(errors.join("\n")).toContain(`could not store the record of ${stored?.id}`);
    } finally {
      await http.close();
    }
  });
});
