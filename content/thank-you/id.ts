import type { ThankYouCollection } from "./types.ts";

export const thankYouId = {
  thankYou: {
    title: "Terima kasih · Regu",
    description: "Pesan Anda sudah kami terima. Tim kami akan membalas lewat email dalam satu hari kerja.",
    heading: "Terima kasih, pesan Anda sudah kami terima",
    body: "Tim kami akan membaca pesan Anda dan membalas lewat email dalam satu hari kerja.",
    next: [
      "Pantau kotak masuk email Anda. Jika balasan belum masuk hingga besok, cek juga folder spam.",
      "Sambil menunggu, bandingkan paket Starter, Growth, dan Business di halaman harga.",
    ],
    primary: { label: "Kembali ke beranda", page: "home" },
    secondary: { label: "Lihat harga", page: "pricing" },
  },
  thankYouRegistering: {
    title: "Cek email Anda · Regu",
    description:
      "Akun uji coba Regu Anda sudah siap. Aktifkan lewat email yang kami kirim, lalu pasang aplikasinya.",
    heading: "Uji coba gratis 14 hari Anda sudah dimulai",
    body:
      "Kami sudah mengirim email aktivasi dari aplikasi Regu ke alamat email yang Anda daftarkan. " +
      "Buka email tersebut untuk membuat kata sandi dan mengaktifkan akun Anda.",
    next: [
      "Buka email aktivasi dari Regu dan klik tautannya. Belum masuk dalam 5 menit? Cek folder spam.",
      "Pasang aplikasi Regu dari Google Play, App Store, atau AppGallery, lalu masuk dengan akun baru Anda.",
      "Tambahkan beberapa karyawan, atur satu shift, lalu coba absen masuk sendiri.",
    ],
    primary: { label: "Baca panduan pengguna", page: "userGuide" },
    secondary: { label: "Bandingkan paket", page: "pricing" },
  },
  thankYouDemo: {
    title: "Permintaan demo diterima · Regu",
    description:
      "Terima kasih telah meminta demo Regu. Jadwal Anda kami konfirmasi lewat email dan WhatsApp " +
      "dalam satu hari kerja.",
    heading: "Terima kasih, demo Anda segera kami jadwalkan",
    body: "Tim sales kami akan mengonfirmasi jadwal demo lewat email dan WhatsApp dalam satu hari kerja.",
    next: [
      "Tunggu konfirmasi jadwal dari kami lewat email dan WhatsApp, paling lambat satu hari kerja.",
      "Siapkan jumlah karyawan, lokasi kerja, dan pola shift Anda, agar demo sesuai kondisi perusahaan.",
      "Ikuti demo online selama 30 menit, dan ajak juga rekan dari HRD dan operasional.",
    ],
    primary: { label: "Baca studi kasus", page: "caseStudies" },
    secondary: { label: "Lihat harga", page: "pricing" },
  },
  thankYouSubscribing: {
    title: "Berlangganan berhasil · Regu",
    description: "Anda berlangganan newsletter Regu: satu email setiap bulan berisi tips HR dan absensi.",
    heading: "Terima kasih sudah berlangganan",
    body:
      "Sebulan sekali, Anda akan menerima satu email berisi tips praktis seputar HR, absensi, dan " +
      "penggajian, plus kabar terbaru dari Regu.",
    next: [
      "Edisi pertama akan masuk ke kotak masuk Anda di awal bulan depan.",
      "Simpan alamat email kami ke kontak agar newsletter tidak masuk ke folder spam.",
      "Ingin berhenti? Klik tautan berhenti berlangganan di bagian bawah setiap email, kapan saja.",
    ],
    primary: { label: "Baca blog Regu", page: "blog" },
    secondary: { label: "Kembali ke beranda", page: "home" },
  },
} satisfies ThankYouCollection;
