/**
 * The lead forms' action with the services faked in memory: a store that keeps leads and the messages the
 * real store would queue for them, a bot check and a rate limiter that answer what a test tells them. The
 * posts go to the pages' own actions, as the server hands them over; what the page then says comes from its
 * own loader's words. The same paths against PostgreSQL and SMTP: tests/integration/form-posts.test.ts.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formMessage, minimumFillMs, type LeadActionData } from "../../core/leads/schemas/lead-form-data.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import type { Lead, LeadInput } from "../../core/leads/lead.ts";
import type { RateVerdict } from "../../core/limits/rate-limit.server.ts";
import type { BotVerdict } from "../../core/leads/recaptcha.server.ts";
import { leadFingerprint, notificationsOf, type Screening } from "../../core/leads/store/leads.server.ts";
import type { OutboxPayload } from "../../core/outbox/outbox-payload.ts";
import { fill } from "../../core/i18n/fill.ts";
import { action as contactAction } from "../../app/routes/contact.tsx";
import {
  action as registrationAction,
  loader as registrationLoader,
} from "../../app/routes/registration.tsx";
import type { Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import type { Services } from "../../core/services/context.ts";
import { memoryLog } from "../support/memory-log.ts";
import { postToAction, type PostedFields } from "../support/route-action.ts";

const siteUrl = "https://regu.example";
const clientIp = "203.0.113.7";
const salesEmail = "sales@regu.example";
const now = new Date("2026-11-23T03:00:00Z");

interface StoredLead {
  lead: Lead;
  screening: Screening;
  outbox: OutboxPayload[];
}

/** What a test sets the fakes to answer; by default a person within the limits and a working store. */
interface Answers {
  limit?: RateVerdict;
  verdict?: BotVerdict;
  storeDown?: boolean;
}

/** The services of the router context, in memory, and what the action did with them. */
function fakeServices(answers: Answers = {}) {
  const stored: StoredLead[] = [];
  const limited: Array<{ form: string; clientIp: string; email: string }> = [];
  const checked: Array<{ token: string | undefined; action: string; remoteIp: string | undefined }> = [];
  const log = memoryLog();
  let wakeUps = 0;
  const unused = (service: string) => () => {
    throw new Error(`the lead forms do not use ${service}`);
  };
  const services: Services = {
    leads: {
      // Like the database's store: a submission seen before is the same lead; spam queues no message.
      async submit(input: LeadInput, screening: Screening) {
        if (answers.storeDown) {
          throw new Error(`connect ECONNREFUSED 127.0.0.1:5432 while storing ${input.email}`);
        }
        const same = stored.find(({ lead }) => leadFingerprint(lead) === leadFingerprint(input));
        if (same) return { id: same.lead.id, duplicate: true };
        const lead = {
          ...input,
          id: stored.length + 1,
          status: screening.status,
          createdAt: new Date(),
        } as Lead;
        stored.push({
          lead,
          screening,
          outbox: notificationsOf(lead, {
            siteUrl,
            salesEmail,
            registrationWebhookUrl: `${siteUrl}/hooks/signup`,
          }),
        });
        return { id: lead.id, duplicate: false };
      },
    },
    rateLimiter: {
      consumeForm(form, ip, email) {
        limited.push({ form, clientIp: ip, email });
        return Promise.resolve(answers.limit ?? { ok: true });
      },
      consume: unused("the rate limiter's own rules"),
    },
    botCheck: {
      enabled: true,
      verify(token, action, remoteIp) {
        checked.push({ token, action, remoteIp });
        return Promise.resolve(answers.verdict ?? { verdict: "human", score: 0.9 });
      },
    },
    notifyOutbox: () => {
      wakeUps += 1;
    },
    log,
    newsletter: {
      subscribe: unused("the newsletter"),
      confirm: unused("the newsletter"),
      confirmationState: unused("the newsletter"),
      unsubscribe: unused("the newsletter"),
      unsubscribeState: unused("the newsletter"),
    },
    downloads: { sign: unused("download links"), verify: unused("download links") },
    consent: { record: unused("consent records") },
  };
  return {
    services,
    stored,
    limited,
    checked,
    log,
    get wakeUps() {
      return wakeUps;
    },
  };
}

/** A trial registration as the page posts it with JavaScript: opened a minute ago, with a token. */
const registration = (email = "dewi.lestari@majujaya.co.id"): PostedFields => ({
  name: "Dewi Lestari",
  email,
  phone: "+62 812-3456-7890",
  company: "PT Maju Jaya",
  companySize: "51-200",
  country: "ID",
  terms: "on",
  startedAt: String(now.getTime() - 60_000),
  recaptchaToken: "token-from-the-page",
});

const pageUrl = (lang: Lang) => `${siteUrl}${pathTo("registration", lang)}`;

function postRegistration(fake: ReturnType<typeof fakeServices>, lang: Lang, fields = registration()) {
  return postToAction(registrationAction, { url: pageUrl(lang), fields, services: fake.services, clientIp });
}

/** The answer of an action that did not redirect. */
function answerOf(result: Response | { data: LeadActionData; init: ResponseInit | null }) {
  if (result instanceof Response)
    throw new Error(`expected an answer, got a redirect to ${result.headers.get("Location")}`);
  return result;
}

/** Where an action sent the visitor (a 303 after a stored lead). */
function redirectOf(result: Response | { data: LeadActionData }) {
  if (!(result instanceof Response))
    throw new Error(`expected a redirect, got ${JSON.stringify(result.data)}`);
  return { status: result.status, location: result.headers.get("Location") };
}

/**
 * The message the page shows above the form for an answer, in the words its loader gave it: the one its
 * dictionary holds, and, so that a wrong dictionary cannot agree with itself, the text a visitor reads.
 */
function expectShown(lang: Lang, answer: LeadActionData, fromDictionary: string, text: string) {
  const url = new URL(pageUrl(lang));
  const { words } = registrationLoader({
    request: new Request(url),
    url,
    params: {},
    context: new RouterContextProvider(),
    pattern: url.pathname,
  });
  const shown = formMessage(answer, words, false);
  expect(shown).toBe(fromDictionary);
  expect(shown).toBe(text);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a lead form's action", () => {
  it("stores a person's registration as new, queues its mails and wakes the outbox, then thanks them in their language", async () => {
    const fake = fakeServices();
    const result = await postRegistration(fake, "id");

    expect(redirectOf(result)).toEqual({ status: 303, location: pathTo("thankYouRegistering", "id") });
    expect(fake.checked).toEqual([
      { token: "token-from-the-page", action: "registration", remoteIp: clientIp },
    ]);
    expect(fake.stored).toHaveLength(1);
    const [{ lead, screening, outbox }] = fake.stored as [StoredLead];
    expect(screening).toEqual({ status: "new", score: 0.9 });
    expect(lead).toMatchObject({ type: "registration", lang: "id", email: "dewi.lestari@majujaya.co.id" });
    expect(outbox.map((message) => message.channel)).toEqual([
      "sales-mail",
      "visitor-mail",
      "registration-webhook",
    ]);
    expect(fake.wakeUps).toBe(1);
  });

  it("thanks a bot that filled the hidden field like a person, keeps its post as spam and sends nothing", async () => {
    const fake = fakeServices();
    const result = await postRegistration(fake, "en", {
      ...registration(),
      website: "https://cheap-seo.example",
    });

    expect(redirectOf(result)).toEqual({ status: 303, location: pathTo("thankYouRegistering", "en") });
    // No question to Google for an obvious bot.
    expect(fake.checked).toEqual([]);
    expect(fake.stored.map(({ screening }) => screening)).toEqual([
      { status: "spam", reason: "honeypot filled" },
    ]);
    expect(fake.stored[0]?.outbox).toEqual([]);
  });

  it("keeps a form sent faster than a person can fill it in as spam, without asking the bot check", async () => {
    const fake = fakeServices();
    const startedAt = String(now.getTime() - (minimumFillMs - 1));
    const result = await postRegistration(fake, "en", { ...registration(), startedAt });

    expect(redirectOf(result)).toEqual({ status: 303, location: pathTo("thankYouRegistering", "en") });
    expect(fake.checked).toEqual([]);
    expect(fake.stored.map(({ screening }) => screening)).toEqual([
      { status: "spam", reason: `sent ${minimumFillMs - 1} ms after the form opened` },
    ]);
    expect(fake.stored[0]?.outbox).toEqual([]);
  });

  it("lets a form filled in in exactly the minimum time through to the bot check", async () => {
    const fake = fakeServices();
    await postRegistration(fake, "en", {
      ...registration(),
      startedAt: String(now.getTime() - minimumFillMs),
    });

    expect(fake.checked).toHaveLength(1);
    expect(fake.stored.map(({ screening }) => screening.status)).toEqual(["new"]);
  });

  it("keeps a post the bot check judges spam, with its reason and score, and notifies nobody", async () => {
    const reason = "reCAPTCHA score 0.1 below 0.5";
    const fake = fakeServices({ verdict: { verdict: "spam", score: 0.1, reason } });
    const result = await postRegistration(fake, "id");

    expect(redirectOf(result)).toEqual({ status: 303, location: pathTo("thankYouRegistering", "id") });
    expect(fake.stored.map(({ screening }) => screening)).toEqual([{ status: "spam", reason, score: 0.1 }]);
    expect(fake.stored[0]?.outbox).toEqual([]);
  });

  it("tells sales, and only sales, of a post the bot check could not judge", async () => {
    const fake = fakeServices({
      verdict: { verdict: "unverified", reason: "reCAPTCHA unreachable: timeout" },
    });
    await postRegistration(fake, "en");

    expect(fake.stored.map(({ screening }) => screening)).toEqual([
      { status: "unverified", reason: "reCAPTCHA unreachable: timeout" },
    ]);
    expect(fake.stored[0]?.outbox.map((message) => message.channel)).toEqual([
      "sales-mail",
      "registration-webhook",
    ]);
  });

  it("answers a double submit like the first, without waking the outbox for it again", async () => {
    const fake = fakeServices();
    const first = await postRegistration(fake, "en");
    const second = await postRegistration(fake, "en");

    expect(redirectOf(second)).toEqual(redirectOf(first));
    expect(fake.stored).toHaveLength(1);
    expect(fake.wakeUps).toBe(1);
  });

  it("stores a contact message with its text cleaned, and thanks the visitor on the contact thank-you page", async () => {
    const fake = fakeServices();
    const result = await postToAction(contactAction, {
      url: `${siteUrl}${pathTo("contact", "en")}`,
      services: fake.services,
      clientIp,
      fields: {
        name: "Budi Santoso",
        email: "budi@majujaya.co.id",
        topic: "support",
        message: "<p>Our <b>overtime</b> report is empty.</p><script>alert(1)</script>",
        messageFormat: "html",
        startedAt: String(now.getTime() - 60_000),
      },
    });

    expect(redirectOf(result)).toEqual({ status: 303, location: pathTo("thankYou", "en") });
    expect(fake.checked.map(({ action }) => action)).toEqual(["contact"]);
    expect(fake.stored[0]?.lead.details).toEqual({
      topic: "support",
      messageHtml: "<p>Our <strong>overtime</strong> report is empty.</p>",
      messageText: "Our overtime report is empty.",
    });
  });
});

describe("a lead form's action when it cannot store the lead", () => {
  const limited: RateVerdict = { ok: false, retryAfterSeconds: 125, limit: "email" };

  it.each([
    ["en", "This form has been sent several times in a short while. Please try again in 3 min."],
    ["id", "Formulir ini sudah dikirim beberapa kali dalam waktu singkat. Silakan coba lagi dalam 3 menit."],
  ] as const)(
    "answers a post over the rate limit on the %s page with 429, when to retry in its language, and what was typed",
    async (lang, expected) => {
      const fake = fakeServices({ limit: limited });
      const result = answerOf(await postRegistration(fake, lang));

      expect(result.init).toMatchObject({ status: 429, headers: { "Retry-After": "125" } });
      expect(result.data).toMatchObject({ status: "limited", retryAfterMinutes: 3 });
      expectShown(lang, result.data, fill(formWords[lang].tooMany, { minutes: 3 }), expected);
      // Everything typed comes back; the token and the hidden field do not.
      expect(result.data.values).toMatchObject({
        name: "Dewi Lestari",
        company: "PT Maju Jaya",
        terms: "on",
      });
      expect(result.data.values).not.toHaveProperty("recaptchaToken");
      // Counted by form, IP and address; nothing screened, stored or woken.
      expect(fake.limited).toEqual([
        { form: "registration", clientIp, email: "dewi.lestari@majujaya.co.id" },
      ]);
      expect(fake.checked).toEqual([]);
      expect(fake.stored).toEqual([]);
      expect(fake.wakeUps).toBe(0);
    },
  );

  it("counts a post against the limits before the rest of the form is validated", async () => {
    const fake = fakeServices({ limit: limited });
    const result = answerOf(
      await postRegistration(fake, "en", { ...registration(), phone: "<".repeat(60_000) }),
    );

    expect(result.init).toMatchObject({ status: 429 });
    expect(result.data.status).toBe("limited");
    expect(fake.limited).toEqual([{ form: "registration", clientIp, email: "dewi.lestari@majujaya.co.id" }]);
    // What was typed comes back, cut to what the page can show again.
    expect(result.data.values.phone).toBe("<".repeat(1_000));
  });

  it("validates a post without a valid address, which is neither counted nor stored", async () => {
    const fake = fakeServices({ limit: limited });
    const result = answerOf(
      await postRegistration(fake, "en", { ...registration(), email: "a@".repeat(30_000) }),
    );

    expect(result.init).toMatchObject({ status: 400 });
    expect(result.data).toMatchObject({ status: "invalid", errors: { email: "email" } });
    expect(fake.limited).toEqual([]);
    expect(fake.stored).toEqual([]);
  });

  it.each([
    [
      "en",
      "We couldn't save your form just now. Your answers are still here: please send it again in a few " +
        "minutes, or message us on WhatsApp.",
    ],
    [
      "id",
      "Formulir Anda belum bisa kami simpan saat ini. Isian Anda tidak hilang: silakan kirim ulang dalam " +
        "beberapa menit, atau hubungi kami lewat WhatsApp.",
    ],
  ] as const)(
    "answers a post on the %s page with 503 and its message when the store is down, keeping what was typed",
    async (lang, expected) => {
      const fake = fakeServices({ storeDown: true });
      const result = answerOf(await postRegistration(fake, lang));

      expect(result.init).toMatchObject({ status: 503, headers: { "Retry-After": "60" } });
      expect(result.data.status).toBe("unavailable");
      expectShown(lang, result.data, formWords[lang].unavailable, expected);
      expect(result.data.values).toMatchObject({
        name: "Dewi Lestari",
        email: "dewi.lestari@majujaya.co.id",
      });
      expect(fake.wakeUps).toBe(0);
      // The operator reads which form failed and why, without the visitor's address.
      expect(fake.log.lines).toHaveLength(1);
      const [line] = fake.log.lines;
      expect(line).toMatchObject({ level: "error", fields: { form: "registration" } });
      expect(line?.msg).toContain("ECONNREFUSED");
      expect(line?.msg).not.toContain("dewi.lestari@majujaya.co.id");
    },
  );
});
