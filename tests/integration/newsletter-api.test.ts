import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../core/db/database.server.ts";
import { newsletterSubscribers, rateLimitHits } from "../../core/db/schema.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { createRateLimiter, formRateLimits, retryAfterMinutes } from "../../core/limits/rate-limit.server.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { noProxy } from "../../server/client-ip.ts";
import { maxBodyBytes, newsletterApi } from "../../server/newsletter-api.ts";
import { databaseBackends, serveOnLoopback } from "../support/database-backends.ts";
import { awayFromWindowEdge } from "../../scripts/support/wait.ts";

describe.each(databaseBackends)("newsletter API on $name", (backend) => {
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let stopDatabase: () => Promise<void>;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  let base: string;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.database;
    databaseUrl = opened.url;
    stopDatabase = opened.stop;
    const api = newsletterApi({
      newsletter: createNewsletterService(database.db, {
        siteUrl: "https://regu.example",
        signingSecret: "newsletter-api-signing-secret-0123456789",
      }),
      rateLimiter: createRateLimiter(database.db),
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
    fetch(`${base}${newsletterApiPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });

  const rowsFor = (email: string) =>
    database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it("stores a subscriber, normalised, with language and page, before it answers", async () => {
    const response = await post(JSON.stringify({ email: "  Dewi@PT-Alun.co.id " }), {
      "Accept-Language": "id-ID,id;q=0.9",
      Referer: `${base}/beranda`,
      "User-Agents": "Mozilla/5.0 (test)",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response_code: 200,
      message: "Terima kasih telah berlangganan newsletter Regu.",
    });
    const rows = await rowsFor("dewi@pt-alun.co.id");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang: "id", sourcePage: "/beranda" });
    if (databaseUrl) {
      // Another connection sees it: the row was committed before the answer.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rowCount } = await client.query("select 1 from newsletter_subscribers where email = $1", [
        "dewi@pt-alun.co.id",
      ]);
      await client.end();
      expect(rowCount).toBe(1);
    }
  });

  it("answers a repeated subscription exactly like a new one and keeps one row", async () => {
    const first = await post(JSON.stringify({ email: "rina@razakopi.id" }));
    const second = await post(JSON.stringify({ email: "RINA@razakopi.id" }));
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsFor("rina@razakopi.id")).toHaveLength(1);
  });

  it("answers the same whether the address is new, pending, confirmed or unsubscribed", async () => {
    const answer = async (email: string) => {
      const response = await post(JSON.stringify({ email }), { "Accept-Language": "en" });
      return {
        status: response.status,
        headers: [...response.headers.keys()].sort(),
        body: await response.text(),
      };
    };
    const fresh = await answer("yuni@kedai-nusantara.com.my");
    expect(fresh.status).toBe(200);
    expect(JSON.parse(fresh.body)).toEqual({
      response_code: 200,
      message: "Thank you for subscribing to the Regu newsletter.",
    });
    const pending = await answer("yuni@kedai-nusantara.com.my");
    await answer("hendra@pt-alun.co.id");
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "hendra@pt-alun.co.id"));
    const confirmed = await answer("hendra@pt-alun.co.id");
    await database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "hendra@pt-alun.co.id"));
    const unsubscribed = await answer("hendra@pt-alun.co.id");
    // Status, body and the names of the headers: nothing tells the cases apart.
    expect([pending, confirmed, unsubscribed]).toEqual([fresh, fresh, fresh]);
  });

  it("refuses an empty or malformed address with response_code 400 in the visitor's language", async () => {
    const empty = await post(JSON.stringify({ email: "" }));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ response_code: 400, message: "Please Input Your Email!" });
    const malformed = await post(JSON.stringify({ email: "name@" }), { "Accept-Language": "id" });
    expect(await malformed.json()).toEqual({ response_code: 400, message: "Format Email Salah!" });
  });

  it.each([
    ["malformed JSON", "{email:", 400],
    ["a number for the email", JSON.stringify({ email: 42 }), 400],
    ["an array body", JSON.stringify(["a@b.co"]), 400],
    ["a JSON string body", JSON.stringify("a@b.co"), 400],
    ["an oversized body", JSON.stringify({ email: `${"a".repeat(maxBodyBytes)}@b.co` }), 413],
  ])("answers %s with a clear 4xx", async (_case, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { response_code: number; message: string };
    expect(answer.response_code).toBe(status);
    expect(answer.message.length).toBeGreaterThan(10);
  });

  it("refuses a form post, a wrong method and cross-origin browsers", async () => {
    const form = await fetch(`${base}${newsletterApiPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co",
    });
    expect(form.status).toBe(415);
    const get = await fetch(`${base}${newsletterApiPath}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const crossOrigin: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    ];
    for (const headers of crossOrigin) {
      const response = await post(JSON.stringify({ email: "victim@company.com" }), headers);
      expect(response.status).toBe(403);
    }
    expect(await rowsFor("victim@company.com")).toHaveLength(0);
    const allowed = await post(JSON.stringify({ email: "ok@company.com" }), {
      Origin: "https://regu.example",
    });
    expect(allowed.status).toBe(200);
  });

  it("answers the 11th subscription from one IP within ten minutes with 429, Retry-After and when to retry", async () => {
    // Every request of this file comes from 127.0.0.1: start this IP's count afresh, and keep the burst
    // inside one ten-minute window.
    await database.db.delete(rateLimitHits);
    await awayFromWindowEdge(formRateLimits.perIpWindowSeconds * 1000);
    try {
      for (let index = 1; index <= formRateLimits.perIp; index++) {
        const response = await post(JSON.stringify({ email: `staf${index}@sinarmas-logistik.co.id` }));
        expect(response.status, `subscription ${index}`).toBe(200);
      }
      const limited = await post(JSON.stringify({ email: "bayu.pratama@sinarmas-logistik.co.id" }), {
        "Accept-Language": "id-ID,id;q=0.9,en;q=0.5",
      });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(formRateLimits.perIpWindowSeconds);
      const answer = (await limited.json()) as { response_code: number; message: string };
      expect(answer).toEqual({
        response_code: 429,
        message: `Terlalu banyak percobaan dari sini. Silakan coba lagi dalam ${retryAfterMinutes(retryAfter)} menit.`,
      });
      expect(await rowsFor("bayu.pratama@sinarmas-logistik.co.id")).toHaveLength(0);

      const english = await post(JSON.stringify({ email: "aisyah@kedai-nusantara.com.my" }), {
        "Accept-Language": "en-MY,en;q=0.9",
      });
      expect(english.status).toBe(429);
      expect(((await english.json()) as { message: string }).message).toMatch(
        /^Too many attempts from here\. Please try again in \d+ min\.$/,
      );
    } finally {
      // The tests after this one send from 127.0.0.1 too.
      await database.db.delete(rateLimitHits);
    }
  });

  it("answers 503 with a retry hint, never a stack trace, when the database is gone", async () => {
    await database.db.execute(sql`alter table newsletter_subscribers rename to newsletter_subscribers_away`);
    try {
      const response = await post(JSON.stringify({ email: "later@company.com" }));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      const text = await response.text();
      expect(text).toContain("try again");
      expect(text).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await database.db.execute(
        sql`alter table newsletter_subscribers_away rename to newsletter_subscribers`,
      );
    }
  });
});
