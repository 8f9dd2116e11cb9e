import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Aplikasi tugas lapangan: checklist, bukti foto, rute | Regu",
    description:
      "Bagikan tugas kunjungan lengkap dengan checklist, lokasi, dan tenggat. Karyawan melampirkan foto " +
      "bertanda waktu dan lokasi, supervisor memantau langsung.",
  },
  hero: {
    eyebrow: "Tugas",
    title: "Pastikan pekerjaan lapangan benar-benar dikerjakan",
    lead:
      "Bagikan tugas kunjungan, audit, atau perbaikan ke satu karyawan maupun satu tim, lengkap dengan " +
      "checklist, lokasi, dan tenggat waktu. Karyawan mencentang setiap langkah dan melampirkan foto yang " +
      "tercatat waktu dan lokasinya, jadi supervisor bisa memeriksa 26 kunjungan outlet tanpa meninggalkan " +
      "kantor.",
    points: [
      "Tugas sekali jalan atau berulang",
      "Bukti foto dengan waktu dan lokasi",
      "Rute kunjungan di peta",
    ],
  },
  screens: {
    employee: {
      title: "Tugas saya",
      subtitle: "Kamis, 16 Mei · Rizky Pratama",
      highlight: {
        label: "Kunjungan berikutnya",
        value: "10.30",
        note: "Titik 2 dari 5 · Outlet Kemang",
      },
      rows: [
        {
          title: "Cek rak, Outlet Senopati",
          meta: "Checklist 4/4 · 3 foto",
          status: { label: "Selesai", tone: "ok" },
        },
        {
          title: "Hitung stok, Outlet Kemang",
          meta: "Checklist 0/6 · batas 11.30",
          status: { label: "Berikutnya", tone: "info" },
        },
        {
          title: "Pasang display, Cilandak",
          meta: "Perlu foto dan tanda tangan",
          status: { label: "Belum", tone: "wait" },
        },
        {
          title: "Audit Gudang Cikarang",
          meta: "Berulang · setiap Kamis",
          status: { label: "Belum", tone: "wait" },
        },
      ],
      action: "Mulai tugas",
    },
    manager: {
      title: "Tugas tim",
      subtitle: "Area Jakarta Selatan · Hari ini",
      highlight: {
        label: "Selesai hari ini",
        value: "18 dari 26",
        note: "6 berjalan · 2 terlambat",
      },
      rows: [
        {
          title: "Rizky Pratama",
          meta: "Outlet Kemang · mulai 10.34",
          status: { label: "Berjalan", tone: "info" },
        },
        {
          title: "Dewi Lestari",
          meta: "5 dari 5 kunjungan · foto ada",
          status: { label: "Selesai", tone: "ok" },
        },
        {
          title: "Agus Setiawan",
          meta: "Outlet Fatmawati · batas 09.00",
          status: { label: "Terlambat", tone: "alert" },
        },
        {
          title: "Fitri Handayani",
          meta: "3 dari 6 kunjungan · rute Blok M",
          status: { label: "Di jalan", tone: "info" },
        },
      ],
      action: "Beri tugas baru",
    },
  },
  scene: {
    key: "field",
    alt: "Teknisi dengan kotak perkakasnya memeriksa daftar tugas di HP di depan toko klien, motornya terparkir di dekatnya.",
  },
  problems: {
    title: "Kenapa tim lapangan sulit dipantau dari kantor",
    lead: "Supervisor tidak bisa berada di semua lokasi. Ini masalah yang paling sering muncul, dan solusinya di Regu.",
    items: [
      {
        title: "“Kunjungannya cuma dilaporkan lewat pesan”",
        body:
          "Setiap foto di Regu tercatat waktu dan lokasi pengambilannya, dan tugas mencatat siapa yang " +
          "menyelesaikannya dan kapan. Bukti datang bersama pekerjaannya, bukan besok harinya.",
      },
      {
        title: "“Ada langkah yang terlewat kalau tidak diawasi”",
        body:
          "Setiap tugas punya checklist sendiri, dari cek suhu chiller sampai tanda tangan kepala toko, dan " +
          "supervisor bisa melihat langkah mana saja yang sudah dikerjakan.",
      },
      {
        title: "“Instruksi tenggelam di grup WhatsApp”",
        body:
          "Tugas muncul di daftar masing-masing karyawan lengkap dengan lokasi, tenggat, dan langkah kerjanya. " +
          "Kunjungan rutin otomatis muncul lagi sesuai jadwal.",
      },
    ],
  },
  steps: {
    title: "Cara kerja tugas di Regu",
    lead: "Siapkan templat sekali, lalu bagikan tugas cukup dengan beberapa ketukan.",
    items: [
      {
        title: "Susun checklist untuk pekerjaan rutin",
        body:
          "Tulis langkah kerja untuk setiap jenis pekerjaan, misalnya audit outlet, pengiriman barang, atau " +
          "servis mesin, dan tandai langkah yang wajib foto atau tanda tangan pelanggan.",
      },
      {
        title: "Bagikan ke karyawan atau tim",
        body:
          "Tentukan lokasi dan tenggat, pilih tugas sekali jalan atau berulang, lalu berikan ke satu karyawan " +
          "atau satu tim. Urutan kunjungan bisa disusun sebagai rute di peta.",
      },
      {
        title: "Karyawan bekerja dan mengirim bukti",
        body:
          "Di aplikasi, karyawan melihat tugas dan rute hari ini, mencentang setiap langkah, mengambil foto, " +
          "dan meminta tanda tangan langsung di layar HP.",
      },
      {
        title: "Supervisor memantau dan membuat laporan",
        body:
          "Status tugas berubah langsung saat dimulai dan diselesaikan, lengkap dengan foto yang masuk. Di " +
          "akhir minggu, tarik laporan pekerjaan yang sudah selesai.",
      },
    ],
  },
  details: {
    title: "Yang biasanya dicek tim operasional",
    lead: "Hal-hal yang paling sering ditanyakan saat membandingkan aplikasi tugas lapangan.",
    items: [
      {
        title: "Penugasan ke karyawan atau tim",
        body:
          "Berikan tugas ke satu karyawan atau ke satu tim sekaligus. Setiap tugas punya lokasi dan tenggat " +
          "waktu.",
      },
      {
        title: "Tugas sekali jalan dan berulang",
        body:
          "Buat pekerjaan satu kali, atau ulangi kunjungan setiap hari, setiap Kamis, atau setiap bulan. Tidak " +
          "perlu membuat tugas yang sama berulang kali.",
      },
      {
        title: "Checklist",
        body:
          "Pecah setiap pekerjaan menjadi langkah-langkah dan pakai checklist yang sama untuk semua outlet, " +
          "lokasi, atau pelanggan, supaya standar kerjanya seragam.",
      },
      {
        title: "Bukti foto dengan waktu dan lokasi",
        body:
          "Foto yang diambil dalam tugas tercatat waktu dan lokasinya, jadi foto rak minggu lalu tidak bisa " +
          "dipakai sebagai bukti hari ini.",
      },
      {
        title: "Tanda tangan",
        body:
          "Pelanggan atau kepala toko tanda tangan di HP karyawan untuk mengonfirmasi pengiriman, pemasangan, " +
          "atau perbaikan.",
      },
      {
        title: "Rute kunjungan di peta",
        body:
          "Lihat kunjungan setiap karyawan hari ini di peta, sesuai urutan, sehingga rutenya masuk akal dan " +
          "supervisor tahu ke mana setiap orang akan pergi berikutnya.",
      },
      {
        title: "Status langsung dan laporan",
        body:
          "Supervisor melihat tugas mana yang belum dimulai, sedang berjalan, selesai, atau terlambat saat itu " +
          "juga. Laporan merangkum pekerjaan yang selesai dan bisa diekspor ke Excel.",
      },
    ],
  },
  faq: [
    {
      question: "Fitur tugas ada di paket apa?",
      answer:
        "Tugas tersedia mulai paket Growth (Rp 29.000 per pengguna aktif per bulan) dan paket di atasnya. " +
        "Anda bisa mencobanya lewat uji coba gratis 14 hari paket Growth, tanpa kartu kredit.",
    },
    {
      question: "Bagaimana membuktikan kunjungan ke klien kami sendiri?",
      answer:
        "Setiap tugas yang selesai menyimpan checklist, foto beserta waktu dan lokasinya, serta tanda tangan " +
        "jika ada. Gunakan data ini dan laporan tugas saat klien meminta bukti kunjungan.",
    },
    {
      question: "Apakah checklist bisa disesuaikan?",
      answer:
        "Bisa. Anda menulis sendiri langkah kerja untuk setiap jenis pekerjaan dan memilih langkah mana yang " +
        "wajib foto atau tanda tangan. Tim onboarding kami siap membantu menyusun templat pertama Anda.",
    },
    {
      question: "Apakah terhubung dengan absensi?",
      answer:
        "Ya. Tugas memakai data karyawan yang sama dengan absensi, jadi karyawan absen dengan selfie dan GPS, " +
        "lalu langsung melihat tugas hari itu di aplikasi yang sama.",
    },
    {
      question: "Bagaimana dengan proyek besar yang punya milestone?",
      answer:
        "Fitur tugas dibuat untuk pekerjaan lapangan sehari-hari. Untuk proyek dengan milestone, timesheet, " +
        "dan anggaran, paket Business menyediakan fitur manajemen proyek.",
    },
  ],
  related: ["time", "chat", "claim"],
  cta: {
    title: "Pantau hari kerja tim lapangan dari satu layar",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis selama 14 hari, sudah " +
      "termasuk fitur tugas. Tanpa kartu kredit.",
  },
} satisfies FeaturePageContent;
