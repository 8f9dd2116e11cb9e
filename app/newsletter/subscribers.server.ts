import type { Database } from "../db/database.server.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import type { NewsletterService } from "../services/context.ts";

/**
 * Subscribers in the database. A repeated address keeps its first row and is answered like a new one,
 * so the answer never tells who is subscribed.
 */
export function createNewsletterService(db: Database): NewsletterService {
  return {
    async subscribe({ email, lang, page }) {
      await db
        .insert(newsletterSubscribers)
        .values({ email, lang, sourcePage: page })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
    },
  };
}
