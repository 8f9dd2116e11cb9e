import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "../routing/pages.ts";

/** A download link lasts this long: long enough to click again, too short to share around. */
export const downloadLinkSeconds = 15 * 60;

export interface DownloadTarget {
  lang: Lang;
  slug: string;
}

export type DownloadCheck =
  | ({ ok: true } & DownloadTarget)
  | ({ ok: false; reason: "expired" } & DownloadTarget)
  | { ok: false; reason: "invalid" };

export interface DownloadLinks {
  sign(target: DownloadTarget, now?: Date): string;
  verify(token: string, now?: Date): DownloadCheck;
}

/**
 * Signed, short-lived tokens naming one resource file: `<lang>.<slug>.<expiry>.<signature>`. Only a
 * visitor who sent the form gets one; the file itself is never public.
 */
export function createDownloadLinks(secret: string): DownloadLinks {
  const signature = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  return {
    sign({ lang, slug }, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + downloadLinkSeconds;
      const payload = `${lang}.${slug}.${expires}`;
      return `${payload}.${signature(payload)}`;
    },
    verify(token, now = new Date()) {
      const match = /^(en|id)\.([a-z0-9-]{1,120})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: "invalid" };
      const [, lang, slug, expires, given] = match as unknown as [string, Lang, string, string, string];
      const expected = Buffer.from(signature(`${lang}.${slug}.${expires}`));
      if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: "invalid" };
      if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: "expired", lang, slug };
      return { ok: true, lang, slug };
    },
  };
}
