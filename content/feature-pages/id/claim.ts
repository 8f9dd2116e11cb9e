import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Aplikasi klaim reimburse karyawan: struk & plafon | Regu",
    description:
      "Karyawan memfoto struk dan mengajukan klaim dari HP. Regu mengecek plafon sesuai grade, meneruskan " +
      "ke atasan dan finance, lalu membayarnya bersama gaji.",
  },
  hero: {
    eyebrow: "Klaim dan reimburse",
    title: "Reimburse biaya karyawan tanpa formulir kertas",
    lead:
      "Karyawan cukup memfoto struk, lalu Regu membaca nominalnya, mengecek plafon sesuai grade, dan " +
      "meneruskan klaim ke atasan, kemudian ke tim finance. Klaim yang disetujui dibayarkan bersama gaji " +
      "berikutnya atau lewat transfer bank.",
    points: [
      "Nominal terbaca otomatis dari foto struk",
      "Plafon per kategori dan grade",
      "Dibayar lewat payroll atau transfer",
    ],
  },
  screens: {
    employee: {
      title: "Klaim",
      subtitle: "Budi Santoso · Sales Surabaya",
      highlight: {
        label: "Menunggu persetujuan",
        value: "Rp 185.000",
        note: "BBM · Tahap 2 dari 2: Finance",
      },
      rows: [
        {
          title: "Parkir Tunjungan Plaza",
          meta: "Rp 25.000 · 13 Mei",
          status: { label: "Disetujui", tone: "ok" },
        },
        {
          title: "Makan dengan klien",
          meta: "Rp 420.000 · 10 Mei · 3 orang",
          status: { label: "Dibayar", tone: "ok" },
        },
        {
          title: "Tol Surabaya–Gresik",
          meta: "Rp 38.500 · 8 Mei · Transport",
          status: { label: "Dibayar", tone: "ok" },
        },
        {
          title: "Hotel Malang",
          meta: "Rp 650.000 · di atas plafon",
          status: { label: "Lewat plafon", tone: "alert" },
        },
      ],
      action: "Ajukan klaim",
    },
    manager: {
      title: "Persetujuan",
      subtitle: "Klaim · Rabu, 15 Mei",
      highlight: {
        label: "Menunggu Anda",
        value: "4 klaim",
        note: "Total Rp 1.265.000",
      },
      rows: [
        {
          title: "Budi Santoso · BBM",
          meta: "Rp 185.000 · sesuai struk",
          status: { label: "Dalam plafon", tone: "ok" },
        },
        {
          title: "Siti Rahmawati · Makan",
          meta: "Rp 420.000 · makan dengan klien",
          status: { label: "Periksa", tone: "wait" },
        },
        {
          title: "Andi Wijaya · Hotel",
          meta: "Rp 650.000 · plafon Rp 600.000",
          status: { label: "Lewat plafon", tone: "alert" },
        },
        {
          title: "Putri Lestari · Parkir",
          meta: "Rp 10.000 · Tahap 1 dari 2",
          status: { label: "Baru", tone: "info" },
        },
      ],
      action: "Setujui yang dipilih",
    },
  },
  scene: {
    key: "field-claim",
    alt: "Saat berkunjung ke klien, seorang sales memotret struknya dengan HP untuk mengajukan klaim.",
  },
  problems: {
    title: "Masalah klasik klaim manual",
    lead:
      "Struk dikumpulkan di amplop, formulir menumpuk di meja atasan, dan tim finance merekap di Excel. " +
      "Ini keluhan yang paling sering kami dengar, dan cara Regu menyelesaikannya.",
    items: [
      {
        title: "“Struknya hilang sebelum sempat dicek”",
        body:
          "Karcis parkir di dompet jarang bertahan sampai akhir bulan. Di Regu, struk difoto saat itu juga, " +
          "dan fotonya tersimpan bersama klaim untuk dicek atasan maupun auditor.",
      },
      {
        title: "“Plafonnya baru ketahuan setelah ditolak finance”",
        body:
          "Plafon diatur per kategori dan grade. Karyawan tahu batasnya sebelum mengajukan, dan atasan " +
          "langsung melihat jika nominal klaim melebihi plafon.",
      },
      {
        title: "“Klaim mengendap berminggu-minggu”",
        body:
          "Klaim masuk ke HP atasan, lalu ke finance, sesuai urutan yang Anda tetapkan. Persetujuan cukup dua " +
          "ketukan, dan karyawan bisa memantau klaimnya sudah sampai tahap mana.",
      },
    ],
  },
  steps: {
    title: "Cara kerja klaim di Regu",
    lead: "Atur aturannya sekali bersama tim onboarding kami, setelah itu klaim berjalan sendiri.",
    items: [
      {
        title: "Atur kategori, plafon, dan penyetuju",
        body:
          "Buat kategori seperti BBM, parkir, uang makan, hotel, dan biaya berobat, tentukan plafon untuk " +
          "setiap grade, lalu susun alur persetujuan: misalnya atasan langsung dulu, kemudian finance.",
      },
      {
        title: "Karyawan memfoto struk",
        body:
          "Aplikasi membaca nominal dari foto struk. Karyawan tinggal mengecek angkanya, memilih kategori, " +
          "menambah catatan singkat, lalu mengirim klaim.",
      },
      {
        title: "Atasan dan finance menyetujui",
        body:
          "Setiap penyetuju menerima notifikasi berisi foto struk, nominal, dan plafon, lalu menyetujui atau " +
          "menolak dengan dua ketukan. Karyawan melihat perubahan status di setiap tahap.",
      },
      {
        title: "Reimburse dan ekspor",
        body:
          "Klaim yang disetujui masuk ke penggajian berikutnya atau dibayar lewat transfer bank. Tim finance " +
          "mengekspor datanya untuk sistem akuntansi.",
      },
    ],
  },
  details: {
    title: "Yang biasanya dicek HRD dan finance",
    lead: "Pertanyaan yang paling sering diajukan calon pelanggan tentang fitur klaim.",
    items: [
      {
        title: "Foto struk dan pembacaan nominal",
        body:
          "Karyawan memfoto struk dengan kamera HP. Regu membaca nominalnya dengan OCR dan mengisinya untuk " +
          "dicek karyawan, sementara foto struk tetap menempel pada klaim.",
      },
      {
        title: "Kategori dan plafon per grade",
        body:
          "Buat kategori klaim sendiri dan tetapkan plafon untuk setiap grade, misalnya uang makan supervisor " +
          "lapangan berbeda dengan manajer area. Klaim di atas plafon ditandai untuk penyetuju.",
      },
      {
        title: "Persetujuan bertingkat",
        body:
          "Susun alur persetujuan sesuai kebijakan perusahaan, misalnya atasan langsung lalu finance. " +
          "Penyetuju bisa bekerja dari aplikasi atau dashboard web, dan setiap persetujuan tercatat di audit log.",
      },
      {
        title: "Dibayar lewat payroll atau transfer bank",
        body:
          "Klaim yang disetujui bisa ditambahkan ke gaji berikutnya atau dibayar terpisah lewat transfer bank. " +
          "Jika penggajian Anda dijalankan tim payroll Regu, klaim yang disetujui otomatis ikut dihitung.",
      },
      {
        title: "Ekspor ke akuntansi",
        body:
          "Ekspor klaim yang disetujui ke Excel untuk diimpor ke sistem akuntansi Anda. Foto struk tetap " +
          "tersimpan di Regu pada masing-masing klaim.",
      },
      {
        title: "Hak akses dan keamanan data",
        body:
          "Hak akses per peran menentukan siapa yang bisa melihat klaim siapa. Data dienkripsi saat disimpan " +
          "(AES-256) dan saat dikirim (TLS 1.2+). Data pelanggan Indonesia disimpan di data center Jakarta, " +
          "pelanggan negara lain di Singapura.",
      },
    ],
  },
  faq: [
    {
      question: "Fitur klaim ada di paket apa?",
      answer:
        "Klaim tersedia mulai paket Growth (Rp 29.000 per pengguna aktif per bulan) dan paket di atasnya. " +
        "Anda bisa mencobanya lewat uji coba gratis 14 hari paket Growth, tanpa kartu kredit.",
    },
    {
      question: "Apakah nominal di struk terbaca otomatis?",
      answer:
        "Ya. Regu membaca nominal dari foto struk dan mengisinya otomatis. Karyawan mengecek angkanya sebelum " +
        "mengirim, dan penyetuju melihat foto struk di samping nominal, jadi salah angka mudah ketahuan.",
    },
    {
      question: "Bisakah plafon klaim dibedakan per karyawan?",
      answer:
        "Bisa, plafon diatur per kategori dan per grade. Klaim yang melebihi plafon akan ditandai, sehingga " +
        "penyetuju bisa memutuskan dengan aturan yang jelas di depan mata.",
    },
    {
      question: "Bagaimana karyawan menerima uang reimburse?",
      answer:
        "Bersama gaji berikutnya atau lewat transfer bank terpisah, sesuai pilihan Anda. Regu mencatat klaim " +
        "mana saja yang sudah dibayar.",
    },
    {
      question: "Bisakah data klaim masuk ke software akuntansi kami?",
      answer:
        "Ekspor klaim yang disetujui ke Excel, lalu impor ke sistem akuntansi Anda. Di paket Business, " +
        "REST API dan webhook memungkinkan tim IT Anda mengirim data klaim langsung ke sistem sendiri.",
    },
  ],
  related: ["payroll", "task", "overtime"],
  cta: {
    title: "Tidak perlu lagi mengejar struk di akhir bulan",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis selama 14 hari, sudah " +
      "termasuk fitur klaim. Tanpa kartu kredit.",
  },
} satisfies FeaturePageContent;
