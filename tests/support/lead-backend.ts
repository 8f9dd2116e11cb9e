/**
 * What the lead backend's integration tests share (lead-store, outbox-delivery, lead-screening, form-posts and
 * newsletter-subscribers in tests/integration/): a real SMTP server, a webhook receiver and a fake reCAPTCHA
 * endpoint for the file; each database the site runs on, emptied before every test; the settings, the
 * visitors' leads and the helpers that read the mails.
 *
 * The servers and the database are exported as `let` bindings that the hooks of `setUpLeadServers()` and
 * `describeOnLeadBackends()` assign: an ES module exports the binding, not its value, so a test reads the
 * server or the database of the moment it runs.
 */
import { createHmac } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { AddressObject, ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../core/db/database.server.ts";
import { leads, newsletterSubscribers, outbox, outboxAttempts, rateLimitHits } from "../../core/db/schema.ts";
import type { Attribution, LeadInput } from "../../core/leads/lead.ts";
import { createBotCheck, type BotCheck, type BotVerdict } from "../../core/leads/recaptcha.server.ts";
import { sanitizeMessageHtml } from "../../core/leads/schemas/rich-text.server.ts";
import type { LeadSettings, Screening } from "../../core/leads/store/leads.server.ts";
import { createMailer, type Mailer } from "../../core/mail/mailer.server.ts";
import {
  createOutboxWorker,
  signatureHeader,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "../../core/outbox/outbox-worker.server.ts";
import { databaseBackends } from "./database-backends.ts";
import { startHttpFixture, type HttpFixture, type RecordedRequest } from "./http-fixture.ts";
import { memoryLog } from "./memory-log.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server.ts";

// ---------------------------------------------------------------------------------------------------------
// Servers shared by a whole file: a real SMTP server, a webhook receiver and a fake reCAPTCHA endpoint.

export let smtp: TestSmtpServer;
export let hooks: HttpFixture;
export let siteVerify: HttpFixture;

/** Starts the servers before the file's first test and stops them after its last. */
export function setUpLeadServers(): void {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    hooks = await startHttpFixture({ status: 200, json: { ok: true } });
    siteVerify = await startHttpFixture({ status: 200, json: { success: true } });
  });

  afterAll(async () => {
    await smtp?.stop();
    await hooks?.stop();
    await siteVerify?.stop();
  });
}

export const siteUrl = "https://regu.example";
export const salesEmail = "sales@regu.example";
export const sender = "Regu <no-reply@regu.example>";
export const secrets = { registration: "registration-secret-3f9a", crm: "crm-secret-81c2" };
export const registrationPath = "/hooks/registration";
export const crmPath = "/hooks/crm";

export const leadSettings = (extra: Partial<LeadSettings> = {}): LeadSettings => ({
  siteUrl,
  salesEmail,
  registrationWebhookUrl: `${hooks.url}${registrationPath}`,
  ...extra,
});

export const newScreening: Screening = { status: "new", score: 0.9 };

// ---------------------------------------------------------------------------------------------------------
// Mail helpers.

export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((address) => address.address ?? ""));
}

export const mailsTo = (address: string): ParsedMail[] =>
  smtp.messages.filter((mail) => addressesOf(mail.to).includes(address));

/** The value, or a failed test when it is missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

export function onlyMailTo(address: string): ParsedMail {
  const found = mailsTo(address);
  expect(found, `mails to ${address}`).toHaveLength(1);
  return found[0] as ParsedMail;
}

export function headerLine(mail: ParsedMail, key: string): string | undefined {
  return mail.headerLines.find((line) => line.key === key.toLowerCase())?.line;
}

export const htmlOf = (mail: ParsedMail): string => (typeof mail.html === "string" ? mail.html : "");
export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function expectSignature(request: RecordedRequest, secret: string): void {
  const expected = `sha256=${createHmac("sha256", secret).update(request.raw).digest("hex")}`;
  expect(request.headers[signatureHeader.toLowerCase()]).toBe(expected);
}

// ---------------------------------------------------------------------------------------------------------
// Leads, with realistic Indonesian and Malaysian visitors.

export const attribution: Attribution = {
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "absensi-online-2025",
  utm_term: "aplikasi absensi karyawan",
  utm_content: "iklan-teks-a",
  landingPage: "/fitur/absensi-online",
  referrer: "https://www.google.co.id/",
  page: "/minta-demo",
};

type InputOf<T extends LeadInput["type"]> = Extract<LeadInput, { type: T }>;

/** A unique suffix per call, so no test's lead is a duplicate of another's. */
let serial = 0;
export const unique = (local: string, domain: string) =>
  `${local}.${Date.now().toString(36)}${++serial}@${domain}`;

export function demoLead(overrides: Partial<InputOf<"demo">> = {}): InputOf<"demo"> {
  return {
    type: "demo",
    lang: "id",
    name: "Siti Rahmawati",
    email: unique("siti.rahmawati", "sumbermakmur-logistik.co.id"),
    phone: "+62 812-3456-7890",
    company: "PT Sumber Makmur Logistik",
    details: {
      companySize: "51-200",
      country: "ID",
      interests: ["time", "overtime", "payroll"],
      slot: "2030-03-12T03:00:00.000Z",
      timeZone: "Asia/Jakarta",
    },
    marketingConsent: true,
    attribution,
    ...overrides,
  };
}

export function registrationLead(overrides: Partial<InputOf<"registration">> = {}): InputOf<"registration"> {
  return {
    type: "registration",
    lang: "en",
    name: "Ahmad Faizal bin Rahman",
    email: unique("faizal", "kedaikopi-nusantara.com.my"),
    phone: "+60 12-345 6789",
    company: "Kedai Kopi Nusantara & Rakan Sdn. Bhd.",
    details: { companySize: "11-50", country: "MY", termsAcceptedAt: "2025-06-02T08:15:00.000Z" },
    marketingConsent: false,
    attribution: { page: "/register", utm_source: "facebook", utm_medium: "social" },
    ...overrides,
  };
}

export const contactMessage = sanitizeMessageHtml(
  "<p>Selamat siang, tim Regu.</p><p>Kami ingin menanyakan <b>faktur bulan Mei</b> yang belum kami terima.</p>" +
    "<ul><li>Nomor pelanggan: RG-20431</li><li>Cabang: Solo dan Semarang</li></ul>",
  "html",
);

export function contactLead(overrides: Partial<InputOf<"contact">> = {}): InputOf<"contact"> {
  return {
    type: "contact",
    lang: "id",
    name: "Dewi Lestari",
    email: unique("dewi.lestari", "batiksemar.co.id"),
    phone: "",
    company: "Batik Semar Surakarta",
    details: { topic: "billing", messageHtml: contactMessage.html, messageText: contactMessage.text },
    marketingConsent: false,
    attribution: { page: "/kontak" },
    ...overrides,
  };
}

export function resourceLead(overrides: Partial<InputOf<"resource">> = {}): InputOf<"resource"> {
  return {
    type: "resource",
    lang: "en",
    name: "Nur Aisyah binti Ismail",
    email: unique("aisyah", "klinik-sejahtera.my"),
    phone: "+60 19-876 5432",
    company: "Klinik Sejahtera Sdn. Bhd.",
    details: {
      slug: "month-end-attendance-and-payroll-checklist",
      title: "Month-end attendance and payroll checklist",
    },
    marketingConsent: true,
    attribution: { page: "/download-resources/month-end-attendance-and-payroll-checklist" },
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The databases, each emptied before every test.

interface LeadBackend {
  name: string;
  /** `second` is another handle on the same database: a second site instance. */
  open(): Promise<{ database: DatabaseHandle; second: DatabaseHandle; stop(): Promise<void> }>;
}

const leadBackends: LeadBackend[] = databaseBackends.map((backend) => ({
  name: backend.name,
  async open() {
    const { database, url, stop } = await backend.open();
    // PGlite serves one process: a "second instance" shares the handle.
    const second = url === undefined ? database : await openDatabase({ url, dataDir: "unused" });
    return {
      database,
      second,
      async stop() {
        if (second !== database) await second.close();
        await database.close();
        await stop();
      },
    };
  },
}));

export let database: DatabaseHandle;
export let second: DatabaseHandle;
export let db: Database;
export let mailer: Mailer;
export const workerLog = memoryLog();

/**
 * The tests `define` declares, once on each database, named "lead backend on <database> > …": the database
 * opened before the first of them and emptied before each.
 */
export function describeOnLeadBackends(define: (backend: LeadBackend) => void): void {
  describe.each(leadBackends)("lead backend on $name", (backend) => {
    setUpLeadBackend(backend);
    define(backend);
  });
}

function setUpLeadBackend(backend: LeadBackend): void {
  let stopDatabase: () => Promise<void>;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.database;
    second = opened.second;
    stopDatabase = opened.stop;
    db = database.db;
    mailer = createMailer(smtp.url, sender);
  });

  afterAll(async () => {
    mailer?.close();
    await stopDatabase?.();
  });

  beforeEach(async () => {
    await db.delete(outboxAttempts);
    await db.delete(outbox);
    await db.delete(leads);
    await db.delete(newsletterSubscribers);
    await db.delete(rateLimitHits);
    smtp.messages.length = 0;
    smtp.envelopes.length = 0;
    hooks.requests.length = 0;
    hooks.respond({ status: 200, json: { ok: true } });
    workerLog.lines.length = 0;
  });

  afterEach(async () => {
    // A test that stopped SMTP and failed half-way must not take the server down for the next one.
    await smtp.start();
  });
}

/** A worker on `on` that retries within the test's time, with the options a test adds. */
export const workerOn = (on: Database, extra: Partial<OutboxWorkerOptions> = {}): OutboxWorker =>
  createOutboxWorker(on, {
    mailer,
    webhookSecrets: secrets,
    retryBaseMs: 50,
    maxAttempts: 5,
    pollMs: 50,
    log: workerLog,
    ...extra,
  });

export const outboxOf = (leadId: number) =>
  db.select().from(outbox).where(eq(outbox.leadId, leadId)).orderBy(asc(outbox.id));

export const attemptsOf = (messageIds: number[]) =>
  messageIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(outboxAttempts)
        .where(inArray(outboxAttempts.messageId, messageIds))
        .orderBy(asc(outboxAttempts.id));

// ---------------------------------------------------------------------------------------------------------
// reCAPTCHA over real HTTP against a local verify endpoint.

export const recaptchaSecret = "recaptcha-secret-test";

export function recaptchaCheck(options: { secret?: string; verifyUrl?: string } = {}): BotCheck {
  return createBotCheck({
    secret: "secret" in options ? options.secret : recaptchaSecret,
    verifyUrl: options.verifyUrl ?? `${siteVerify.url}/recaptcha/api/siteverify`,
    thresholds: { default: 0.5, demo: 0.5 },
    hostnames: ["localhost", "regu.example"],
    timeoutMs: 2000,
  });
}

/** How the lead forms turn a verdict into a screening (app/leads/lead-action.server.ts). */
export function screeningOf(verdict: BotVerdict): Screening {
  if (verdict.verdict === "human") return { status: "new", score: verdict.score };
  if (verdict.verdict === "spam") return { status: "spam", reason: verdict.reason, score: verdict.score };
  return { status: "unverified", reason: verdict.reason };
}
