import { confirmationResendMinutes } from "./confirmation-period.ts";

/** What the store knows of an address that signs up again. */
export interface StoredSubscription {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  /** When its latest confirmation mail was queued; null for a subscriber from before confirmation. */
  confirmationSentAt: Date | null;
}

/**
 * What a sign-up of an address already stored does (docs/product.md#confirmation). The answer to the
 * visitor is the same in every case; only the mail differs:
 * - `restart`: it had unsubscribed; a new pending subscription and a new confirmation mail;
 * - `resend`: still pending, and the last mail is at least 15 minutes old (or there was none); a new mail;
 * - `nothing`: confirmed already, or mailed less than 15 minutes ago: no mail, so the form cannot flood
 *   an inbox.
 */
export function repeatSignUp(stored: StoredSubscription, now: Date): "restart" | "resend" | "nothing" {
  if (stored.unsubscribedAt !== null) return "restart";
  if (stored.confirmedAt !== null) return "nothing";
  if (stored.confirmationSentAt === null) return "resend";
  const age = now.getTime() - stored.confirmationSentAt.getTime();
  return age >= confirmationResendMinutes * 60_000 ? "resend" : "nothing";
}
