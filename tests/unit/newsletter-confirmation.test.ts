import { describe, expect, it } from "vitest";
import { createDownloadLinks } from "../../core/leads/download-links.server.ts";
import { createConfirmationLinks } from "../../core/newsletter/confirmation-links.server.ts";
import { confirmationDays, confirmationResendMinutes } from "../../core/newsletter/confirmation-period.ts";
import { repeatSignUp, type StoredSubscription } from "../../core/newsletter/repeat-sign-up.ts";

const secret = "a-signing-secret-of-at-least-32-characters";
const sentAt = new Date("2026-03-28T02:15:00Z");
const day = 24 * 60 * 60 * 1000;
const minute = 60 * 1000;
const later = (ms: number) => new Date(sentAt.getTime() + ms);

describe("confirmation links", () => {
  const links = createConfirmationLinks(secret);

  it("lasts 14 days: the two weeks of a long holiday such as the cuti bersama around Lebaran", () => {
    expect(confirmationDays).toBe(14);
  });

  it("names the subscriber and when the mail was sent, and works until the 14 days are over", () => {
    const token = links.sign(42, sentAt);
    expect(token).toMatch(/^42\.\d+\.[\w-]{43}$/);
    expect(links.verify(token, sentAt)).toEqual({ ok: true, subscriberId: 42, issuedAt: sentAt });
    expect(links.verify(token, later(confirmationDays * day))).toMatchObject({ ok: true, subscriberId: 42 });
  });

  it("says a link opened after the 14 days expired, and still whose it was", () => {
    const token = links.sign(42, sentAt);
    expect(links.verify(token, later(confirmationDays * day + 1000))).toEqual({
      ok: false,
      reason: "expired",
      subscriberId: 42,
      issuedAt: sentAt,
    });
  });

  it("refuses a link whose subscriber, time or signature was changed", () => {
    const token = links.sign(42, sentAt);
    const [id, sent, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const tampered of [
      `43.${sent}.${signature}`,
      `${id}.${Number(sent) + 14 * 86_400}.${signature}`,
      `${id}.${sent}.${flipped}`,
      `${id}.${sent}`,
      `${id}.${sent}.${signature}.x`,
      "",
      "' or 1=1 --",
      `0.${sent}.${signature}`,
      `2147483648.${sent}.${signature}`,
    ]) {
      expect(links.verify(tampered, sentAt), tampered).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("refuses a link signed with another secret, and a download link passed off as one", () => {
    const other = createConfirmationLinks("another-secret-of-at-least-32-characters!");
    expect(links.verify(other.sign(42, sentAt), sentAt)).toEqual({ ok: false, reason: "invalid" });
    const download = createDownloadLinks(secret).sign({ lang: "en", slug: "42" }, sentAt);
    expect(links.verify(download, sentAt)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("a sign-up of an address already stored", () => {
  const pending: StoredSubscription = { confirmedAt: null, unsubscribedAt: null, confirmationSentAt: sentAt };

  it("sends nothing to a confirmed subscriber", () => {
    expect(repeatSignUp({ ...pending, confirmedAt: later(day) }, later(2 * day))).toBe("nothing");
  });

  it("starts again, with a new mail, for an address that unsubscribed, confirmed before or not", () => {
    expect(repeatSignUp({ ...pending, unsubscribedAt: later(day) }, later(2 * day))).toBe("restart");
    expect(
      repeatSignUp({ ...pending, confirmedAt: later(day), unsubscribedAt: later(2 * day) }, later(3 * day)),
    ).toBe("restart");
  });

  it("sends a pending address a new mail only once the last one is 15 minutes old", () => {
    expect(confirmationResendMinutes).toBe(15);
    expect(repeatSignUp(pending, sentAt)).toBe("nothing");
    expect(repeatSignUp(pending, later(15 * minute - 1))).toBe("nothing");
    expect(repeatSignUp(pending, later(15 * minute))).toBe("resend");
    expect(repeatSignUp(pending, later(3 * day))).toBe("resend");
  });

  it("sends one to a subscriber from before confirmation existed, who never had a link", () => {
    expect(repeatSignUp({ ...pending, confirmationSentAt: null }, sentAt)).toBe("resend");
  });
});
