import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../core/db/database.server.ts";
import { newsletterSubscribers, rateLimitHits } from "../../core/db/schema.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { createRateLimiter, formRateLimits, retryAfterMinutes } from "../../core/limits/rate-limit.server.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { noProxy } from "../../server/client-ip.ts";
import { maxBodyBytes, newsletterApi } from "../../server/newsletter-api.ts";
import { databaseBackends, serveOnLoopback } from "../support/database-backends.ts";
import { awayFromWindowEdge } from "../../scripts/processes/wait.ts";
import { createBotCheck } from "../../core/leads/recaptcha.server.ts";
import { createMailer } from "../../core/mail/mailer.server.ts";
import { createOutboxWorker } from "../../core/outbox/outbox-worker.server.ts";
import { outbox, outboxAttempts } from "../../core/db/schema.ts";
import { confirmationMailsPerDay } from "../../core/newsletter/confirmation-period.ts";
import { startHttpFixture, type HttpFixture } from "../support/http-fixture.ts";
import { memoryLog } from "../support/memory-log.ts";
import { send } from "../support/site-requests.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const signingSecret = "newsletter-api-signing-secret-0123456789";
/** The server's bot check without RECAPTCHA_SECRET: it cannot run, and nothing is asked of the form. */
const noBotCheck = createBotCheck({
  secret: undefined,
  verifyUrl: "http://127.0.0.1:9/siteverify",
  thresholds: { default: 0.5 },
  hostnames: ["regu.example"],
});

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
      newsletter: createNewsletterService(database.db, { siteUrl: "https://regu.example", signingSecret }),
      rateLimiter: createRateLimiter(database.db),
      botCheck: noBotCheck,
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

  it(
    "stores a subscriber, normalised, with language and page, before it answers",
    { tags: ["smoke"] },
    async () => {
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
    },
  );

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

  it(
    "refuses an empty or malformed address with response_code 400 in the visitor's language",
    { tags: ["smoke"] },
    async () => {
      const empty = await post(JSON.stringify({ email: "" }));
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual({ response_code: 400, message: "Please Input Your Email!" });
      const malformed = await post(JSON.stringify({ email: "name@" }), { "Accept-Language": "id" });
      expect(await malformed.json()).toEqual({ response_code: 400, message: "Format Email Salah!" });
    },
  );

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

  describe("one inbox, however its address is spelled", () => {
    let smtp: TestSmtpServer;
    const opened: Array<{ close(): Promise<void> }> = [];

    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      for (const server of opened) await server.close();
      await smtp.stop();
    });

    /** The API as the server mounts it, on this database, with the given limits. */
    async function serveApi(perEmail = formRateLimits.perEmail) {
      const served = await serveOnLoopback(
        newsletterApi({
          newsletter: createNewsletterService(database.db, {
            siteUrl: "https://regu.example",
            signingSecret,
          }),
          rateLimiter: createRateLimiter(database.db, { ...formRateLimits, perEmail }),
          botCheck: noBotCheck,
          allowedOrigins: ["https://regu.example"],
          trustProxy: noProxy,
        }).fetch,
      );
      opened.push(served);
      return Number(new URL(served.base).port);
    }

    /** Sends every mail the outbox holds to the SMTP server. */
    async function deliver() {
      const mailer = createMailer(smtp.url, "Regu <no-reply@regu.example>");
      const worker = createOutboxWorker(database.db, {
        mailer,
        webhookSecrets: {},
        retryBaseMs: 50,
        maxAttempts: 1,
        pollMs: 50,
        log: memoryLog(),
      });
      try {
        while ((await worker.runOnce()) > 0);
      } finally {
        mailer.close();
      }
    }

    /** The mails the SMTP server took for the inbox `victim@example.net`, whatever the tag. */
    const mailsToVictim = () =>
      smtp.envelopes.filter((envelope) => envelope.to.some((to) => /^victim(\+\d+)?@example\.net$/i.test(to)))
        .length;

    /** 60 sign-ups of `victim+N@example.net`, ten from each of six network addresses (127.0.0.2 to .7). */
    async function bombFromSixNetworks(port: number) {
      const answers: Array<{ status: number; body: string }> = [];
      for (let n = 0; n < 60; n++) {
        const answer = await send(
          port,
          {
            method: "POST",
            path: newsletterApiPath,
            headers: { "Content-Type": "application/json", "Accept-Language": "en" },
            body: JSON.stringify({ email: `victim+${n}@example.net` }),
          },
          { localAddress: `127.0.0.${2 + (n % 6)}` },
        );
        answers.push({ status: answer.status, body: answer.body });
      }
      return answers;
    }

    beforeEach(async () => {
      await database.db.delete(outboxAttempts);
      await database.db.delete(outbox);
      await database.db.delete(newsletterSubscribers);
      await database.db.delete(rateLimitHits);
      smtp.messages.length = 0;
      smtp.envelopes.length = 0;
    });

    it("gives 60 sign-ups of victim+N@ from six networks at most the daily cap of mails", async () => {
      await awayFromWindowEdge(formRateLimits.perIpWindowSeconds * 1000, 30_000);
      const answers = await bombFromSixNetworks(await serveApi());
      await deliver();
      expect(mailsToVictim()).toBeLessThanOrEqual(confirmationMailsPerDay);
      // The inbox's per-address budget is spent after five: the rest are told to wait.
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(formRateLimits.perEmail);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - formRateLimits.perEmail);
    });

    it("answers sign-ups past the daily cap as every sign-up, and mails and stores nothing for them", async () => {
      await awayFromWindowEdge(formRateLimits.perIpWindowSeconds * 1000, 30_000);
      // Without the hourly per-address limit in the way, the daily cap alone holds.
      const answers = await bombFromSixNetworks(await serveApi(1000));
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([JSON.stringify({ status: 200, body: answers[0]?.body })]),
      );
      await deliver();
      expect(mailsToVictim()).toBe(confirmationMailsPerDay);
      // The subscriber rows keep the addresses as typed; only the mailed ones are kept at all.
      const stored = await database.db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers);
      expect(stored.map((row) => row.email).sort()).toEqual([
        "victim+0@example.net",
        "victim+1@example.net",
        "victim+2@example.net",
      ]);
    });
  });

  describe("with reCAPTCHA configured", () => {
    let siteVerify: HttpFixture;
    let port: number;
    let close: () => Promise<void>;
    const human = { success: true, score: 0.9, action: "newsletter", hostname: "regu.example" };

    beforeAll(async () => {
      siteVerify = await startHttpFixture({ status: 200, json: human });
      const served = await serveOnLoopback(
        newsletterApi({
          newsletter: createNewsletterService(database.db, {
            siteUrl: "https://regu.example",
            signingSecret,
          }),
          rateLimiter: createRateLimiter(database.db),
          botCheck: createBotCheck({
            secret: "recaptcha-secret-for-the-api",
            verifyUrl: `${siteVerify.url}/recaptcha/api/siteverify`,
            thresholds: { default: 0.5 },
            hostnames: ["regu.example"],
            timeoutMs: 2000,
          }),
          allowedOrigins: ["https://regu.example"],
          trustProxy: noProxy,
          log: memoryLog(),
        }).fetch,
      );
      port = Number(new URL(served.base).port);
      close = served.close;
    });
    afterAll(async () => {
      await close();
      await siteVerify.stop();
    });
    beforeEach(async () => {
      await database.db.delete(rateLimitHits);
      siteVerify.requests.length = 0;
      siteVerify.respond({ status: 200, json: human });
    });

    const subscribe = async (body: Record<string, unknown>, lang = "en") => {
      const answer = await fetch(`http://127.0.0.1:${port}${newsletterApiPath}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": lang },
        body: JSON.stringify(body),
      });
      return {
        status: answer.status,
        retryAfter: answer.headers.get("retry-after"),
        json: await answer.json(),
      };
    };

    it("refuses a sign-up without a token, or with one reCAPTCHA refuses, and stores nothing", async () => {
      const refusal = {
        status: 200,
        retryAfter: null,
        json: {
          response_code: 400,
          message:
            "We could not check that this sign-up comes from a person. Please reload the page and try again, with JavaScript on.",
        },
      };
      expect(await subscribe({ email: "no.token@pt-alun.co.id" })).toEqual(refusal);
      expect(siteVerify.requests).toHaveLength(0);

      siteVerify.respond({
        status: 200,
        json: { success: false, "error-codes": ["invalid-input-response"] },
      });
      expect(await subscribe({ email: "bad.token@pt-alun.co.id", recaptchaToken: "forged" })).toEqual(
        refusal,
      );
      siteVerify.respond({ status: 200, json: { ...human, score: 0.1 } });
      const low = await subscribe({ email: "low.score@pt-alun.co.id", recaptchaToken: "token" }, "id");
      expect(low.json).toEqual({
        response_code: 400,
        message:
          "Kami tidak dapat memastikan bahwa pendaftaran ini dikirim oleh seseorang. Muat ulang halaman, lalu coba lagi dengan JavaScript aktif.",
      });
      expect(await subscribe({ email: "wrong.type@pt-alun.co.id", recaptchaToken: 42 })).toMatchObject({
        status: 400,
      });
      for (const email of ["no.token", "bad.token", "low.score", "wrong.type"]) {
        expect(await rowsFor(`${email}@pt-alun.co.id`), email).toHaveLength(0);
      }
    });

    it("subscribes with a person's token, checked with the newsletter's action and the visitor's IP", async () => {
      const answer = await subscribe({
        email: "with.token@pt-alun.co.id",
        recaptchaToken: "token-from-page",
      });
      expect(answer.json).toEqual({
        response_code: 200,
        message: "Thank you for subscribing to the Regu newsletter.",
      });
      expect(await rowsFor("with.token@pt-alun.co.id")).toHaveLength(1);
      const verify = new URLSearchParams(siteVerify.requests[0]?.body ?? "");
      expect(verify.get("response")).toBe("token-from-page");
      expect(verify.get("remoteip")).toBe("127.0.0.1");
    });

    it.each([
      ["answers 500", () => siteVerify.respond({ status: 500, json: { error: "internal" } })],
      ["is unavailable", () => siteVerify.respond({ status: 503 })],
    ])("asks to try again in a minute when reCAPTCHA %s, and stores nothing", async (_case, fail) => {
      fail();
      const answer = await subscribe({ email: "google.down@pt-alun.co.id", recaptchaToken: "token" });
      expect(answer).toEqual({
        status: 503,
        retryAfter: "60",
        json: {
          response_code: 503,
          message: "We could not save your subscription just now. Please try again in a minute.",
        },
      });
      expect(await rowsFor("google.down@pt-alun.co.id")).toHaveLength(0);
    });
  });
});
