/**
 * The newsletter's subscribers: a pending sign-up, its confirmation mail and signed link, repeat sign-ups,
 * unsubscribing, the expiry and the sweep, erasing; on PGlite and on a PostgreSQL server
 * (tests/support/lead-backend.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { emailsEn } from "../../content/emails/en.ts";
import { emailsId } from "../../content/emails/id.ts";
import { newsletterSubscribers, outbox } from "../../core/db/schema.ts";
import { createConfirmationLinks } from "../../core/newsletter/confirmation-links.server.ts";
import { createNewsletterService } from "../../core/newsletter/subscribers.server.ts";
import { forget } from "../../scripts/ops/leads.ts";
import { pathTo } from "../../core/routing/paths.ts";
import {
  db,
  describeOnLeadBackends,
  escapeHtml,
  headerLine,
  htmlOf,
  mailsTo,
  must,
  setUpLeadServers,
  siteUrl,
  smtp,
  unique,
  workerLog,
  workerOn,
} from "../support/lead-backend.ts";

setUpLeadServers();

describeOnLeadBackends(() => {
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

      const worker = workerOn(db, {
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
});
