/**
 * The outbox delivering a lead's mails and webhooks: SMTP down and back, a webhook retried and signed, one
 * given up on, two workers sending each message once; on PGlite and on a PostgreSQL server
 * (tests/support/lead-backend.ts).
 */
import { expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailsId } from "../../content/emails/id.ts";
import { leads, outbox, outboxAttempts } from "../../core/db/schema.ts";
import { createLeadService } from "../../core/leads/store/leads.server.ts";
import { signatureHeader } from "../../core/outbox/outbox-worker.server.ts";
import { sleepUntil } from "../../scripts/processes/wait.ts";
import {
  addressesOf,
  attemptsOf,
  contactLead,
  crmPath,
  database,
  db,
  demoLead,
  describeOnLeadBackends,
  expectSignature,
  hooks,
  leadSettings,
  mailsTo,
  must,
  newScreening,
  onlyMailTo,
  outboxOf,
  resourceLead,
  salesEmail,
  second,
  secrets,
  setUpLeadServers,
  smtp,
  workerLog,
  workerOn,
} from "../support/lead-backend.ts";

setUpLeadServers();

describeOnLeadBackends((backend) => {
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
});
