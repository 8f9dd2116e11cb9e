import { createHmac, timingSafeEqual } from "node:crypto";
import { confirmationMs } from "./confirmation-period.ts";

/** The largest id of newsletter_subscribers (a PostgreSQL integer). */
const maxSubscriberId = 2_147_483_647;

/** What a confirmation link says once its signature is checked. */
export type ConfirmationCheck =
  | { ok: true; subscriberId: number; issuedAt: Date }
  | { ok: false; reason: "expired"; subscriberId: number; issuedAt: Date }
  | { ok: false; reason: "invalid" };

export interface ConfirmationLinks {
  /** The token of a confirmation mail sent to a subscriber at `now`. */
  sign(subscriberId: number, now?: Date): string;
  verify(token: string, now?: Date): ConfirmationCheck;
}

/**
 * Signed tokens naming one subscriber and when the mail was sent: `<id>.<sent>.<signature>`, HMAC-SHA256
 * with the site's SIGNING_SECRET as the download links are signed. The time is the send, not the expiry, so
 * the subscription can tell a link of the current sign-up from one sent before the address unsubscribed.
 * The purpose is signed with the rest: a download token can never pass for a confirmation.
 */
export function createConfirmationLinks(secret: string): ConfirmationLinks {
  const signature = (payload: string) =>
    createHmac("sha256", secret).update(`newsletter-confirmation.${payload}`).digest("base64url");
  return {
    sign(subscriberId, now = new Date()) {
      const payload = `${subscriberId}.${Math.floor(now.getTime() / 1000)}`;
      return `${payload}.${signature(payload)}`;
    },
    verify(token, now = new Date()) {
      const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      // An id the table's integer column cannot hold was never signed here.
      if (!match || Number(match[1]) > maxSubscriberId) return { ok: false, reason: "invalid" };
      const [, id, sent, given] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(signature(`${id}.${sent}`));
      if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: "invalid" };
      const subscriberId = Number(id);
      const issuedAt = new Date(Number(sent) * 1000);
      if (issuedAt.getTime() + confirmationMs < now.getTime()) {
        return { ok: false, reason: "expired", subscriberId, issuedAt };
      }
      return { ok: true, subscriberId, issuedAt };
    },
  };
}
