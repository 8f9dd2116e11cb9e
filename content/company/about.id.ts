import type { AboutContent } from "./types.ts";

export default {
  meta: {
    title: "Tentang kami: cerita, misi, dan kantor | Regu",
    description:
      "Regu didirikan di Jakarta pada 2018 oleh praktisi HRD dan operasional. Kini 1.200+ perusahaan " +
      "di 5 negara mengelola absensi, cuti, dan payroll dengan Regu.",
  },
  hero: {
    eyebrow: "Tentang kami",
    title: "Aplikasi yang dulu kami butuhkan saat mengurus HRD",
    lead:
      "Regu lahir di Jakarta pada 2018. Kini lebih dari 1.200 perusahaan memakainya, dan 85.000 karyawan " +
      "absen lewat Regu setiap hari, dari outlet kopi dan gudang hingga tim sales yang berkeliling di lapangan.",
  },
  story: {
    title: "Cerita kami",
    paragraphs: [
      "Sebelum ada Regu, para pendiri kami mengurus HRD dan operasional di perusahaan ritel dan logistik. " +
        "Akhir bulan selalu sama: lembar absensi kertas dari puluhan outlet, pengajuan cuti yang tercecer " +
        "di grup WhatsApp, lembur yang dihitung manual di Excel, dan tenggat penggajian yang tidak bisa " +
        "mundur. Kesalahan baru ketahuan setelah gajian, biasanya dari karyawan yang gajinya kurang.",
      "Pada 2018 mereka mendirikan Regu di Jakarta untuk membereskan masalah itu, terutama bagi karyawan " +
        "shift dan tim lapangan yang tidak bekerja di balik meja. Idenya sederhana: absensi, cuti, dan " +
        "persetujuan atasan ada di HP yang sudah dimiliki setiap karyawan, lalu datanya langsung masuk ke " +
        "payroll tanpa perlu diketik ulang. Fitur lembur, klaim, tugas lapangan, chat, layanan payroll, " +
        "dan manajemen proyek menyusul karena memang diminta oleh pelanggan.",
      "Ternyata perusahaan di Malaysia, Filipina, Thailand, dan Singapura menghadapi masalah yang sama, " +
        "hanya dengan aturan ketenagakerjaan yang berbeda. Karena itu Regu kini punya lima kantor: Kuala " +
        "Lumpur, Jakarta, Makati, Bangkok, dan Singapura. Setiap tim memahami aturan lembur, hari libur " +
        "nasional, dan kewajiban payroll di negaranya, serta melayani pelanggan pada jam kerja setempat.",
    ],
    scene: {
      key: "office",
      alt: "Di kantor, seorang atasan menyetujui pengajuan lewat HP, dan rekan kerjanya langsung menerima jawabannya.",
    },
  },
  mission: {
    title: "Misi kami",
    statement:
      "Memberi setiap perusahaan di Asia Tenggara, dari toko dengan lima karyawan hingga jaringan ritel " +
      "nasional, cara yang sederhana dan adil untuk mengelola karyawannya: jam kerja yang akurat, sisa cuti " +
      "yang jelas, serta gaji yang benar dan tepat waktu.",
  },
  values: {
    title: "Yang kami pegang",
    items: [
      {
        title: "Dibuat untuk karyawan lapangan",
        body:
          "Sebagian besar pengguna kami bekerja di outlet, gudang, dan di jalan, bukan di depan komputer. " +
          "Karena itu aplikasinya harus ringan di HP entry-level, tetap jalan saat sinyal lemah, dan absen " +
          "cukup dalam hitungan detik.",
      },
      {
        title: "Sesuai aturan setempat",
        body:
          "Aturan lembur, cuti, dan payroll berbeda di kelima negara tempat kami beroperasi. Kami " +
          "menyiapkannya per negara, mulai dari PP 35/2021 dan BPJS di Indonesia hingga Employment Act di " +
          "Malaysia dan Singapura, supaya HRD tidak perlu menghitungnya sendiri.",
      },
      {
        title: "Adil juga untuk karyawan",
        body:
          "Karyawan bisa melihat absensi, sisa cuti, dan slip gajinya sendiri di aplikasi. Kalau datanya " +
          "terbuka, perselisihan saat gajian jauh berkurang.",
      },
      {
        title: "Data tetap milik Anda",
        body:
          "Data dienkripsi, dicadangkan setiap hari, dan disimpan di pusat data Jakarta untuk pelanggan " +
          "Indonesia serta Singapura untuk negara lain. Anda bisa mengekspornya kapan saja, dan data dihapus " +
          "90 hari setelah langganan berakhir, kecuali Anda meminta lebih cepat.",
      },
    ],
  },
  figures: [
    { value: "2018", label: "didirikan di Jakarta" },
    { value: "1.200+", label: "perusahaan memakai Regu" },
    { value: "85.000", label: "karyawan absen setiap hari" },
    { value: "5", label: "negara dengan kantor Regu" },
  ],
  offices: {
    title: "Lima kantor, tim lokal",
    lead:
      "Setiap kantor melayani pelanggan di negaranya sendiri pada jam kerja setempat, mulai dari penjualan, " +
      "onboarding, dan dukungan, hingga tim payroll yang menjalankan penggajian sesuai aturan lokal.",
    roles: {
      MY:
        "Penjualan, onboarding, dan dukungan untuk pelanggan di Malaysia, serta layanan payroll untuk " +
        "EPF, SOCSO, EIS, dan PCB.",
      ID:
        "Kantor pertama sekaligus kantor pusat kami: tim produk dan engineering, serta penjualan, " +
        "onboarding, dukungan, dan layanan payroll (BPJS dan PPh 21) untuk pelanggan di Indonesia.",
      PH:
        "Penjualan, onboarding, dan dukungan untuk pelanggan di Filipina, serta layanan payroll untuk " +
        "SSS, PhilHealth, Pag-IBIG, dan pemotongan pajak (withholding tax).",
      TH:
        "Penjualan, onboarding, dan dukungan untuk pelanggan di Thailand, serta layanan payroll untuk " +
        "Social Security Fund dan pemotongan pajak (PND 1).",
      SG:
        "Penjualan, onboarding, dan dukungan untuk pelanggan di Singapura, serta layanan payroll untuk " +
        "CPF, SDL, dan IR8A.",
    },
    hours: {
      MY: "Senin–Jumat, 08.00–18.00 (MYT)",
      ID: "Senin–Jumat, 08.00–18.00 (WIB)",
      PH: "Senin–Jumat, 08.00–18.00 (PHT)",
      TH: "Senin–Jumat, 08.00–18.00 (ICT)",
      SG: "Senin–Jumat, 08.00–18.00 (SGT)",
    },
  },
  cta: {
    title: "Bicara dengan tim kami",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis selama 14 hari. Tanpa kartu " +
      "kredit, dan sebagian besar perusahaan sudah mulai memakai Regu dalam satu minggu.",
  },
} satisfies AboutContent;
