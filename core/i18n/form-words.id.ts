import type { FormWords } from "./form-words.types.ts";

/** Indonesian words of the lead forms (demo, registration, contact, resource download). */
export const formsId: FormWords = {
  optional: "(opsional)",
  required: "wajib diisi",
  fields: {
    name: { label: "Nama lengkap" },
    email: { label: "Email" },
    workEmail: {
      label: "Email kantor",
      hint: "Gunakan alamat email perusahaan, misalnya nama@perusahaan.com.",
    },
    phone: {
      label: "Nomor telepon",
      hint: "Sertakan kode negara, misalnya +62 812-3456-7890.",
    },
    whatsapp: {
      label: "Nomor WhatsApp",
      hint: "Konfirmasi jadwal demo kami kirim ke nomor ini. Sertakan kode negara, misalnya +62 812-3456-7890.",
    },
    company: { label: "Nama perusahaan" },
    companySize: { label: "Jumlah karyawan", placeholder: "Pilih jumlah karyawan" },
    country: { label: "Negara", placeholder: "Pilih negara Anda" },
    interests: {
      label: "Fitur apa yang ingin Anda lihat?",
      hint: "Boleh pilih lebih dari satu. Demo akan kami susun sesuai pilihan Anda.",
    },
    slot: {
      label: "Waktu demo pilihan Anda",
      hint: "Demo 30 menit lewat video call, Senin–Jumat.",
    },
    topic: { label: "Topik", placeholder: "Pilih topik" },
    message: {
      label: "Pesan Anda",
      hint: "Maksimal 5.000 karakter. Makin lengkap pesan Anda, makin cepat kami bisa membantu.",
    },
    terms: {
      before: "Saya menyetujui ",
      termsLink: "Syarat & ketentuan",
      after: " Regu.",
    },
    marketingConsent: {
      label: "Kirimi saya newsletter bulanan Regu berisi tips HR dan absensi.",
      hint: "Satu email per bulan. Bisa berhenti berlangganan kapan saja dengan satu klik.",
    },
  },
  errors: {
    required: "{field} wajib diisi.",
    email: "Masukkan email kerja Anda, misalnya nama@perusahaan.com.",
    phone: "Masukkan nomor telepon 7 sampai 15 digit, misalnya +62 812-3456-7890.",
    tooLong: "{field} terlalu panjang. Mohon persingkat isinya.",
    choice: "Pilih salah satu opsi yang tersedia di daftar.",
    slot:
      "Waktu ini tidak bisa dipilih. Pilih hari kerja dalam dua minggu ke depan, dengan jam mulai " +
      "antara 09.00 dan 17.00 waktu kantor.",
    consent: "Centang kotak ini untuk menyetujui Syarat & Ketentuan serta Kebijakan Privasi.",
    control:
      "{field} mengandung karakter kontrol yang tidak terlihat, biasanya terbawa saat menyalin dan " +
      "menempel teks. Hapus karakter tersebut atau ketik ulang isinya.",
  },
  errorSummary: {
    one: "Ada 1 isian yang perlu diperbaiki sebelum formulir bisa dikirim.",
    other: "Ada {count} isian yang perlu diperbaiki sebelum formulir bisa dikirim.",
  },
  countries: {
    ID: "Indonesia",
    MY: "Malaysia",
    PH: "Filipina",
    TH: "Thailand",
    SG: "Singapura",
    other: "Negara lain",
  },
  companySizes: {
    "1-10": "1–10 karyawan",
    "11-50": "11–50 karyawan",
    "51-200": "51–200 karyawan",
    "201-500": "201–500 karyawan",
    "501-1000": "501–1.000 karyawan",
    "1000+": "Lebih dari 1.000 karyawan",
  },
  interests: {
    task: "Tugas",
    chat: "Chat",
    time: "Absensi",
    leave: "Cuti",
    overtime: "Lembur",
    claim: "Klaim",
    payroll: "Layanan penggajian",
    projects: "Manajemen proyek",
  },
  topics: {
    sales: "Paket dan harga",
    support: "Bantuan penggunaan aplikasi",
    billing: "Tagihan dan faktur",
    partnership: "Kemitraan",
    other: "Lainnya",
  },
  slotPicker: {
    day: "Pilih hari",
    time: "Pilih jam",
    yourTimeZone: "Jam ditampilkan sesuai zona waktu Anda ({zone}).",
    officeHours: "Kantor kami di {city} buka {hours}.",
    chooseCountryFirst: "Pilih negara Anda dulu, lalu kami tampilkan jadwal yang tersedia dari tim di sana.",
    fallbackLabel: "Tanggal dan jam pilihan (waktu kantor di negara Anda)",
    chosen: "Anda memilih {slot}.",
  },
  richText: {
    toolbar: "Format teks",
    bold: "Tebal",
    italic: "Miring",
    bulletList: "Daftar berpoin",
    numberedList: "Daftar bernomor",
    link: "Tambah tautan",
    linkPrompt: "Tempel alamat web untuk tautan, misalnya https://perusahaan.com",
    removeLink: "Hapus tautan",
  },
  privacyNotice: {
    before:
      "Regu menggunakan data ini untuk menanggapi dan menindaklanjuti permintaan Anda, sebagaimana dijelaskan dalam ",
    link: "Kebijakan privasi",
    after: ".",
  },
  recaptchaNotice: "Situs ini dilindungi oleh reCAPTCHA.",
  recaptchaPrivacy: "Kebijakan Privasi Google",
  recaptchaTerms: "Persyaratan Layanan Google",
  submitting: "Mengirim…",
  unavailable:
    "Formulir Anda belum bisa kami simpan saat ini. Isian Anda tidak hilang: silakan kirim ulang dalam " +
    "beberapa menit, atau hubungi kami lewat WhatsApp.",
  networkError:
    "Formulir belum sampai ke kami karena koneksi terputus. Isian Anda tidak hilang: periksa koneksi " +
    "internet Anda, lalu kirim ulang.",
  tooMany:
    "Formulir ini sudah dikirim beberapa kali dalam waktu singkat. Silakan coba lagi dalam {minutes} menit.",
  badRequest:
    "Formulir ini tidak dapat kami baca. Muat ulang halaman, lalu isi dan kirim kembali formulirnya.",
  honeypot: "Kosongkan isian ini",
};
