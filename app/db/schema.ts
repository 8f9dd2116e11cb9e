import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Newsletter subscribers: one row per address (normalised to lower case), first subscription wins. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  lang: text({ enum: ["en", "id"] }).notNull(),
  sourcePage: text("source_page").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
