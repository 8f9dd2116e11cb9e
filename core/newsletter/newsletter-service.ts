import type { Lang } from "../routing/pages.ts";

/**
 * What the pages and the server may ask of the newsletter's subscribers; the database behind it is
 * subscribers.server.ts, which the server starts and hands to requests (core/services/context.ts).
 */

export interface Subscription {
  email: string;
  lang: Lang;
  /** The page the visitor subscribed from. */
  page: string;
}

/**
 * What opening a confirmation link did: confirmed the subscription (or it already was), found it ran out
 * (or belongs to a subscription since withdrawn), or found no subscription it could be for.
 */
export type ConfirmationOutcome = "confirmed" | "expired" | "invalid";

/** What a confirmation link would do if its button were pressed now: `pending` is "it would confirm". */
export type ConfirmationState = ConfirmationOutcome | "pending";

export interface NewsletterService {
  /**
   * Stores a pending subscriber and queues the confirmation mail; resolves once both are committed. A
   * repeated address is not an error (docs/product.md#confirmation says when it gets a mail again).
   */
  subscribe(subscription: Subscription): Promise<void>;
  /**
   * Confirms the subscription a signed link names; confirming again is the same as once. Only a POST
   * (the page's button) calls it: mail scanners open every link of a mail, and opening is not consent.
   */
  confirm(token: string): Promise<ConfirmationOutcome>;
  /** What the link's page shows before its button is pressed; changes nothing. */
  confirmationState(token: string): Promise<ConfirmationState>;
  /** The page's button, or a mail client's one-click POST (RFC 8058); twice is the same as once. */
  unsubscribe(token: string): Promise<"unsubscribed" | "unknown">;
  /** Whether an unsubscribe link names a subscriber, and whether they already left; changes nothing. */
  unsubscribeState(token: string): Promise<"subscribed" | "unsubscribed" | "unknown">;
}
