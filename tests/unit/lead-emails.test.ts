import { describe, expect, it } from "vitest";
import type { Lead, LeadType } from "../../core/leads/lead.ts";
import { escapeMarkup as escapeHtml } from "../../core/text/escape-markup.ts";
import { attributionFields } from "../../core/leads/schemas/lead-form-data.ts";
import { greetingName } from "../../core/leads/mail/greeting-name.ts";
import { salesNotification, visitorConfirmation } from "../../core/leads/mail/lead-emails.server.ts";
import { newsletterConfirmation } from "../../core/newsletter/confirmation-mail.server.ts";
import { sanitizeMessageHtml } from "../../core/leads/schemas/rich-text.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { fill } from "../../core/i18n/fill.ts";
import { confirmationDays } from "../../core/newsletter/confirmation-period.ts";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";

const emailWords = { en: emailsEn, id: emailsId };

const site = { siteUrl: "https://regu.test/" };
const tag = /<\/?[a-z][^>]*>/i;

const base = {
  id: 4711,
  status: "new",
  createdAt: new Date("2026-03-09T08:15:42Z"),
  name: "Budi Santoso",
  email: "budi@majujaya.co.id",
  phone: "+62 812-3456-7890",
  company: "PT Maju Jaya",
  marketingConsent: true,
  attribution: {
    page: "/jadwalkan-demo",
    landingPage: "/harga?utm_source=google&utm_medium=cpc",
    referrer: "https://www.google.com/search",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "absensi-q1",
    utm_term: "aplikasi absensi",
    utm_content: "iklan-a",
  },
} as const;

/** A full lead of each type: every optional field filled, so the sales mail can be checked for all of them. */
function sampleLead(type: LeadType, lang: Lang): Lead {
  switch (type) {
    case "demo":
      return {
        ...base,
        type,
        lang,
        details: {
          companySize: "51-200",
          country: "ID",
          interests: ["time", "payroll", "projects"],
          // 10:00 in Jakarta, 11:00 in Makassar.
          slot: "2026-03-10T03:00:00.000Z",
          timeZone: "Asia/Makassar",
        },
      };
    case "registration":
      return {
        ...base,
        type,
        lang,
        details: { companySize: "11-50", country: "MY", termsAcceptedAt: "2026-03-09T08:15:40.000Z" },
      };
    case "contact":
      return {
        ...base,
        type,
        lang,
        details: {
          topic: "billing",
          messageHtml: "<p>Can we pay <strong>annually</strong>?</p><ul><li>120 staff</li></ul>",
          messageText: "Can we pay annually? 120 staff",
        },
      };
    case "resource":
      return {
        ...base,
        type,
        lang,
        details: { slug: "kalkulator-upah-lembur-indonesia", title: "Kalkulator upah lembur Indonesia" },
      };
    case "calculator":
      return {
        ...base,
        type,
        lang,
        details: {
          calculator: "thr",
          name: "THR",
          inputs: { wage: 6_000_000, months: 3 },
          figures: [{ label: "THR", value: 1_500_000, text: "Rp 1.500.000" }],
          consentText: "Regu uses these details to answer and follow up on your request.",
        },
      };
  }
}

const types: LeadType[] = ["demo", "registration", "contact", "resource"];
const langs: Lang[] = ["en", "id"];

describe("visitor confirmation", () => {
  for (const type of types) {
    for (const lang of langs) {
      it(`${type} in ${lang}: right language, the first name, and a text version without tags`, () => {
        const mail = visitorConfirmation(sampleLead(type, lang), site);
        expect(mail.html).toContain(`<html lang="${lang}"`);
        if (lang === "id") {
          expect(mail.html).toContain("Terima kasih");
          expect(mail.text).toContain("Terima kasih");
          expect(mail.text).toContain("Kebijakan privasi");
        } else {
          expect(mail.html).not.toMatch(/terima kasih/i);
          expect(mail.text).not.toMatch(/terima kasih/i);
          expect(mail.text).toContain("Thanks");
          expect(mail.text).toContain("Privacy policy");
        }
        expect(mail.subject).not.toBe("");
        const greeting = lang === "id" ? "Halo Budi," : "Hi Budi,";
        expect(mail.html).toContain(greeting);
        expect(mail.text).toContain(greeting);
        expect(mail.html + mail.text).not.toContain("Santoso");
        expect(mail.text).not.toMatch(tag);
        expect(mail.subject + mail.text).not.toMatch(/\{\w+\}/);
        expect(mail.text).toContain(lang === "id" ? "Jakarta Selatan" : "Kuala Lumpur");
        expect(mail.text).toContain("PT Regu Teknologi Nusantara");
      });
    }
  }

  it("shows the demo slot in the visitor's time zone and language", () => {
    const id = visitorConfirmation(sampleLead("demo", "id"), site);
    expect(id.text).toContain("Selasa, 10 Maret 2026, 11.00–11.30 (Waktu Indonesia Tengah)");
    const en = visitorConfirmation(sampleLead("demo", "en"), site);
    expect(en.text).toContain("Tuesday, 10 March 2026, 11:00–11:30 (Central Indonesia Time)");
  });

  it("falls back to the office's time zone when the browser sent an unknown one", () => {
    const lead = sampleLead("demo", "en");
    if (lead.type !== "demo") throw new Error("demo expected");
    const mail = visitorConfirmation(
      { ...lead, details: { ...lead.details, timeZone: "Mars/Olympus" } },
      site,
    );
    expect(mail.text).toContain("10:00–10:30 (Western Indonesia Time)");
  });

  it("says what happens next for each type", () => {
    expect(visitorConfirmation(sampleLead("demo", "en"), site).text).toContain("within one working day");
    const registration = visitorConfirmation(sampleLead("registration", "id"), site).text;
    expect(registration).toContain("14 hari");
    expect(registration).toContain("tanpa kartu kredit");
    expect(registration).toContain("Email aktivasi dikirim terpisah");
    // 08:15 UTC is the afternoon of the same day at the Kuala Lumpur and Jakarta offices.
    const contact = visitorConfirmation(sampleLead("contact", "en"), site).text;
    expect(contact).toContain("It reached us on Monday, 9 March 2026.");
    expect(contact).toContain("reply by email within one working day");
    expect(contact).toContain("Topic: Billing and invoices");
    const kontak = visitorConfirmation(sampleLead("contact", "id"), site).text;
    expect(kontak).toContain("Pesan tersebut masuk pada Senin, 9 Maret 2026.");
    expect(kontak).toContain("Topik: Tagihan dan faktur");
  });

  it("links to pages of the site in the mail's language, absolute and without a double slash", () => {
    const id = visitorConfirmation(sampleLead("resource", "id"), site);
    expect(id.html).toContain('href="https://regu.test/unduh-materi/kalkulator-upah-lembur-indonesia"');
    expect(id.text).toContain("https://regu.test/unduh-materi/kalkulator-upah-lembur-indonesia");
    expect(id.text).toContain("https://regu.test/kebijakan-privasi");
    const en = visitorConfirmation(sampleLead("registration", "en"), site);
    expect(en.text).toContain("https://regu.test/privacy-policy");
    expect(en.text).toContain("https://regu.test/user-guide");
    expect(en.text).not.toContain("regu.test//");
  });
});

describe("what a visitor's confirmation carries to an address nobody confirmed", () => {
  const phishingLink = '<a href="https://evil.example/phish">https://www.regu.example/login</a>';
  const lure = "Click https://evil.example";
  /** Every field the visitor fills in, and the hidden ones the browser sends, with a phishing attempt. */
  function hostileLead(type: LeadType, lang: Lang, name: string): Lead {
    const lead = sampleLead(type, lang);
    const attribution: Lead["attribution"] = { page: "/evil.example" };
    for (const key of attributionFields) attribution[key] = `${lure}/${key}`;
    const visitor = {
      name,
      email: "budi.evil.example@majujaya.co.id",
      phone: lure,
      company: phishingLink,
      attribution,
    };
    switch (lead.type) {
      case "contact":
        return {
          ...lead,
          ...visitor,
          details: {
            ...lead.details,
            messageHtml: `<p>Your account is locked. ${phishingLink}</p><p>${lure}</p>`,
            messageText: `Your account is locked. https://www.regu.example/login (https://evil.example/phish)\n\n${lure}`,
          },
        };
      case "demo":
        return { ...lead, ...visitor, details: { ...lead.details, timeZone: "https://evil.example" } };
      default:
        return { ...lead, ...visitor };
    }
  }

  /** What the visitor wrote, in whole and in telling pieces; only the greeting's word may appear. */
  const visitorWriting = [
    "evil.example",
    "evil",
    "phish",
    // Our own addresses are at regu.example; the lure's login page is not.
    "www.regu.example",
    "regu.example/login",
    "Click",
    "locked",
    "budi.evil",
    "majujaya",
    "Santoso",
  ];

  const names: Array<[name: string, greets: string | undefined]> = [
    ["Budi https://evil.example", "Budi"],
    ["evil.example Budi", undefined],
    [phishingLink, undefined],
    [lure, "Click"],
    ["Budi Santoso", "Budi"],
  ];

  for (const type of types) {
    for (const lang of langs) {
      for (const [name, greets] of names) {
        it(`${type} in ${lang}, from ${JSON.stringify(name)}: none of the visitor's writing${greets ? ` but "${greets}"` : ""}`, () => {
          const mail = visitorConfirmation(hostileLead(type, lang, name), site);
          const greeting =
            greets === undefined
              ? lang === "id"
                ? "Halo Bapak/Ibu,"
                : "Hello,"
              : `${lang === "id" ? "Halo" : "Hi"} ${greets},`;
          for (const [part, body] of [
            ["text", mail.text],
            ["HTML", mail.html],
            ["subject", mail.subject],
          ] as const) {
            if (part !== "subject") expect(body, part).toContain(greeting);
            const others = visitorWriting.filter((writing) => writing !== greets);
            for (const writing of others) expect(body, `${part} holds "${writing}"`).not.toContain(writing);
          }
          // The only link hosts are our site's and WhatsApp's.
          const hosts = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
            match[1]?.startsWith("mailto:") ? "mailto" : new URL(match[1] ?? "").host,
          );
          expect(hosts).toContain("regu.test");
          for (const host of hosts) expect(["regu.test", "wa.me", "mailto"]).toContain(host);
        });
      }
    }
  }

  it("sums up only what the site knows: the options picked, the demo time, the resource's title", () => {
    const demo = visitorConfirmation(hostileLead("demo", "en", "Budi"), site).text;
    expect(demo).toContain("Company size: 51–200 employees");
    expect(demo).toContain("Country: Indonesia");
    expect(demo).toContain("Interested in: Time & attendance, Payroll services, Project management");
    // The time zone the browser sent is not one: the office's stands in.
    expect(demo).toContain("Tuesday, 10 March 2026, 10:00–10:30 (Western Indonesia Time)");
    const resource = visitorConfirmation(hostileLead("resource", "id", "Budi"), site).text;
    expect(resource).toContain("Materi: Kalkulator upah lembur Indonesia");
  });

  it("tells the reader who sent no form that nothing needs doing", () => {
    expect(visitorConfirmation(sampleLead("contact", "en"), site).text).toContain(
      "Didn't fill in this form? Someone may have typed your address by mistake.",
    );
    expect(visitorConfirmation(sampleLead("demo", "id"), site).text).toContain(
      "Tidak merasa mengisi formulir ini?",
    );
  });
});

describe("the name a confirmation greets", () => {
  it.each([
    ["Budi Santoso", "Budi"],
    ["  Siti   Rahmawati ", "Siti"],
    ["Jean-Luc Tan", "Jean-Luc"],
    ["D'Cruz", "D'Cruz"],
    ["Nguyễn Văn An", "Nguyễn"],
    ["สมชาย ใจดี", "สมชาย"],
    ["王小明", "王小明"],
    ["Muthu Kumar", "Muthu"],
    ["முத்து குமார்", "முத்து"],
  ])("greets %j as %j", (name, first) => {
    expect(greetingName(name)).toBe(first);
  });

  it.each([
    "evil.example Budi",
    "https://evil.example",
    "budi@majujaya.co.id",
    "www.regu.example",
    "<b>Budi</b>",
    "Budi,",
    "R2D2",
    "-Budi",
    "Budi-",
    "Dr. Budi",
    "",
    "a".repeat(21),
    // Whole sentences in scripts without spaces, and phrases joined by hyphens (found by a review).
    "请立即访问恶意网站领取退款",
    "请立即访问恶意网站领取退款,",
    "กรุณาเข้าเว็บไซต์เพื่อรับเงินคืนทันที",
    "URGENT-Payment-Overdue",
    "Refund–Pending",
    "Budi王",
  ])("greets %j without a name", (name) => {
    expect(greetingName(name)).toBeUndefined();
  });

  it("takes a plain first word up to 20 letters", () => {
    expect(greetingName(`${"a".repeat(20)} Santoso`)).toBe("a".repeat(20));
  });
});

describe("sales notification", () => {
  /** The values the team must see, as they appear in the text version. */
  const expectedValues: Record<LeadType, string[]> = {
    demo: [
      "Indonesia",
      "51–200 employees",
      "Time & attendance",
      "Payroll services",
      "Project management",
      "Asia/Jakarta",
      "Asia/Makassar",
      "Tuesday, 10 March 2026, 10:00–10:30 GMT+7",
      "Tuesday, 10 March 2026, 11:00–11:30 GMT+8",
    ],
    registration: ["Malaysia", "11–50 employees", "Monday, 9 March 2026 at 08:15:40 UTC"],
    contact: ["Billing and invoices"],
    resource: [
      "Kalkulator upah lembur Indonesia",
      "https://regu.test/unduh-materi/kalkulator-upah-lembur-indonesia",
    ],
    calculator: ["THR", "Rp 1.500.000"],
  };
  const common = [
    base.name,
    base.email,
    base.phone,
    base.company,
    ...Object.values(base.attribution),
    "4711",
    "Monday, 9 March 2026 at 08:15:42 UTC",
    "Yes, opted in",
    "Indonesian",
    "Reply to this email to answer the visitor",
  ];

  for (const type of types) {
    it(`${type}: shows every field of the lead, in English`, () => {
      const mail = salesNotification(sampleLead(type, "id"), site);
      expect(mail.html).toContain('<html lang="en"');
      for (const value of [...common, ...expectedValues[type]]) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(escapeHtml(value));
      }
      expect(mail.text).not.toMatch(tag);
      expect(mail.subject).not.toMatch(/^\[Unverified\]/);
    });
  }

  it("names the lead in the subject", () => {
    expect(salesNotification(sampleLead("demo", "en"), site).subject).toBe(
      "New demo request: Budi Santoso, PT Maju Jaya (Indonesia, 51-200)",
    );
  });

  it("gives the contact message as HTML in the HTML mail and as text in the text mail", () => {
    const mail = salesNotification(sampleLead("contact", "en"), site);
    expect(mail.html).toContain("<p>Can we pay <strong>annually</strong>?</p><ul><li>120 staff</li></ul>");
    expect(mail.text).toContain("Can we pay annually? 120 staff");
  });

  it("writes every link of the message as its label and target, and an unsafe one as its label only", () => {
    const message = sanitizeMessageHtml(
      '<a href="javascript:x">j</a> <a href="https://evil.example/phish">Reset password</a> ' +
        '<a href="https://b.example">B</a> <a href="data:text/html,x">d</a> <a href="mailto:c@c.example">C</a>',
      "html",
    );
    const lead = sampleLead("contact", "en");
    const mail = salesNotification(
      { ...lead, details: { ...lead.details, messageHtml: message.html, messageText: message.text } } as Lead,
      site,
    );
    const expected = "j Reset password (https://evil.example/phish) B (https://b.example/) d C (c@c.example)";
    expect(mail.html).toContain(`<p>${expected}</p>`);
    expect(mail.text).toContain(expected);
    // No link in the mail but the site's own: the visitor's are text.
    expect(mail.html).not.toMatch(/href="(?!https:\/\/regu\.test)/);
  });

  it("says no to marketing, and marks empty fields, rather than leaving them out", () => {
    const lead = { ...sampleLead("contact", "en"), marketingConsent: false, phone: "", company: "" };
    const mail = salesNotification(lead, site);
    expect(mail.text).toContain("Marketing emails: No");
    expect(mail.text).toContain("Phone: (not given)");
    expect(mail.subject).toBe("New contact message: Budi Santoso (Billing and invoices)");
  });

  it('prefixes "[Unverified] " to the subject of an unverified lead, and flags it in the body', () => {
    const mail = salesNotification({ ...sampleLead("registration", "en"), status: "unverified" }, site);
    expect(mail.subject).toBe(
      "[Unverified] New trial registration: Budi Santoso, PT Maju Jaya (Malaysia, 11-50)",
    );
    expect(mail.text).toContain("reCAPTCHA");
  });

  it("marks a visitor's time zone it cannot read instead of failing", () => {
    const lead = sampleLead("demo", "en");
    if (lead.type !== "demo") throw new Error("demo expected");
    const mail = salesNotification({ ...lead, details: { ...lead.details, timeZone: "Mars/Olympus" } }, site);
    expect(mail.text).toContain("Slot, visitor's time (Mars/Olympus): (time zone not recognized)");
    expect(mail.text).toContain("10:00–10:30 GMT+7");
  });
});

describe("escaping", () => {
  const hostile = "<script>alert(1)</script>";
  for (const type of types) {
    it(`${type}: escapes the visitor's strings in the sales mail, and leaves them out of the visitor's`, () => {
      const lead = { ...sampleLead(type, "en"), name: hostile, company: `"Tom & Jerry" <b>Ltd</b>` };
      const sales = salesNotification(lead, site);
      expect(sales.html).not.toContain("<script");
      expect(sales.html).not.toContain("<b>Ltd");
      expect(sales.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(sales.text).toContain(hostile);
      expect(sales.html).toContain("&quot;Tom &amp; Jerry&quot; &lt;b&gt;Ltd&lt;/b&gt;");
      const visitor = visitorConfirmation(lead, site);
      for (const part of [visitor.html, visitor.text]) {
        expect(part).not.toMatch(/script|alert|Tom|Jerry|Ltd/);
      }
      expect(visitor.text).toContain("Hello,");
    });
  }

  it("escapes the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("newsletter confirmation", () => {
  const unsubscribeUrl = "https://regu.test/berhenti-berlangganan?token=abc-123&lang=id";
  const confirmUrl = "https://regu.test/konfirmasi-langganan?token=42.1796000000.c2lnbmF0dXJl";
  for (const lang of langs) {
    it(`${lang}: asks to confirm with the signed link, says for how long, and carries the unsubscribe link`, () => {
      const mail = newsletterConfirmation({ lang, confirmUrl, unsubscribeUrl, siteUrl: "https://regu.test" });
      const words = emailWords[lang].newsletter;
      expect(mail.subject).toBe(words.subject);
      expect(mail.html).toContain(`<html lang="${lang}"`);
      // The button, and the link written out for a mail app that shows no button.
      expect(mail.html).toContain(`href="${escapeHtml(confirmUrl)}"`);
      expect(mail.html).toContain(escapeHtml(words.confirm));
      expect(mail.text).toContain(`${words.confirm}: ${confirmUrl}`);
      expect(mail.html).toContain(`href="${escapeHtml(unsubscribeUrl)}"`);
      expect(mail.text).toContain(unsubscribeUrl);
      expect(mail.text).not.toMatch(tag);
      expect(mail.text).toContain(words.unsubscribe);
      // How long the link works, and what happens to an address nobody confirms, from the one constant.
      expect(mail.text).toContain(fill(words.validity, { days: confirmationDays }));
      expect(mail.text).toContain(fill(words.ignore, { days: confirmationDays }));
      expect(mail.text).toContain(lang === "en" ? "14 days" : "14 hari");
      expect(mail.text).not.toContain("{days}");
    });
  }
});
