import type { SubscriberStatus } from "../../../core/db/schema.ts";
import type { CsvValue } from "./csv.ts";

/**
 * The newsletter export's columns, in order: the address and its status, then the proof of consent (the
 * sign-up's time and page, the confirmation's time), then the rest of its history.
 */
export const subscriberColumns = [
  "id",
  "email",
  "status",
  "lang",
  "subscribed_at",
  "source_page",
  "confirmed_at",
  "confirmation_sent_at",
  "unsubscribed_at",
  "first_subscribed_at",
] as const;

/** A row of newsletter_subscribers as Drizzle returns it (the unsubscribe token left out: it is a key). */
export interface StoredSubscriber {
  id: number;
  email: string;
  lang: string;
  subscribedAt: Date;
  sourcePage: string;
  confirmedAt: Date | null;
  confirmationSentAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
}

/** Unsubscribed wins over confirmed: a withdrawn consent is no consent, whatever came before. */
export function subscriberStatus(
  row: Pick<StoredSubscriber, "confirmedAt" | "unsubscribedAt">,
): SubscriberStatus {
  if (row.unsubscribedAt !== null) return "unsubscribed";
  return row.confirmedAt !== null ? "confirmed" : "pending";
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The cells of one subscriber in column order. */
export function subscriberCells(row: StoredSubscriber): CsvValue[] {
  const cells: Record<(typeof subscriberColumns)[number], CsvValue> = {
    id: row.id,
    email: row.email,
    status: subscriberStatus(row),
    lang: row.lang,
    subscribed_at: iso(row.subscribedAt),
    source_page: row.sourcePage,
    confirmed_at: iso(row.confirmedAt),
    confirmation_sent_at: iso(row.confirmationSentAt),
    unsubscribed_at: iso(row.unsubscribedAt),
    first_subscribed_at: iso(row.createdAt),
  };
  return subscriberColumns.map((column) => cells[column]);
}
