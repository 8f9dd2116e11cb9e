import type { CollectionListsContent } from "./types.ts";

export default {
  caseStudies: {
    meta: {
      title: "Studi kasus: cara perusahaan bekerja dengan Regu | Regu",
      description:
        "Kisah jaringan kedai kopi, perusahaan logistik, fintech, dan distributor di Asia Tenggara yang " +
        "memangkas rekap absensi, urusan cuti, dan salah hitung gaji.",
    },
    title: "Cara perusahaan di Asia Tenggara bekerja dengan Regu",
    lead:
      "Tujuh perusahaan, dari jaringan kedai kopi dengan 40 outlet hingga gudang di Bangkok, bercerita " +
      "tentang apa yang mereka ubah dan hasilnya, lengkap dengan angka.",
  },
  blog: {
    meta: {
      title: "Blog Regu: praktik HR, absensi, dan penggajian | Regu",
      description:
        "Panduan praktis untuk tim HR di Indonesia, Malaysia, Filipina, Thailand, dan Singapura: absensi, " +
        "cuti, lembur, penggajian, dan hukum ketenagakerjaan.",
    },
    title: "Praktik HR untuk tim di Asia Tenggara",
    lead:
      "Panduan langkah demi langkah seputar absensi, cuti, lembur, dan penggajian, ditulis oleh tim yang " +
      "setiap minggu mendampingi pelanggan Regu.",
    categoryMeta: {
      title: "{category}: artikel untuk tim HR | Blog Regu",
      description:
        "Artikel seputar {category} untuk tim HR dan operasional di Asia Tenggara: aturan tiap negara, contoh perhitungan, dan daftar periksa siap pakai.",
    },
    categoryTitle: "{category}",
  },
  userGuide: {
    meta: {
      title: "Panduan pengguna Regu: langkah demi langkah | Regu",
      description:
        "Atur dan gunakan Regu sehari-hari: absen selfie dan GPS, cuti, lembur, klaim, tugas, pengumuman, " +
        "dan penggajian, langkah demi langkah untuk karyawan dan admin.",
    },
    title: "Panduan pengguna",
    lead: "Bantuan langkah demi langkah untuk admin, atasan, dan karyawan, satu tugas per artikel.",
    topics: {
      "getting-started": "Memulai",
      attendance: "Absensi",
      leave: "Cuti",
      overtime: "Lembur",
      claims: "Klaim",
      tasks: "Tugas",
      chat: "Chat",
      payroll: "Penggajian",
      administration: "Administrasi",
      "mobile-app": "Aplikasi seluler",
    },
    screenCaption: "Layar {screen} di Regu",
  },
  resources: {
    meta: {
      title: "Materi HR gratis: e-book, daftar periksa, templat | Regu",
      description:
        "Unduh gratis e-book, daftar periksa, templat kebijakan, dan kalkulator untuk tim HR di Asia " +
        "Tenggara, dari digitalisasi hingga penggajian akhir bulan.",
    },
    title: "Materi gratis untuk tim HR",
    lead: "E-book, daftar periksa, templat, dan kalkulator yang bisa langsung Anda pakai. Gratis: isi empat data dan PDF langsung terunduh.",
  },
} satisfies CollectionListsContent;
