import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import { createConsentService } from "../../core/consent/consent-records.server.ts";
import { openDatabase, type Database } from "../../core/db/database.server.ts";
import { leads, outbox, outboxAttempts, rateLimitHits } from "../../core/db/schema.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { createDownloadLinks } from "../../core/leads/download-links.server.ts";
import { createMailer, type Mailer } from "../../core/mail/mailer.server.ts";
import { createBotCheck } from "../../core/leads/recaptcha.server.ts";
import { createLeadService } from "../../core/leads/store/leads.server.ts";
import { createOutboxWorker } from "../../core/outbox/outbox-worker.server.ts";
import { createRateLimiter, formRateLimits } from "../../core/limits/rate-limit.server.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { pathTo } from "../../core/routing/paths.ts";
import type { Services } from "../../core/services/context.ts";
import { action as thrAction } from "../../app/routes/calculators/thr.tsx";
import { freshPostgresDatabase } from "../support/database-backends.ts";
import { memoryLog } from "../support/memory-log.ts";
import { pdfText } from "../support/pdf-text.ts";
import { postToAction } from "../support/route-action.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

/**
 * "Email me this calculation" (docs/calculators.md) from the THR page's action to the SMTP server: the
 * server works the query out again, stores a `calculator` lead with the notice the visitor read, queues
 * the mail with its PDF in the outbox, and the worker delivers it. Kemnaker's example: 3/12 × Rp 6.000.000
 * = Rp 1.500.000.
 */

const siteUrl = "https://regu.example";
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
});

let serial = 0;
const unique = (local: string) => `${local}.${Date.now().toString(36)}${++serial}@tokosejahtera.co.id`;

const backends = [
  {
    name: "embedded PGlite",
    async open() {
      const handle = await openDatabase({ dataDir: "memory://" });
      return { db: handle.db, stop: () => handle.close() };
    },
  },
  {
    name: "PostgreSQL server",
    async open() {
      const handle = await openDatabase({ url: await freshPostgresDatabase(), dataDir: "unused" });
      return { db: handle.db, stop: () => handle.close() };
    },
  },
];

describe.each(backends)("a calculation sent by mail on $name", (backend) => {
  let db: Database;
  let stop: () => Promise<void>;
  let mailer: Mailer;

  beforeAll(async () => {
    ({ db, stop } = await backend.open());
    mailer = createMailer(smtp.url, "Regu <no-reply@regu.example>");
  });
  afterAll(async () => {
    mailer?.close();
    await stop?.();
  });
  beforeEach(async () => {
    await db.delete(outboxAttempts);
    await db.delete(outbox);
    await db.delete(leads);
    await db.delete(rateLimitHits);
    smtp.messages.length = 0;
  });

  const services = (limits = formRateLimits): Services => ({
    newsletter: createNewsletterService(db, {
      siteUrl,
      signingSecret: "newsletter-signing-secret-0123456789abcdef",
    }),
    leads: createLeadService(db, {
      siteUrl,
      salesEmail: "sales@regu.example",
      registrationWebhookUrl: "http://127.0.0.1:9/none",
    }),
    rateLimiter: createRateLimiter(db, limits),
    // No reCAPTCHA secret: every post is unverified, as on a site without a key.
    botCheck: createBotCheck({
      secret: undefined,
      verifyUrl: "http://127.0.0.1:9/none",
      thresholds: { default: 0.5 },
      hostnames: ["regu.example"],
      timeoutMs: 1000,
    }),
    downloads: createDownloadLinks("download-signing-secret-for-the-tests-0123456789"),
    consent: createConsentService(db),
    notifyOutbox: () => undefined,
    log: memoryLog(),
  });

  const thrPage = (lang: "en" | "id", query: string) => `${siteUrl}${pathTo("thrCalculator", lang)}?${query}`;

  it.each(["id", "en"] as const)(
    "mails the %s PDF of the server's own figures and stores a calculator lead with the notice",
    async (lang) => {
      const email = unique("rina.payroll");
      // The wage as people type it; a figure posted beside it is not read.
      const result = await postToAction(thrAction, {
        url: thrPage(lang, "wage=Rp+6.000.000&months=3"),
        services: services(),
        fields: { email: ` ${email.toUpperCase()} `, total: "999999999" },
      });
      expect(result).toBeInstanceOf(Response);
      const response = result as unknown as Response;
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("Location") ?? "", siteUrl);
      expect(location.pathname).toBe(pathTo("thrCalculator", lang));
      expect(Object.fromEntries(location.searchParams)).toEqual({
        wage: "Rp 6.000.000",
        months: "3",
        sent: "1",
      });

      const [row] = await db.select().from(leads).where(eq(leads.email, email));
      expect(row).toMatchObject({
        type: "calculator",
        status: "unverified",
        lang,
        name: "",
        phone: "",
        company: "",
      });
      expect(row?.details).toMatchObject({
        calculator: "thr",
        inputs: { wage: 6_000_000, months: 3 },
        figures: [{ value: 1_500_000 }],
        consentText: `${formWords[lang].privacyNotice.before}${formWords[lang].privacyNotice.link}${formWords[lang].privacyNotice.after}`,
      });
      const queued = await db
        .select()
        .from(outbox)
        .where(eq(outbox.leadId, row?.id ?? 0));
      // The visitor's mail only: a calculation notifies nobody at Regu.
      expect(queued.map((message) => message.channel)).toEqual(["visitor-mail"]);

      const worker = createOutboxWorker(db, {
        mailer,
        webhookSecrets: {},
        retryBaseMs: 50,
        maxAttempts: 3,
        pollMs: 50,
      });
      expect(await worker.runOnce()).toBe(1);
      const [mail] = (await smtp.waitFor(1)) as [ParsedMail];
      const copy = (lang === "en" ? emailsEn : emailsId).calculator;
      expect(mail.subject).toBe(copy.subject.replace("{calculator}", "THR"));
      expect(mail.text).toContain(lang === "id" ? "Rp 1.500.000" : "Rp 1,500,000");
      expect(mail.text).not.toContain("999");
      const [attachment] = mail.attachments;
      expect(attachment?.contentType).toBe("application/pdf");
      expect(attachment?.filename).toMatch(/^regu-thr-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = pdfText(attachment?.content ?? Buffer.alloc(0));
      const money = (amount: string) => (lang === "id" ? `Rp ${amount.replace(/,/g, ".")}` : `Rp ${amount}`);
      expect(text).toContain(money("6,000,000"));
      expect(text).toContain(money("1,500,000"));
      expect(text).toContain("Permenaker 6/2016");
      expect(text).toContain(calculatorPagesContent[lang].email.pdf.workingTitle);
      expect(text).not.toContain("999");
    },
  );

  it("refuses a bad address with the error code, keeping what was typed, and stores nothing", async () => {
    const result = await postToAction(thrAction, {
      url: thrPage("id", "wage=6000000&months=3"),
      services: services(),
      fields: { email: "rina@" },
    });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { status: "invalid", errors: { email: "email" }, values: { email: "rina@" } },
    });
    expect(await db.select().from(leads)).toHaveLength(0);
  });

  it("counts posts per network with the shared limiter, and an inbox over every form", async () => {
    const limited = services({ ...formRateLimits, perIp: 2 });
    const post = (email: string, clientIp: string) =>
      postToAction(thrAction, {
        url: thrPage("en", "wage=6000000&months=3"),
        services: limited,
        fields: { email },
        clientIp,
      });
    // Two hosts of one IPv6 /64 are one network.
    expect(((await post(unique("a"), "2001:db8:1:2::10")) as unknown as Response).status).toBe(303);
    expect(((await post(unique("b"), "2001:db8:1:2::99")) as unknown as Response).status).toBe(303);
    expect(await post(unique("c"), "2001:db8:1:2::ab")).toMatchObject({
      init: { status: 429 },
      data: { status: "limited" },
    });
    // Another network is not refused.
    expect(((await post(unique("d"), "198.51.100.4")) as unknown as Response).status).toBe(303);

    // An inbox that sent the other forms five times this hour gets no calculation either.
    const inbox = unique("busy");
    for (let i = 0; i < formRateLimits.perEmail; i += 1)
      await limited.rateLimiter.consumeForm("contact", `192.0.2.${i}`, inbox);
    expect(await post(inbox, "203.0.113.50")).toMatchObject({
      init: { status: 429 },
      data: { status: "limited" },
    });
  });

  it("keeps the lead and retries the mail while the SMTP server is down", async () => {
    const email = unique("retry");
    await postToAction(thrAction, {
      url: thrPage("en", "wage=6000000&months=3"),
      services: services(),
      fields: { email },
    });
    await smtp.stop();
    const worker = createOutboxWorker(db, {
      mailer,
      webhookSecrets: {},
      retryBaseMs: 50,
      maxAttempts: 3,
      pollMs: 50,
      log: memoryLog(),
    });
    try {
      await worker.runOnce();
      const [message] = await db.select().from(outbox);
      expect(message).toMatchObject({ status: "pending", attempts: 1 });
    } finally {
      await smtp.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await worker.runOnce()).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.messages[0]?.attachments).toHaveLength(1);
  });
});
