import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Newsletter subscribers: one row per address (normalised to lower case). A subscription is pending until
 * the address confirms it from the mail's signed link (double opt-in, docs/product.md#confirmation); the
 * sign-up's time and page and the confirmation's time are the proof of consent. The unsubscribe token goes
 * in every newsletter mail, so the link works without a login.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull().unique(),
    lang: text({ enum: ["en", "id"] }).notNull(),
    /** The page of the sign-up the current subscription started with. */
    sourcePage: text("source_page").notNull(),
    /** The row's first sign-up. */
    createdAt: createdAt(),
    /** The sign-up the current subscription started with: a return after unsubscribing starts anew. */
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the address confirmed this subscription; null while it is pending. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * When the latest confirmation mail was queued: the resend limit and the expiry count from it. Null only
     * for subscribers from before confirmation existed, who were never sent a link.
     */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    // The sweep of expired sign-ups reads the unconfirmed rows only.
    index("newsletter_subscribers_unconfirmed")
      .on(table.confirmationSentAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
);

/** What an operator sees of a subscriber: waiting for the confirmation, on the list, or gone. */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const leadTypes = ["demo", "registration", "contact", "resource", "calculator"] as const;
/**
 * `new` leads (reCAPTCHA vouched for them) are notified; `spam` ones (honeypot, too fast, low reCAPTCHA
 * score) are kept for review and not notified; `unverified` ones (reCAPTCHA could not check them: no
 * secret configured, no token, Google failing) reach sales, flagged, but get no confirmation mail.
 */
export const leadStatuses = ["new", "spam", "unverified"] as const;

/**
 * Every form a visitor sends: demo requests, registrations, contact messages, resource downloads and
 * calculations sent by mail (docs/calculators.md, Email me this calculation).
 */
export const leads = pgTable(
  "leads",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: leadTypes }).notNull(),
    status: text({ enum: leadStatuses }).notNull(),
    /** Why a lead is spam or unverified, for the person reviewing it. */
    statusReason: text("status_reason"),
    recaptchaScore: real("recaptcha_score"),
    lang: text({ enum: ["en", "id"] }).notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    company: text().notNull(),
    /** The fields only one form has (company size, country, slot, topic, message, resource…). */
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    marketingConsent: boolean("marketing_consent").notNull(),
    /** UTM parameters, landing page and the page of the form. */
    attribution: jsonb().$type<Record<string, string>>().notNull(),
    /** Same type, address and fields: a second click or a retried request, stored once. */
    fingerprint: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("leads_type_created_at").on(table.type, table.createdAt),
    index("leads_email").on(table.email),
    index("leads_fingerprint").on(table.fingerprint, table.createdAt),
  ],
);

export const outboxChannels = [
  "sales-mail",
  "visitor-mail",
  "newsletter-mail",
  "registration-webhook",
  "crm-webhook",
] as const;
export const outboxStatuses = ["pending", "sent", "failed"] as const;

/**
 * Mail and webhooks waiting to leave, written in the same transaction as the lead: nothing is lost when
 * SMTP or a webhook is down. `subjectEmail` is the person the message is about, for erasure.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    subjectEmail: text("subject_email").notNull(),
    channel: text({ enum: outboxChannels }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The worker sending the message, and until when: another instance leaves it alone meanwhile. */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due").on(table.status, table.nextAttemptAt)],
);

/** Each try to send an outbox message, with what went wrong. */
export const outboxAttempts = pgTable("outbox_attempts", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  messageId: integer("message_id")
    .notNull()
    .references(() => outbox.id, { onDelete: "cascade" }),
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  ok: boolean().notNull(),
  error: text(),
  durationMs: integer("duration_ms").notNull(),
});

/**
 * Requests counted per key and fixed window, in the database so the limit holds across server
 * instances. Keys hold a hash of the address or IP, never the address itself.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text().notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Proof of consent: one row per choice a visitor makes in the cookie banner or settings. The consent ID is
 * random, made in the visitor's browser and kept there with the choice, so a person can show it to have
 * their records erased. No IP address, no user agent, nothing else about the visitor.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    consentId: text("consent_id").notNull(),
    analytics: boolean().notNull(),
    marketing: boolean().notNull(),
    /** Records made before the chat purpose existed asked nothing about chat: false. */
    chat: boolean().notNull().default(false),
    policyVersion: text("policy_version").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_records_consent_id").on(table.consentId)],
);

/**
 * Secrets the site makes for itself when the operator sets none: the key that signs download and newsletter
 * confirmation links (SIGNING_SECRET unset). Kept here so that every instance signs with the same key and a
 * link outlives a restart or a deploy; the first instance to start makes it.
 */
export const siteSecrets = pgTable("site_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
