import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentApiPath } from "../../app/consent/consent-state.ts";
import { createConsentService } from "../../app/consent/consent-records.server.ts";
import type { DatabaseHandle } from "../../app/db/database.server.ts";
import { consentRecords } from "../../app/db/schema.ts";
import { forget, type Output } from "../../scripts/leads.ts";
import { consentApi, maxConsentBodyBytes } from "../../server/consent-api.ts";
import { databaseBackends, serveOnLoopback } from "../support/database-backends.ts";

const visitor = "0b7e2c1a-6f1d-4c2e-9a57-3d2f8e6b9c10";
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
      allowedOrigins: ["https://regu.example"],
      trustProxy: 0,
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

  it("stores each choice with its purposes, version and time, and nothing about the request", async () => {
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
  });

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
});
