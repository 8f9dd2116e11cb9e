import type { ConversionContent } from "./types.ts";

export default {
  title: "Chat dengan tim sales di WhatsApp | Regu",
  heading: "Mengarahkan Anda ke WhatsApp…",
  body:
    "Kami sedang membuka chat WhatsApp dengan tim sales Regu. Pesan sapaan sudah kami siapkan, Anda " +
    "tinggal menekan kirim dan ceritakan sedikit tentang tim Anda.",
  button: "Buka WhatsApp",
  numberLabel: "Atau simpan nomor kami:",
} satisfies ConversionContent;
