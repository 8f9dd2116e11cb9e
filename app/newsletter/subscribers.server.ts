import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.server.ts";
import { newsletterSubscribers, outbox } from "../db/schema.ts";
import type { MailPayload } from "../leads/store/outbox-payload.ts";
import { newsletterConfirmation } from "../leads/mail/lead-emails.server.ts";
import { pages, type Lang } from "../routing/pages.ts";
import type { NewsletterService } from "../services/context.ts";

/** The address of the one-click unsubscribe page for a subscriber's token, in their language. */
export function unsubscribeUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${pages.unsubscribe.paths[lang]}?token=${encodeURIComponent(token)}`;
}

/**
 * Subscribers in the database. A repeated address keeps its first row and is answered like a new one,
 * so the answer never tells who is subscribed; only a new (or returning) subscriber gets the welcome
 * mail, so the form cannot be used to flood someone's inbox.
 */
export function createNewsletterService(db: Database, settings: { siteUrl: string }): NewsletterService {
  return {
    async subscribe({ email, lang, page }) {
      await db.transaction(async (tx) => {
        let [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email, lang, sourcePage: page })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning({ token: newsletterSubscribers.unsubscribeToken });
        // Someone who left and subscribes again is welcome back, in the language of this visit.
        row ??= (
          await tx
            .update(newsletterSubscribers)
            .set({ unsubscribedAt: null, lang, sourcePage: page })
            .where(
              and(eq(newsletterSubscribers.email, email), isNotNull(newsletterSubscribers.unsubscribedAt)),
            )
            .returning({ token: newsletterSubscribers.unsubscribeToken })
        )[0];
        if (!row) return;
        const link = unsubscribeUrl(settings.siteUrl, lang, row.token);
        const payload: Omit<MailPayload, "channel"> = {
          to: email,
          ...newsletterConfirmation({ lang, unsubscribeUrl: link, siteUrl: settings.siteUrl }),
          // RFC 8058: mail clients offer their own one-click unsubscribe button.
          headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        };
        await tx.insert(outbox).values({ subjectEmail: email, channel: "newsletter-mail", payload });
      });
    },
    async unsubscribe(token) {
      if (!/^[0-9a-f-]{36}$/.test(token)) return "unknown";
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscribers.unsubscribeToken, token))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0 ? "unsubscribed" : "unknown";
    },
  };
}
