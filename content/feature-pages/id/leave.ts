import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Aplikasi cuti karyawan: kebijakan, saldo, persetujuan | Regu",
    description:
      "Atur kebijakan cuti per perusahaan, grade, dan negara. Karyawan melihat sisa cuti dan mengajukan cuti " +
      "dari HP, atasan menyetujui dengan dua ketukan.",
  },
  hero: {
    eyebrow: "Cuti dan izin",
    title: "Urus pengajuan cuti tanpa formulir dan tanpa tebak-tebakan",
    lead:
      "Karyawan melihat sisa cutinya sendiri dan mengajukan cuti dari HP, lalu atasan menyetujui dengan dua " +
      "ketukan. Akrual, carry over, dan libur nasional di 5 negara dihitung otomatis, jadi HRD tidak perlu " +
      "lagi mencatat saldo cuti di Excel.",
    points: ["Disetujui dengan dua ketukan", "Sisa cuti terlihat oleh karyawan", "Kalender libur per negara"],
  },
  screens: {
    employee: {
      title: "Cuti saya",
      subtitle: "Putri Anggraini · Outlet Kemang",
      highlight: {
        label: "Sisa cuti tahunan",
        value: "9 hari",
        note: "Jatah 12 hari + 2 hari tahun lalu",
      },
      rows: [
        {
          title: "Cuti tahunan 8–12 Jul",
          meta: "5 hari · menunggu Pak Hendra",
          status: { label: "Menunggu", tone: "wait" },
        },
        {
          title: "Idul Adha",
          meta: "Senin, 17 Jun · Libur nasional",
          status: { label: "Libur", tone: "info" },
        },
        {
          title: "Cuti tahunan 20–21 Mei",
          meta: "2 hari · disetujui Pak Hendra",
          status: { label: "Disetujui", tone: "ok" },
        },
        {
          title: "Cuti sakit 13 Mei",
          meta: "1 hari · surat dokter terunggah",
          status: { label: "Disetujui", tone: "ok" },
        },
      ],
      action: "Ajukan cuti",
    },
    manager: {
      title: "Pengajuan cuti",
      subtitle: "Outlet Kemang · 9 karyawan",
      highlight: {
        label: "Menunggu persetujuan",
        value: "3 pengajuan",
        note: "Tidak masuk minggu ini: 2 orang",
      },
      rows: [
        {
          title: "Putri Anggraini",
          meta: "Tahunan · 8–12 Jul · 5 hari",
          status: { label: "Menunggu", tone: "wait" },
        },
        {
          title: "Rizky Ramadhan",
          meta: "Tahunan · 10–11 Jul · 2 hari",
          status: { label: "Bentrok", tone: "alert" },
        },
        {
          title: "Fitri Handayani",
          meta: "Sakit · 5 Jun · surat dokter",
          status: { label: "Baru", tone: "info" },
        },
        {
          title: "Yoga Pratama",
          meta: "Tahunan · 4–5 Jun · 2 hari",
          status: { label: "Disetujui", tone: "ok" },
        },
      ],
      action: "Tinjau 3 pengajuan",
    },
  },
  scene: {
    key: "office",
    alt: "Di mejanya, seorang atasan menyetujui pengajuan cuti lewat HP, dan rekan kerjanya langsung menerima jawabannya.",
  },
  problems: {
    title: "Urusan cuti tanpa tumpukan kertas",
    lead:
      "Sebagian besar masalah cuti berawal dari satu hal: tidak ada yang yakin angkanya. Regu menyimpan " +
      "angka itu di satu tempat yang bisa dilihat semua orang.",
    items: [
      {
        title: "“Sisa cuti saya tinggal berapa, ya?”",
        body:
          "Karyawan bertanya ke HRD, HRD membuka Excel, dan jawabannya sering sudah tidak sesuai. Di Regu, " +
          "setiap karyawan melihat sisa cutinya sendiri di aplikasi, diperbarui setiap ada persetujuan, akrual, " +
          "dan carry over.",
      },
      {
        title: "“Formulir cuti saya belum ditandatangani”",
        body:
          "Formulir kertas dan pesan WhatsApp mudah terselip, dan karyawan menunggu berhari-hari. Pengajuan " +
          "masuk ke HP atasan sebagai notifikasi dan disetujui dengan dua ketukan, berjenjang sesuai aturan.",
      },
      {
        title: "“Separuh outlet cuti di minggu yang sama”",
        body:
          "Tanpa kalender bersama, dua orang dari tim yang sama bisa mengambil tanggal yang sama. Kalender tim " +
          "menunjukkan siapa yang tidak masuk, jadi atasan melihat jadwal yang bentrok sebelum menyetujui.",
      },
    ],
  },
  steps: {
    title: "Cara kerja cuti di Regu",
    lead: "Atur kebijakannya sekali bersama tim onboarding kami. Setelah itu, pengajuan dan saldo cuti berjalan sendiri.",
    items: [
      {
        title: "Atur kebijakan cuti",
        body:
          "Buat cuti tahunan, cuti sakit, cuti melahirkan, cuti ayah, cuti tidak dibayar, dan jenis cuti " +
          "lain per perusahaan, grade, atau negara, lengkap dengan aturan akrual dan carry over.",
      },
      {
        title: "Impor saldo awal",
        body: "Unggah sisa cuti setiap karyawan dari Excel. Kalender libur nasional setiap negara sudah tersedia.",
      },
      {
        title: "Karyawan mengajukan dari HP",
        body:
          "Karyawan memilih jenis cuti dan tanggal, lalu langsung melihat berapa hari yang terpakai. Untuk " +
          "cuti sakit, cukup lampirkan foto surat dokter.",
      },
      {
        title: "Atasan menyetujui dengan dua ketukan",
        body:
          "Pengajuan melewati setiap jenjang persetujuan yang Anda tetapkan. Setelah disetujui, saldo cuti " +
          "berkurang dan kalender tim ikut diperbarui.",
      },
    ],
  },
  details: {
    title: "Yang biasa dicek HRD sebelum memilih",
    lead: "Pertanyaan yang paling sering kami terima soal cuti, dijawab apa adanya.",
    items: [
      {
        title: "Jenis dan kebijakan cuti",
        body:
          "Cuti tahunan, cuti sakit, cuti melahirkan, cuti ayah, dan cuti tidak dibayar, ditambah jenis cuti " +
          "Anda sendiri seperti cuti menikah atau cuti duka. Aturan bisa berbeda per perusahaan, grade, atau " +
          "negara dalam satu akun.",
      },
      {
        title: "Akrual dan carry over",
        body:
          "Berikan jatah cuti penuh di awal tahun atau biarkan bertambah sepanjang tahun. Tentukan berapa hari " +
          "sisa cuti yang boleh dibawa ke tahun berikutnya.",
      },
      {
        title: "Sisa cuti yang terlihat karyawan",
        body:
          "Setiap karyawan melihat jatahnya, cuti yang sudah terpakai, dan pengajuan yang masih menunggu, " +
          "sehingga pertanyaan ke HRD jauh berkurang.",
      },
      {
        title: "Persetujuan berjenjang",
        body:
          "Kirim pengajuan ke atasan langsung dulu, lalu ke HRD atau kepala divisi jika kebijakan Anda butuh " +
          "tahap kedua. Setiap penyetuju cukup dua ketukan, dari aplikasi atau dashboard web.",
      },
      {
        title: "Cuti sakit dengan surat dokter",
        body:
          "Karyawan memfoto surat dokter dan mengunggahnya bersama pengajuan. HRD punya buktinya tanpa harus " +
          "mengumpulkan kertas.",
      },
      {
        title: "Libur nasional per negara",
        body:
          "Kalender libur untuk Indonesia, Malaysia, Filipina, Thailand, dan Singapura. Karyawan di setiap " +
          "negara mengikuti kalender negaranya masing-masing.",
      },
      {
        title: "Kalender tim",
        body:
          "Lihat siapa yang cuti hari ini, minggu ini, atau bulan ini, per tim atau lokasi, dan temukan " +
          "jadwal yang bentrok sebelum menyetujui.",
      },
    ],
  },
  faq: [
    {
      question: "Apakah aturan cuti bisa berbeda per grade atau negara?",
      answer:
        "Bisa. Kebijakan diatur per perusahaan, grade, atau negara. Level manajer bisa mendapat jatah cuti " +
        "tahunan lebih banyak dari karyawan baru, dan tim Anda di Indonesia dan Malaysia bisa punya jatah " +
        "serta hari libur masing-masing dalam satu akun.",
    },
    {
      question: "Bagaimana memindahkan saldo cuti yang sekarang ke Regu?",
      answer:
        "Impor sisa cuti setiap karyawan dari Excel. Tim onboarding kami mengecek angkanya bersama Anda " +
        "sebelum mulai dipakai, dan sebagian besar perusahaan sudah berjalan dalam satu minggu.",
    },
    {
      question: "Apakah libur nasional memotong saldo cuti?",
      answer:
        "Tidak. Setiap karyawan mengikuti kalender libur negaranya, dan libur nasional yang jatuh di tengah " +
        "periode cuti tidak dihitung sebagai hari cuti.",
    },
    {
      question: "Paket mana yang sudah termasuk fitur cuti?",
      answer:
        "Fitur cuti ada di semua paket, bersama absensi dan chat. Paket Starter Rp 15.000 per pengguna aktif " +
        "per bulan untuk maksimal 50 pengguna; semua paket ada di halaman harga.",
    },
  ],
  related: ["time", "overtime", "payroll"],
  cta: {
    title: "Tinggalkan formulir cuti kertas bulan ini",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis 14 hari dan buat kebijakan " +
      "cuti pertama Anda hari ini. Tanpa kartu kredit.",
  },
} satisfies FeaturePageContent;
