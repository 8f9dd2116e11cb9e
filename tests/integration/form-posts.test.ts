/**
 * The lead forms and the newsletter form posted to their pages' actions, and the forms' rate limits, on
 * PGlite and on a PostgreSQL server (tests/support/lead-backend.ts).
 */
import { describe, expect, it } from "vitest";
import { createConsentService } from "../../core/consent/consent-records.server.ts";
import { eq } from "drizzle-orm";
import { emailsEn } from "../../content/emails/en.ts";
import { leads, newsletterSubscribers, rateLimitHits } from "../../core/db/schema.ts";
import { demoSlots } from "../../core/leads/schemas/demo-slots.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { createDownloadLinks } from "../../core/leads/download-links.server.ts";
import { createLeadService } from "../../core/leads/store/leads.server.ts";
import { createRateLimiter, formRateLimits, formRateRules } from "../../core/limits/rate-limit.server.ts";
import type { BotCheck } from "../../core/leads/recaptcha.server.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { action as contactAction } from "../../app/routes/contact.tsx";
import { action as demoAction } from "../../app/routes/request-demo.tsx";
import { action as newsletterAction } from "../../app/routes/newsletter.tsx";
import type { Services } from "../../core/services/context.ts";
import { memoryLog } from "../support/memory-log.ts";
import { freePort } from "../../scripts/processes/postgres-server.ts";
import { postToAction } from "../support/route-action.ts";
import {
  database,
  db,
  describeOnLeadBackends,
  escapeHtml,
  htmlOf,
  leadSettings,
  mailsTo,
  must,
  onlyMailTo,
  outboxOf,
  recaptchaCheck,
  salesEmail,
  second,
  setUpLeadServers,
  siteUrl,
  siteVerify,
  smtp,
  unique,
  workerOn,
} from "../support/lead-backend.ts";

setUpLeadServers();

describeOnLeadBackends(() => {
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
