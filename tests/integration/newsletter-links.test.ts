/**
 * What the newsletter's mail links and the forms do to the database, through the pages' own loaders and
 * actions on a real database: opening a link changes nothing (mail scanners open every link of a mail),
 * the page's button and a mail client's one-click POST (RFC 8058) do; and one inbox, however its address
 * is spelled, has one budget over every form of the site in both languages.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { createConsentService } from "../../core/consent/consent-records.server.ts";
import type { DatabaseHandle } from "../../core/db/database.server.ts";
import { leads, newsletterSubscribers, outbox, rateLimitHits } from "../../core/db/schema.ts";
import { createDownloadLinks } from "../../core/leads/download-links.server.ts";
import type { MailPayload } from "../../core/outbox/outbox-payload.ts";
import { createBotCheck } from "../../core/leads/recaptcha.server.ts";
import { demoSlots } from "../../core/leads/schemas/demo-slots.ts";
import { createLeadService } from "../../core/leads/store/leads.server.ts";
import { normalisedMailbox } from "../../core/limits/mailbox.ts";
import { createRateLimiter, formRateLimits } from "../../core/limits/rate-limit.server.ts";
import { createConfirmationLinks } from "../../core/newsletter/confirmation-links.server.ts";
import { confirmationDays } from "../../core/newsletter/confirmation-period.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { pages, type Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { requestInfoContext, servicesContext, type Services } from "../../core/services/context.ts";
import * as confirmPage from "../../app/routes/confirm-subscription.tsx";
import * as unsubscribePage from "../../app/routes/unsubscribe.tsx";
import { action as contactAction } from "../../app/routes/contact.tsx";
import { action as demoAction } from "../../app/routes/request-demo.tsx";
import { action as newsletterAction } from "../../app/routes/newsletter.tsx";
import { action as registrationAction } from "../../app/routes/registration.tsx";
import { action as resourceAction } from "../../app/routes/resource.tsx";
import { databaseBackends } from "../support/database-backends.ts";
import { formAddresses } from "../support/form-addresses.ts";
import { startHttpFixture, type HttpFixture } from "../support/http-fixture.ts";
import { memoryLog } from "../support/memory-log.ts";

const siteUrl = "https://regu.example";
const signingSecret = "newsletter-links-signing-secret-0123456789";

let siteVerify: HttpFixture;
beforeAll(async () => {
  siteVerify = await startHttpFixture({ status: 200, json: { success: true } });
});
afterAll(async () => {
  await siteVerify.stop();
});

describe.each(databaseBackends)("newsletter links and mailbox limits on $name", (backend) => {
  let database: DatabaseHandle;
  let stopDatabase: () => Promise<void>;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.database;
    stopDatabase = opened.stop;
  });
  afterAll(async () => {
    await database.close();
    await stopDatabase();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(leads);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(rateLimitHits);
  });

  const services = (): Services => ({
    newsletter: createNewsletterService(database.db, { siteUrl, signingSecret }),
    leads: createLeadService(database.db, {
      siteUrl,
      salesEmail: "sales@regu.example",
      registrationWebhookUrl: `${siteUrl}/hooks`,
    }),
    rateLimiter: createRateLimiter(database.db),
    // reCAPTCHA against a local verify server, which the test tells what to answer.
    botCheck: createBotCheck({
      secret: "recaptcha-secret-for-the-links",
      verifyUrl: `${siteVerify.url}/siteverify`,
      thresholds: { default: 0.5 },
      hostnames: ["regu.example"],
    }),
    downloads: createDownloadLinks("download-signing-secret-for-the-links-0123456789"),
    consent: createConsentService(database.db),
    notifyOutbox: () => undefined,
    log: memoryLog(),
  });

  /** A request to a page as React Router hands it to the route module's loader or action. */
  function routeArgs(request: Request, pattern?: string, params: Record<string, string> = {}) {
    const url = new URL(request.url);
    const context = new RouterContextProvider();
    context.set(servicesContext, services());
    context.set(requestInfoContext, { clientIp: "203.0.113.7" });
    return { request, url, params, context, pattern: pattern ?? url.pathname };
  }

  const open = (url: string, method: "GET" | "HEAD") => new Request(url, { method });
  /** The page's button, as a browser posts its form (without JavaScript, or through React Router). */
  const pressButton = (url: string, token: string) => {
    const form = new FormData();
    form.set("token", token);
    return new Request(url, { method: "POST", body: form });
  };

  const subscriberOf = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

  /** Signs up and returns the confirmation mail as the outbox holds it. */
  async function signUp(email: string, lang: Lang): Promise<MailPayload> {
    await services().newsletter.subscribe({ email, lang, page: "/" });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subjectEmail, email));
    if (!row) throw new Error(`no confirmation mail for ${email}`);
    return row.payload as unknown as MailPayload;
  }
  const linkIn = (text: string, page: "confirmSubscription" | "unsubscribe", lang: Lang) => {
    const link = new RegExp(`${siteUrl}${pathTo(page, lang)}\\?token=[\\w.-]+`).exec(text)?.[0];
    if (!link) throw new Error(`no ${page} link in the mail`);
    return link;
  };

  // Loaders and actions answer with data for the page (never a Response here).
  const loadConfirm = async (request: Request) =>
    (await confirmPage.loader(routeArgs(request) as never)).outcome;
  const postConfirm = async (request: Request) =>
    (await confirmPage.action(routeArgs(request) as never)).outcome;
  const loadUnsubscribe = async (request: Request) =>
    (await unsubscribePage.loader(routeArgs(request) as never)).outcome;
  const postUnsubscribe = async (request: Request) =>
    (await unsubscribePage.action(routeArgs(request) as never)).outcome;

  it.each(["en", "id"] as const)(
    "(%s) opening the confirmation link by GET or HEAD asks and confirms nothing; its button confirms",
    async (lang) => {
      const email = `scanned.${lang}@pt-alun.co.id`;
      const link = linkIn((await signUp(email, lang)).text, "confirmSubscription", lang);
      // A mail gateway fetches the link, some with HEAD first: the page asks, the subscription waits.
      for (const method of ["HEAD", "GET", "GET"] as const) {
        expect(await loadConfirm(open(link, method)), method).toBe("pending");
      }
      expect((await subscriberOf(email))?.confirmedAt).toBeNull();
      const page = await confirmPage.loader(routeArgs(open(link, "GET")) as never);
      expect(page.shown.title).toBe(leadPagesContent[lang].confirmSubscription.ask.title);
      expect(page.ask?.button).toBe(leadPagesContent[lang].confirmSubscription.ask.button);

      // The visitor presses the button: the POST confirms.
      expect(await postConfirm(pressButton(link, new URL(link).searchParams.get("token") ?? ""))).toBe(
        "confirmed",
      );
      const confirmedAt = (await subscriberOf(email))?.confirmedAt;
      expect(confirmedAt).toBeInstanceOf(Date);
      // Opened again, the link says so and keeps the first time.
      expect(await loadConfirm(open(link, "GET"))).toBe("confirmed");
      expect(await postConfirm(pressButton(link, new URL(link).searchParams.get("token") ?? ""))).toBe(
        "confirmed",
      );
      expect((await subscriberOf(email))?.confirmedAt).toEqual(confirmedAt);
    },
  );

  it("says at once, on opening, that a changed or expired confirmation link does not work", async () => {
    const email = "changed.link@pt-alun.co.id";
    const link = linkIn((await signUp(email, "en")).text, "confirmSubscription", "en");
    const changed = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;
    expect(await loadConfirm(open(changed, "GET"))).toBe("invalid");
    const subscriber = await subscriberOf(email);
    const old = new Date(Date.now() - (confirmationDays + 1) * 86_400_000);
    const expired = createConfirmationLinks(signingSecret).sign(subscriber?.id ?? 0, old);
    const expiredLink = `${siteUrl}${pathTo("confirmSubscription", "en")}?token=${expired}`;
    expect(await loadConfirm(open(expiredLink, "GET"))).toBe("expired");
    expect(await postConfirm(pressButton(expiredLink, expired))).toBe("expired");
    expect((await subscriberOf(email))?.confirmedAt).toBeNull();
  });

  it.each(["en", "id"] as const)(
    "(%s) opening the unsubscribe link by GET or HEAD asks and keeps the subscriber; its button unsubscribes",
    async (lang) => {
      const email = `staying.${lang}@pt-alun.co.id`;
      const link = linkIn((await signUp(email, lang)).text, "unsubscribe", lang);
      for (const method of ["HEAD", "GET", "GET"] as const) {
        expect(await loadUnsubscribe(open(link, method)), method).toBe("ask");
      }
      expect((await subscriberOf(email))?.unsubscribedAt).toBeNull();

      const token = new URL(link).searchParams.get("token") ?? "";
      expect(await postUnsubscribe(pressButton(link, token))).toBe("done");
      expect((await subscriberOf(email))?.unsubscribedAt).toBeInstanceOf(Date);
      // Opened again: it is done, and says so without asking.
      expect(await loadUnsubscribe(open(link, "GET"))).toBe("done");
      expect(await loadUnsubscribe(open(`${link.slice(0, -4)}0000`, "GET"))).toBe("invalid");
    },
  );

  it("unsubscribes on the mail client's one-click POST to the List-Unsubscribe address (RFC 8058)", async () => {
    const email = "one.click@pt-alun.co.id";
    const mail = await signUp(email, "id");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = /^<(https:\/\/[^>]+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(target).toBe(linkIn(mail.text, "unsubscribe", "id"));
    // The same address is what a scanner fetches: that keeps the subscriber.
    expect(await loadUnsubscribe(open(target ?? "", "GET"))).toBe("ask");
    expect((await subscriberOf(email))?.unsubscribedAt).toBeNull();

    // What Gmail's or Outlook's servers send: no Origin, no cookie, the body RFC 8058 names.
    const oneClick = new Request(target ?? "", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await postUnsubscribe(oneClick)).toBe("done");
    expect((await subscriberOf(email))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("gives one inbox, spelled any way, one budget over every form of the site in both languages", async () => {
    // Every send from its own network, so that only the per-address limit can refuse.
    let network = 0;
    const variants = (n: number) =>
      [`Dewi.Lestari+${n}@gmail.com`, `dewilestari+hr${n}@GoogleMail.com`, `D.E.W.I.lestari@gmail.com`][
        n % 3
      ] ?? "";
    const actions = {
      contact: contactAction,
      requestDemo: demoAction,
      registration: registrationAction,
      newsletter: newsletterAction,
      resource: resourceAction,
    };
    const recaptchaActions = {
      contact: "contact",
      requestDemo: "demo",
      registration: "registration",
      newsletter: "newsletter",
      resource: "resource",
    };
    let accepted = 0;
    let refused = 0;
    for (const [n, address] of formAddresses().entries()) {
      const page = (Object.keys(actions) as (keyof typeof actions)[]).find((key) =>
        new RegExp(`^${pages[key].paths[address.lang].replace(/:\w+/, "[^/]+")}$`).test(address.path),
      );
      if (!page) throw new Error(`no form for ${address.path}`);
      // A person's token for this form: the visitor's confirmation mail is sent only then.
      siteVerify.respond({
        status: 200,
        json: { success: true, score: 0.9, action: recaptchaActions[page], hostname: "regu.example" },
      });
      const email = variants(n);
      const fields: Record<string, string> = {
        name: "Dewi Lestari",
        email,
        phone: "+62 811-2233-4455",
        company: "PT Batik Semar",
        companySize: "51-200",
        country: "ID",
        topic: "sales",
        message: "We would like to know more about attendance for 120 staff.",
        messageFormat: "text",
        terms: "on",
        slot: demoSlots(new Date(), "ID")[0]?.toISOString() ?? "",
        timeZone: "Asia/Jakarta",
        interests: "time",
        recaptchaToken: "token-from-the-page",
        page: "/",
      };
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const url = `${siteUrl}${address.path}`;
      const args = routeArgs(
        new Request(url, { method: "POST", body }),
        pages[page].paths[address.lang],
        page === "resource" ? { name: address.path.split("/").at(-1) ?? "" } : {},
      );
      args.context.set(requestInfoContext, { clientIp: `198.51.100.${++network}` });
      const result: unknown = await actions[page](args as never);
      if (result instanceof Response && result.status === 303) accepted += 1;
      else if ((result as { init?: { status?: number } }).init?.status === 429) refused += 1;
      else throw new Error(`${address.path} answered neither success nor 429: ${JSON.stringify(result)}`);
    }
    expect(formAddresses().length).toBeGreaterThan(formRateLimits.perEmail * 2);
    expect(accepted).toBe(formRateLimits.perEmail);
    expect(refused).toBe(formAddresses().length - formRateLimits.perEmail);
    // Mails to the inbox: the newsletter's confirmation and the forms' acknowledgements, at most the budget.
    const mails = await database.db.select({ payload: outbox.payload }).from(outbox);
    const toInbox = mails.filter(
      (row) => normalisedMailbox((row.payload as { to?: string }).to ?? "") === "dewilestari@gmail.com",
    );
    expect(toInbox.length).toBeGreaterThan(0);
    expect(toInbox.length).toBeLessThanOrEqual(formRateLimits.perEmail);
  });
});
