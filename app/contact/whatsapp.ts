import { brand } from "../../content/brand.ts";
import type { Lang } from "../../core/routing/pages.ts";

/** A WhatsApp chat with sales, the brand's greeting typed in, in the visitor's language. */
export function whatsappChatUrl(lang: Lang): string {
  return `https://wa.me/${brand.whatsapp.number}?text=${encodeURIComponent(brand.whatsapp.message[lang])}`;
}
