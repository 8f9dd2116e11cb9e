import type { TranslationOf } from "../../core/i18n/translation.ts";
import type { Lang } from "../../core/routing/pages.ts";

/** The cookie banner's and settings' words; loaded with them, so pages without tools never carry them. */
const en = {
  bannerLabel: "Cookie consent",
  bannerTitle: "Your privacy on this site",
  bannerBody:
    "With your consent we use cookies to measure visits and to see which campaigns work. Necessary storage that keeps the site working is always on. You can change your choice at any time under “Cookie settings” at the bottom of every page.",
  bannerChat: "Accepting all also lets the live chat keep your conversation.",
  privacyLink: "Privacy policy",
  acceptAll: "Accept all",
  rejectAll: "Reject all",
  choose: "Choose",
  dialogTitle: "Cookie settings",
  dialogIntro:
    "Choose which cookies we may use. Only necessary storage is on until you agree; you can withdraw consent here at any time.",
  necessary: "Necessary",
  necessaryBody:
    "Keeps the site working and secure and remembers this choice (the regu_consent cookie, 12 months).",
  alwaysOn: "Always on",
  analytics: "Analytics",
  analyticsBody: "Counts visits and shows which pages and campaigns help visitors, in totals: {tools}.",
  marketing: "Marketing",
  marketingBody:
    "Measures which of our ads lead to demo requests and registrations, and shows our ads to visitors of this site: {tools}.",
  chat: "Live chat",
  chatBody:
    "Keeps your conversation with our team in the chat window as you move between pages; the chat stores cookies only once you allow them here or start a chat: {tools}.",
  save: "Save choices",
  close: "Close",
  consentId: "Your consent ID (quote it to have your choices erased):",
} as const;

export type ConsentTexts = TranslationOf<typeof en>;

const id: ConsentTexts = {
  bannerLabel: "Persetujuan cookie",
  bannerTitle: "Privasi Anda di situs ini",
  bannerBody:
    "Dengan persetujuan Anda, kami menggunakan cookie untuk mengukur kunjungan dan melihat kampanye mana yang berhasil. Penyimpanan yang diperlukan agar situs berfungsi selalu aktif. Anda dapat mengubah pilihan kapan saja melalui “Pengaturan cookie” di bagian bawah setiap halaman.",
  bannerChat: "Menerima semua juga memungkinkan live chat menyimpan percakapan Anda.",
  privacyLink: "Kebijakan privasi",
  acceptAll: "Terima semua",
  rejectAll: "Tolak semua",
  choose: "Pilih",
  dialogTitle: "Pengaturan cookie",
  dialogIntro:
    "Pilih cookie yang boleh kami gunakan. Hanya penyimpanan yang diperlukan yang aktif sampai Anda setuju; Anda dapat menarik persetujuan di sini kapan saja.",
  necessary: "Diperlukan",
  necessaryBody:
    "Menjaga situs tetap berfungsi dan aman serta mengingat pilihan ini (cookie regu_consent, 12 bulan).",
  alwaysOn: "Selalu aktif",
  analytics: "Analitik",
  analyticsBody:
    "Menghitung kunjungan dan menunjukkan halaman serta kampanye yang membantu pengunjung, secara agregat: {tools}.",
  marketing: "Pemasaran",
  marketingBody:
    "Mengukur iklan kami yang menghasilkan permintaan demo dan pendaftaran, serta menampilkan iklan kami kepada pengunjung situs ini: {tools}.",
  chat: "Live chat",
  chatBody:
    "Menjaga percakapan Anda dengan tim kami di jendela chat saat Anda berpindah halaman; chat menyimpan cookie hanya setelah Anda mengizinkannya di sini atau memulai chat: {tools}.",
  save: "Simpan pilihan",
  close: "Tutup",
  consentId: "ID persetujuan Anda (sebutkan untuk meminta penghapusan pilihan Anda):",
};

export const consentTexts: Record<Lang, ConsentTexts> = { en, id };
