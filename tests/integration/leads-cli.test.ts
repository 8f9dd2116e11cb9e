import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../core/db/database.server.ts";
import { leads, newsletterSubscribers, outbox, outboxAttempts, rateLimitHits } from "../../core/db/schema.ts";
import {
  confirmationMailRule,
  createRateLimiter,
  formRateRules,
} from "../../core/limits/rate-limit.server.ts";
import {
  CommandError,
  exportLeads,
  exportSubscribers,
  forget,
  listOutbox,
  main,
  rateLimitKeysOf,
  retryOutbox,
  type Output,
} from "../../scripts/ops/leads.ts";
import type { SubscriberExportOptions } from "../../scripts/ops/leads/args.ts";
import { leadColumns } from "../../scripts/ops/leads/lead-row.ts";
import { subscriberColumns } from "../../scripts/ops/leads/subscriber-row.ts";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const output: Output = { out: (text) => out.push(text), err: (text) => err.push(text) };
  return { output, out: () => out.join(""), err: () => err.join("") };
}

/** RFC 4180 read back, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  expect(field).toBe("");
  expect(row).toEqual([]);
  return rows;
}

type LeadRow = typeof leads.$inferInsert;

const lead = (overrides: Partial<LeadRow> & Pick<LeadRow, "createdAt">): LeadRow => ({
  type: "demo",
  status: "new",
  lang: "id",
  name: "Siti Rahayu",
  email: "siti@tokoh.co.id",
  phone: "0812 1111 2222",
  company: "CV Tokoh",
  details: {
    companySize: "11-50",
    country: "ID",
    interests: ["attendance", "leave"],
    slot: "2025-03-20T03:00:00.000Z",
    timeZone: "Asia/Jakarta",
  },
  marketingConsent: false,
  attribution: { utm_source: "newsletter", page: "/demo" },
  fingerprint: `fp-${Math.random()}`,
  recaptchaScore: 0.9,
  ...overrides,
});

const budi = "budi@pt-alun.co.id";
const siti = "siti@tokoh.co.id";
const dewi = "dewi@razakopi.id";

describe("operator commands on embedded PGlite", () => {
  let database: DatabaseHandle;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    const { db } = database;
    const inserted = await db
      .insert(leads)
      .values([
        lead({ createdAt: new Date("2025-02-28T23:59:59.999Z"), name: "Before March" }),
        lead({ createdAt: new Date("2025-03-01T00:00:00.000Z"), name: "First of March" }),
        lead({
          createdAt: new Date("2025-03-15T08:00:00.000Z"),
          name: 'Budi "Bud" Santoso, S.E.\nJakarta',
          email: "Budi@PT-Alun.co.id",
          phone: "+62 812 3456 7890",
          company: '=HYPERLINK("http://evil.example","klik")',
          marketingConsent: true,
          attribution: {
            utm_source: "google",
            utm_medium: "cpc",
            utm_campaign: "brand",
            utm_term: "absensi",
            utm_content: "ad-1",
            landingPage: "/harga",
            referrer: "https://www.google.com/",
            page: "/demo",
          },
        }),
        lead({
          createdAt: new Date("2025-03-20T10:00:00.000Z"),
          type: "contact",
          details: { topic: "sales" },
        }),
        lead({
          createdAt: new Date("2025-03-25T10:00:00.000Z"),
          status: "spam",
          statusReason: "honeypot filled",
        }),
        lead({ createdAt: new Date("2025-03-31T23:59:59.999Z"), name: "Last of March" }),
        lead({ createdAt: new Date("2025-04-01T00:00:00.000Z"), name: "April" }),
      ])
      .returning({ id: leads.id, name: leads.name, email: leads.email });
    const budiLead = inserted.find((row) => row.email !== siti);
    const sitiLead = inserted.find((row) => row.name === "First of March");
    if (!budiLead || !sitiLead) throw new Error("fixtures missing");
    ids.budiLead = budiLead.id;
    ids.sitiLead = sitiLead.id;

    const messages = await db
      .insert(outbox)
      .values([
        {
          leadId: budiLead.id,
          subjectEmail: "Budi@PT-Alun.co.id",
          channel: "sales-mail",
          payload: {
            to: "sales@regu.example",
            replyTo: budi,
            subject: "New demo",
            text: "SECRET-BODY",
            html: "",
          },
          status: "sent",
          attempts: 1,
          sentAt: new Date(),
        },
        {
          leadId: budiLead.id,
          subjectEmail: "Budi@PT-Alun.co.id",
          channel: "visitor-mail",
          payload: { to: budi, subject: "Terima kasih", text: "SECRET-BODY", html: "" },
          status: "failed",
          attempts: 15,
          lastError: `550 5.1.1 <${budi}>: Recipient address rejected: User unknown in virtual mailbox table`,
          nextAttemptAt: new Date("2030-01-01T00:00:00.000Z"),
        },
        {
          subjectEmail: budi,
          channel: "newsletter-mail",
          payload: { to: budi, subject: "Selamat datang", text: "SECRET-BODY", html: "" },
        },
        {
          leadId: sitiLead.id,
          subjectEmail: siti,
          channel: "sales-mail",
          payload: {
            to: "sales@regu.example",
            replyTo: siti,
            subject: "New demo",
            text: "SECRET-BODY",
            html: "",
          },
          status: "failed",
          attempts: 15,
          lastError: "connect ECONNREFUSED 127.0.0.1:587",
        },
        {
          subjectEmail: siti,
          channel: "newsletter-mail",
          payload: { to: siti, subject: "Welcome", text: "SECRET-BODY", html: "" },
        },
      ])
      .returning({ id: outbox.id, channel: outbox.channel, subjectEmail: outbox.subjectEmail });
    const idOf = (channel: string, email: string) =>
      messages.find((row) => row.channel === channel && row.subjectEmail.toLowerCase() === email)?.id ?? 0;
    ids.budiSent = idOf("sales-mail", budi);
    ids.budiFailed = idOf("visitor-mail", budi);
    ids.sitiFailed = idOf("sales-mail", siti);
    await db.insert(outboxAttempts).values([
      { messageId: ids.budiSent, ok: true, durationMs: 40 },
      { messageId: ids.budiFailed, ok: false, error: "550", durationMs: 30 },
      { messageId: ids.budiFailed, ok: false, error: "550", durationMs: 31 },
      { messageId: ids.sitiFailed, ok: false, error: "ECONNREFUSED", durationMs: 5 },
    ]);
    // Budi confirmed, Siti has not yet, Dewi confirmed and left.
    await db.insert(newsletterSubscribers).values([
      {
        email: budi,
        lang: "id",
        sourcePage: "/blog",
        subscribedAt: new Date("2025-03-02T01:00:00.000Z"),
        confirmationSentAt: new Date("2025-03-02T01:00:00.000Z"),
        confirmedAt: new Date("2025-03-02T01:20:00.000Z"),
      },
      {
        email: siti,
        lang: "en",
        sourcePage: "/",
        subscribedAt: new Date("2025-03-05T09:00:00.000Z"),
        confirmationSentAt: new Date("2025-03-05T09:30:00.000Z"),
      },
      {
        email: dewi,
        lang: "id",
        sourcePage: "/beranda",
        subscribedAt: new Date("2025-02-10T04:00:00.000Z"),
        confirmationSentAt: new Date("2025-02-10T04:00:00.000Z"),
        confirmedAt: new Date("2025-02-11T07:00:00.000Z"),
        unsubscribedAt: new Date("2025-03-01T12:00:00.000Z"),
      },
    ]);
    // Counters written by the real rate limiter, so erasure is checked against the forms' own keys.
    const limiter = createRateLimiter(db);
    await limiter.consume(formRateRules("demo", "203.0.113.9", budi));
    // Budi's inbox in another spelling: the demo's and the newsletter's sends share one counter.
    await limiter.consume(formRateRules("newsletter", "203.0.113.9", budi.replace("@", "+news@")));
    await limiter.consume([confirmationMailRule(budi, 3)]);
    await limiter.consume(formRateRules("contact", "198.51.100.7", siti));
  });

  afterAll(async () => {
    await database.close();
  });

  describe("export", () => {
    it("writes one type over whole UTC days, oldest first, every column", async () => {
      const { output, out, err } = capture();
      const exported = await exportLeads(
        database.db,
        { type: "demo", from: "2025-03-01", to: "2025-03-31" },
        output,
      );
      expect(exported).toBe(4);
      expect(err()).toBe("4 leads exported\n");
      const text = out();
      expect(text.startsWith("\uFEFF")).toBe(true);
      expect(text.endsWith("\r\n")).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(1));
      expect(header).toEqual([...leadColumns]);
      expect(rows.every((row) => row.length === leadColumns.length)).toBe(true);
      const column = (name: (typeof leadColumns)[number]) =>
        rows.map((row) => row[leadColumns.indexOf(name)]);
      expect(column("name")).toEqual([
        "First of March",
        'Budi "Bud" Santoso, S.E.\nJakarta',
        "Siti Rahayu",
        "Last of March",
      ]);
      expect(column("created_at")).toEqual([
        "2025-03-01T00:00:00.000Z",
        "2025-03-15T08:00:00.000Z",
        "2025-03-25T10:00:00.000Z",
        "2025-03-31T23:59:59.999Z",
      ]);
      expect(column("type")).toEqual(["demo", "demo", "demo", "demo"]);
      expect(column("status")).toEqual(["new", "new", "spam", "new"]);
      expect(column("status_reason")).toEqual(["", "", "honeypot filled", ""]);
      expect(column("interests")[0]).toBe("attendance; leave");
      expect(column("time_zone")[0]).toBe("Asia/Jakarta");
      expect(column("topic")[0]).toBe("");
      expect(column("recaptcha_score")[0]).toBe("0.9");

      const budiRow = rows[1] ?? [];
      const cell = (name: (typeof leadColumns)[number]) => budiRow[leadColumns.indexOf(name)];
      expect(cell("company")).toBe('\'=HYPERLINK("http://evil.example","klik")');
      expect(cell("phone")).toBe("'+62 812 3456 7890");
      expect(cell("marketing_consent")).toBe("true");
      expect([
        cell("utm_source"),
        cell("utm_term"),
        cell("landing_page"),
        cell("referrer"),
        cell("page"),
      ]).toEqual(["google", "absensi", "/harga", "https://www.google.com/", "/demo"]);
      // The raw text: the name is quoted, its quotes doubled, its line break kept inside the quotes.
      expect(text).toContain('"Budi ""Bud"" Santoso, S.E.\nJakarta"');
    });

    it("filters by status and writes to a file", async () => {
      const dir = mkdtempSync(join(tmpdir(), "leads-cli-"));
      try {
        const file = join(dir, "spam.csv");
        const { output, out, err } = capture();
        expect(await exportLeads(database.db, { status: "spam", out: file }, output)).toBe(1);
        expect(out()).toBe("");
        expect(err()).toBe(`1 lead exported to ${file}\n`);
        const rows = parseCsv(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
        expect(rows).toHaveLength(2);
        expect(rows[1]?.[leadColumns.indexOf("status_reason")]).toBe("honeypot filled");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("writes just the header when nothing matches", async () => {
      const { output, out } = capture();
      expect(await exportLeads(database.db, { type: "resource" }, output)).toBe(0);
      expect(parseCsv(out().slice(1))).toHaveLength(1);
    });
  });

  describe("export --type newsletter", () => {
    const exported = async (options: SubscriberExportOptions) => {
      const { output, out, err } = capture();
      const n = await exportSubscribers(database.db, options, output);
      const [header, ...rows] = parseCsv(out().slice(1));
      expect(header).toEqual([...subscriberColumns]);
      const column = (name: (typeof subscriberColumns)[number]) =>
        rows.map((row) => row[subscriberColumns.indexOf(name)]);
      return { n, rows, column, err: err() };
    };

    it("writes the mailing list by default: the confirmed subscribers, with the proof of consent", async () => {
      const { n, rows, column, err } = await exported({ status: "confirmed" });
      expect(n).toBe(1);
      expect(err).toBe("1 confirmed subscriber exported\n");
      expect(rows).toHaveLength(1);
      expect(column("email")).toEqual([budi]);
      expect(column("status")).toEqual(["confirmed"]);
      expect(column("subscribed_at")).toEqual(["2025-03-02T01:00:00.000Z"]);
      expect(column("source_page")).toEqual(["/blog"]);
      expect(column("confirmed_at")).toEqual(["2025-03-02T01:20:00.000Z"]);
      expect(column("unsubscribed_at")).toEqual([""]);
    });

    it("shows the pending ones, or everyone with each one's status, oldest sign-up first", async () => {
      const pending = await exported({ status: "pending" });
      expect(pending.column("email")).toEqual([siti]);
      expect(pending.column("status")).toEqual(["pending"]);
      expect(pending.column("confirmed_at")).toEqual([""]);
      expect(pending.column("confirmation_sent_at")).toEqual(["2025-03-05T09:30:00.000Z"]);

      const all = await exported({ status: "all" });
      expect(all.err).toBe("3 subscribers exported\n");
      expect(all.column("email")).toEqual([dewi, budi, siti]);
      expect(all.column("status")).toEqual(["unsubscribed", "confirmed", "pending"]);
      expect(all.column("unsubscribed_at")).toEqual(["2025-03-01T12:00:00.000Z", "", ""]);

      const march = await exported({ status: "all", from: "2025-03-01", to: "2025-03-04" });
      expect(march.column("email")).toEqual([budi]);
    });
  });

  describe("outbox", () => {
    it("lists messages with addresses masked, no bodies, and counts per status", async () => {
      const { output, out } = capture();
      const counts = await listOutbox(database.db, {}, output);
      expect(counts).toEqual({ pending: 2, sent: 1, failed: 2 });
      const text = out();
      expect(text).toContain("b***@pt-alun.co.id");
      expect(text).toContain("s***@tokoh.co.id");
      expect(text).toContain("550 5.1.1 <b***@pt-alun.co.id>");
      expect(text).not.toMatch(/budi@|siti@|Budi@/i);
      expect(text).not.toContain("SECRET-BODY");
      expect(text).not.toContain("sales@regu.example");
      expect(text).toContain("Outbox: 2 pending, 1 sent, 2 failed");
      const header = text.split("\n")[0];
      expect(header).toMatch(/^id\s+channel\s+status\s+attempts\s+next attempt \(UTC\)/);
      // The last error is cut to one short line.
      expect(text).not.toContain("virtual mailbox table");
    });

    it("filters by status and says when rows are left out", async () => {
      const { output, out } = capture();
      await listOutbox(database.db, { status: "failed", limit: 1 }, output);
      const lines = out().trim().split("\n");
      expect(lines.filter((line) => /^\d+\s/.test(line))).toHaveLength(1);
      expect(out()).toContain("showing the 1 newest of 2");
    });

    it("puts one failed message back in the queue, due now, and refuses others", async () => {
      const { output, out } = capture();
      expect(await retryOutbox(database.db, { id: ids.budiFailed ?? 0 }, output)).toEqual([ids.budiFailed]);
      expect(out()).toContain("1 message back in the queue");
      const [row] = await database.db
        .select({
          status: outbox.status,
          attempts: outbox.attempts,
          due: sql<boolean>`${outbox.nextAttemptAt} <= now()`,
        })
        .from(outbox)
        .where(eq(outbox.id, ids.budiFailed ?? 0));
      expect(row).toEqual({ status: "pending", attempts: 0, due: true });

      await expect(retryOutbox(database.db, { id: ids.budiSent ?? 0 }, capture().output)).rejects.toThrow(
        new CommandError(`message ${ids.budiSent} is sent, not failed: only failed messages are retried`),
      );
      await expect(retryOutbox(database.db, { id: 999_999 }, capture().output)).rejects.toThrow(
        "there is no message 999999 in the outbox",
      );
    });

    it("retries every failed message at once", async () => {
      const { output, out } = capture();
      expect(await retryOutbox(database.db, { allFailed: true }, output)).toEqual([ids.sitiFailed]);
      const [failed] = await database.db
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.status, "failed"));
      expect(failed?.n).toBe(0);
      expect(out()).toContain("1 message back in the queue");
      const again = capture();
      expect(await retryOutbox(database.db, { allFailed: true }, again.output)).toEqual([]);
      expect(again.out()).toBe("No failed messages: nothing to retry.\n");
    });
  });

  describe("forget", () => {
    const snapshot = async () => {
      const { db } = database;
      const total = async (
        table: typeof leads | typeof outbox | typeof outboxAttempts | typeof newsletterSubscribers,
      ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
      return {
        leads: await total(leads),
        outbox: await total(outbox),
        outbox_attempts: await total(outboxAttempts),
        newsletter_subscribers: await total(newsletterSubscribers),
        rate_limit_hits: (await db.select({ n: count() }).from(rateLimitHits))[0]?.n ?? 0,
      };
    };
    const expected = {
      leads: 1,
      outbox: 3,
      outbox_attempts: 3,
      newsletter_subscribers: 1,
      rate_limit_hits: 2,
    };

    it("without --yes counts what would go and deletes nothing", async () => {
      const before = await snapshot();
      const { output, out } = capture();
      expect(await forget(database.db, { email: "BUDI@pt-alun.co.id", yes: false }, output)).toEqual(
        expected,
      );
      expect(await snapshot()).toEqual(before);
      expect(out()).toContain("Dry run, nothing deleted");
      expect(out()).toMatch(/outbox_attempts\s+3/);
      expect(out()).not.toContain(budi);
    });

    it("with --yes removes the person from every table and leaves everyone else", async () => {
      const before = await snapshot();
      const { db } = database;
      const { output, out } = capture();
      expect(await forget(db, { email: budi, yes: true }, output)).toEqual(expected);
      expect(out()).toContain("Deleted everything stored about b***@pt-alun.co.id");
      const after = await snapshot();
      for (const [table, n] of Object.entries(expected)) {
        expect(after[table as keyof typeof after], table).toBe(before[table as keyof typeof before] - n);
      }
      const lower = (column: typeof leads.email) => sql`lower(${column})`;
      expect(
        await db
          .select()
          .from(leads)
          .where(eq(lower(leads.email), budi)),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(outbox)
          .where(eq(sql`lower(${outbox.subjectEmail})`, budi)),
      ).toEqual([]);
      expect(
        await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, budi)),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(rateLimitHits)
          .where(inArray(rateLimitHits.key, rateLimitKeysOf(budi))),
      ).toEqual([]);

      // Siti keeps everything: her leads, her messages and their attempts, her subscription, her counters.
      expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.email, siti))).toHaveLength(6);
      expect(
        await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.subjectEmail, siti)),
      ).toHaveLength(2);
      expect(
        await db
          .select({ id: outboxAttempts.id })
          .from(outboxAttempts)
          .where(eq(outboxAttempts.messageId, ids.sitiFailed ?? 0)),
      ).toHaveLength(1);
      expect(
        await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, siti)),
      ).toHaveLength(1);
      expect(
        await db
          .select()
          .from(rateLimitHits)
          .where(inArray(rateLimitHits.key, rateLimitKeysOf(siti))),
      ).toHaveLength(1);
      // Counters by IP are not about anyone in particular and stay: three IP counters and Siti's.
      expect(after.rate_limit_hits).toBe(4);

      const again = capture();
      expect(await forget(db, { email: budi, yes: true }, again.output)).toEqual({
        leads: 0,
        outbox: 0,
        outbox_attempts: 0,
        newsletter_subscribers: 0,
        rate_limit_hits: 0,
      });
      expect(again.out()).toContain("Nothing is stored about this address.");
    });
  });
});

describe("the command line", () => {
  it("prints the usage for help (0) and for wrong usage (2)", async () => {
    const help = capture();
    expect(await main(["help"], {}, help.output)).toBe(0);
    expect(help.out()).toContain("npm run leads -- export --type demo");
    const wrong = capture();
    expect(await main(["export", "--type", "webinar"], {}, wrong.output)).toBe(2);
    expect(wrong.err()).toMatch(/^export: --type "webinar": must be one of/);
    expect(wrong.err()).toContain("Usage: npm run leads -- <command>");
    expect(wrong.out()).toBe("");
  });

  it("fails (1) with a plain message when the site holds the embedded database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "leads-cli-"));
    try {
      mkdirSync(join(dataDir, "pglite"));
      writeFileSync(join(dataDir, "pglite", "postmaster.pid"), "-42\n/pglite/data\n");
      const { output, err } = capture();
      expect(await main(["outbox"], { DATA_DIR: dataDir }, output)).toBe(1);
      expect(err()).toContain(
        "is in use by another process, probably the site: stop the site first, or use DATABASE_URL.",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fails (1) on a bad configuration, as the server would", async () => {
    const { output, err } = capture();
    expect(await main(["outbox"], { DATABASE_URL: "mysql://db" }, output)).toBe(1);
    expect(err()).toContain("DATABASE_URL");
  });
});
