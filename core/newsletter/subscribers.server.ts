import { and, eq, inArray, isNull, lt, sql, TransactionRollbackError } from "drizzle-orm";
import type { Database } from "../db/database.server.ts";
import { newsletterSubscribers, outbox } from "../db/schema.ts";
import { queueMessages } from "../outbox/outbox-queue.server.ts";
import { newsletterConfirmation } from "./confirmation-mail.server.ts";
import type { Lang } from "../routing/pages.ts";
import { pathTo } from "../routing/paths.ts";
import type { ConfirmationOutcome, ConfirmationState, NewsletterService } from "./newsletter-service.ts";
import { createConfirmationLinks } from "./confirmation-links.server.ts";
import { confirmationMailRule, countHit } from "../limits/rate-limit.server.ts";
import { confirmationMailsPerDay, confirmationMs } from "./confirmation-period.ts";
import { repeatSignUp } from "./repeat-sign-up.ts";

/** The address of the one-click unsubscribe page for a subscriber's token, in their language. */
export function unsubscribeUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${pathTo("unsubscribe", lang, {}, { token })}`;
}

/** The address of the confirmation page for a signed confirmation token, in the mail's language. */
export function confirmationUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${pathTo("confirmSubscription", lang, {}, { token })}`;
}

export interface NewsletterSettings {
  siteUrl: string;
  /** Signs the confirmation links: the server's SIGNING_SECRET, as for download links. */
  signingSecret: string;
  /** Confirmation mails one inbox may get per day (RATE_LIMIT_CONFIRMATIONS_PER_DAY). */
  confirmationMailsPerDay?: number;
  /** The clock the sign-ups, links and sweep read; tests move it. */
  now?: () => Date;
}

export interface NewsletterStore extends NewsletterService {
  /**
   * Deletes the sign-ups nobody confirmed within the confirmation period, with their confirmation mails:
   * the address is someone's personal data, and they may never have asked. Resolves with how many.
   */
  sweepUnconfirmed(): Promise<number>;
}

const secondMs = 1000;

/** An unsubscribe token is a UUID: anything else is looked up nowhere. */
const unsubscribeTokenPattern = /^[0-9a-f-]{36}$/;

/**
 * Subscribers in the database, confirmed by double opt-in (docs/product.md#confirmation): a sign-up is
 * pending until the address opens the signed link of its confirmation mail. Every sign-up is answered the
 * same way, so the answer never tells who is subscribed; what differs is only whether a mail goes out:
 * a new or returning address gets one, a pending one a new one at most every 15 minutes, a confirmed one
 * none. So the form can neither put someone on the list nor flood their inbox.
 */
export function createNewsletterService(db: Database, settings: NewsletterSettings): NewsletterStore {
  const links = createConfirmationLinks(settings.signingSecret);
  const clock = settings.now ?? (() => new Date());
  const returned = { id: newsletterSubscribers.id, token: newsletterSubscribers.unsubscribeToken };
  const byEmail = (email: string) => eq(newsletterSubscribers.email, email);

  const mailsPerDay = settings.confirmationMailsPerDay ?? confirmationMailsPerDay;

  /** What the link would do now, read without changing anything: `pending` means it would confirm. */
  async function confirmationState(token: string, now: Date): Promise<ConfirmationState> {
    const check = links.verify(token, now);
    if (!check.ok && check.reason === "invalid") return "invalid";
    const [row] = await db
      .select({
        subscribedAt: newsletterSubscribers.subscribedAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, check.subscriberId));
    // Gone after its link ran out: the sweep deleted it. Gone before: erased, or never ours.
    if (!row) return check.ok ? "invalid" : "expired";
    // A link of an earlier subscription, or of one since unsubscribed, confirms nothing now. The link
    // carries whole seconds.
    const sameSubscription =
      row.unsubscribedAt === null &&
      check.issuedAt.getTime() >= Math.floor(row.subscribedAt.getTime() / secondMs) * secondMs;
    if (!sameSubscription) return "expired";
    // Opening the link again, even after it ran out, tells a confirmed subscriber what they already did.
    if (row.confirmedAt) return "confirmed";
    return check.ok ? "pending" : "expired";
  }

  return {
    async subscribe({ email, lang, page }) {
      const now = clock();
      await db
        .transaction(async (tx) => {
          let [row] = await tx
            .insert(newsletterSubscribers)
            .values({ email, lang, sourcePage: page, subscribedAt: now, confirmationSentAt: now })
            .onConflictDoNothing({ target: newsletterSubscribers.email })
            .returning(returned);
          if (!row) {
            // Locked until the transaction ends: two sign-ups of one address at once send one mail.
            const [stored] = await tx
              .select({
                id: newsletterSubscribers.id,
                token: newsletterSubscribers.unsubscribeToken,
                confirmedAt: newsletterSubscribers.confirmedAt,
                unsubscribedAt: newsletterSubscribers.unsubscribedAt,
                confirmationSentAt: newsletterSubscribers.confirmationSentAt,
              })
              .from(newsletterSubscribers)
              .where(byEmail(email))
              .for("update");
            // Deleted between the insert and here (an erasure, the sweep): nothing left to mail.
            if (!stored) return;
            const action = repeatSignUp(stored, now);
            if (action === "nothing") return;
            await tx
              .update(newsletterSubscribers)
              .set(
                action === "restart"
                  ? // A new subscription, which waits for its own confirmation: the earlier one was withdrawn.
                    {
                      unsubscribedAt: null,
                      confirmedAt: null,
                      subscribedAt: now,
                      confirmationSentAt: now,
                      lang,
                      sourcePage: page,
                    }
                  : // The same subscription; its new mail in the language of this visit.
                    { confirmationSentAt: now, lang },
              )
              .where(eq(newsletterSubscribers.id, stored.id));
            row = stored;
          }
          // One inbox, however it is spelled, gets so many confirmation mails a day. Past that the sign-up
          // changes nothing (a new address is not even stored: nobody could confirm it) and is answered as
          // every sign-up is. Counted in this transaction, whose lock on the counter lines up concurrent
          // sign-ups of the same inbox.
          const { hits } = await countHit(tx, confirmationMailRule(email, mailsPerDay), now);
          if (hits > mailsPerDay) tx.rollback();
          const leave = unsubscribeUrl(settings.siteUrl, lang, row.token);
          const confirm = confirmationUrl(settings.siteUrl, lang, links.sign(row.id, now));
          await queueMessages(tx, { subjectEmail: email }, [
            {
              channel: "newsletter-mail",
              to: email,
              ...newsletterConfirmation({
                lang,
                confirmUrl: confirm,
                unsubscribeUrl: leave,
                siteUrl: settings.siteUrl,
              }),
              // RFC 8058: mail clients offer their own one-click unsubscribe button.
              headers: {
                "List-Unsubscribe": `<${leave}>`,
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              },
            },
          ]);
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    },

    confirmationState: (token) => confirmationState(token, clock()),

    async unsubscribeState(token) {
      if (!unsubscribeTokenPattern.test(token)) return "unknown";
      const [row] = await db
        .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      if (!row) return "unknown";
      return row.unsubscribedAt === null ? "subscribed" : "unsubscribed";
    },

    async confirm(token): Promise<ConfirmationOutcome> {
      const now = clock();
      const state = await confirmationState(token, now);
      if (state !== "pending") return state;
      const check = links.verify(token, now);
      if (!check.ok) return "expired";
      const confirmed = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(newsletterSubscribers.id, check.subscriberId),
            isNull(newsletterSubscribers.confirmedAt),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      if (confirmed.length > 0) return "confirmed";
      // Another click got there first (the first time is the one kept), or an unsubscribe did.
      const [after] = await db
        .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, check.subscriberId));
      return after && after.unsubscribedAt === null ? "confirmed" : "expired";
    },

    async unsubscribe(token) {
      if (!unsubscribeTokenPattern.test(token)) return "unknown";
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscribers.unsubscribeToken, token))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0 ? "unsubscribed" : "unknown";
    },

    async sweepUnconfirmed() {
      const before = new Date(clock().getTime() - confirmationMs);
      return db.transaction(async (tx) => {
        // Every link the address was sent has run out. Subscribers from before confirmation existed were
        // sent none (no confirmation time) and stay until they sign up again.
        const gone = await tx
          .delete(newsletterSubscribers)
          .where(
            and(
              isNull(newsletterSubscribers.confirmedAt),
              lt(newsletterSubscribers.confirmationSentAt, before),
            ),
          )
          .returning({ email: newsletterSubscribers.email });
        if (gone.length > 0) {
          // The mails hold the address too; their attempts go with them (on delete cascade).
          await tx.delete(outbox).where(
            and(
              eq(outbox.channel, "newsletter-mail"),
              inArray(
                outbox.subjectEmail,
                gone.map((row) => row.email),
              ),
              lt(outbox.createdAt, before),
            ),
          );
        }
        return gone.length;
      });
    },
  };
}
