import type { TranslationOf } from "../../core/i18n/translation.ts";
import type { Lang } from "../../core/routing/pages.ts";

/** The chat button's words; loaded with it, after the page, so no page's first load carries them. */
const en = {
  chat: "Chat with us",
  askTitle: "Chat with our team",
  askBody:
    "Our chat is run by {vendor}, which stores cookies in your browser to keep the conversation. Starting the chat allows them; you can withdraw this at any time under “Cookie settings”.",
  start: "Start chat",
  whatsappInstead: "Use WhatsApp instead",
  close: "Close",
  loading: "Opening the chat…",
  failed: "The chat could not be opened. Please try again, or write to us on WhatsApp.",
  retry: "Try again",
} as const;

export type ChatTexts = TranslationOf<typeof en>;

const id: ChatTexts = {
  chat: "Chat dengan kami",
  askTitle: "Chat dengan tim kami",
  askBody:
    "Chat kami dijalankan oleh {vendor}, yang menyimpan cookie di browser Anda untuk menjaga percakapan. Dengan memulai chat, Anda mengizinkannya; Anda dapat menariknya kembali kapan saja melalui “Pengaturan cookie”.",
  start: "Mulai chat",
  whatsappInstead: "Gunakan WhatsApp saja",
  close: "Tutup",
  loading: "Membuka chat…",
  failed: "Chat tidak dapat dibuka. Silakan coba lagi, atau hubungi kami via WhatsApp.",
  retry: "Coba lagi",
};

export const chatTexts: Record<Lang, ChatTexts> = { en, id };
