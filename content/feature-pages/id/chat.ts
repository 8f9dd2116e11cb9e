import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Aplikasi chat kantor dengan pengumuman & tanda dibaca | Regu",
    description:
      "Grup chat per outlet dan lokasi, pengumuman perusahaan dengan tanda dibaca, serta kirim foto dan file, " +
      "di aplikasi yang sama untuk absen karyawan.",
  },
  hero: {
    eyebrow: "Chat",
    title: "Pisahkan urusan kantor dari WhatsApp pribadi",
    lead:
      "Buat grup untuk setiap outlet, lokasi, dan divisi, lalu kirim pengumuman ke seluruh karyawan lewat " +
      "aplikasi yang setiap hari mereka buka untuk absen. Tanda dibaca menunjukkan siapa yang sudah melihat " +
      "jadwal shift baru, jadi Anda tahu 7 orang mana yang perlu diingatkan.",
    points: ["Chat pribadi dan grup", "Pengumuman dengan tanda dibaca", "Chat tetap milik perusahaan"],
  },
  screens: {
    employee: {
      title: "Chat",
      subtitle: "Dewi Anggraini · Outlet Kemang",
      highlight: {
        label: "Pengumuman baru",
        value: "Jadwal Juni",
        note: "Dari HRD · ketuk untuk membaca",
      },
      rows: [
        {
          title: "Tim Outlet Kemang",
          meta: "Yusuf: Barang datang jam 15.00",
          status: { label: "3 baru", tone: "info" },
        },
        {
          title: "Yusuf Maulana",
          meta: "Foto · suhu chiller",
          status: { label: "1 baru", tone: "info" },
        },
        {
          title: "Semua karyawan",
          meta: "HRD: Jam buka libur Idul Adha",
          status: { label: "Dibaca", tone: "ok" },
        },
        {
          title: "Ratna Sari",
          meta: "Anda: Bisa tukar shift Sabtu?",
        },
      ],
      action: "Pesan baru",
    },
    manager: {
      title: "Pengumuman",
      subtitle: "Jadwal shift Juni · terkirim 09.00",
      highlight: {
        label: "Sudah dibaca",
        value: "38 dari 45",
        note: "7 orang belum membuka",
      },
      rows: [
        {
          title: "Outlet Kemang",
          meta: "12 dari 12 sudah membaca",
          status: { label: "Lengkap", tone: "ok" },
        },
        {
          title: "Outlet Senopati",
          meta: "15 dari 17 · 2 belum",
          status: { label: "2 belum", tone: "wait" },
        },
        {
          title: "Gudang Cikarang",
          meta: "11 dari 16 · 5 belum",
          status: { label: "5 belum", tone: "wait" },
        },
        {
          title: "Andi Saputra",
          meta: "Gudang Cikarang · belum dibuka",
          status: { label: "Belum", tone: "alert" },
        },
      ],
      action: "Buat pengumuman",
    },
  },
  scene: {
    key: "outlet",
    alt: "Di sebuah outlet kopi, barista membaca grup chat timnya di HP sementara rekannya menyiapkan susu.",
  },
  problems: {
    title: "Kenapa urusan kerja di grup WhatsApp bikin repot",
    lead:
      "Hampir semua tim memulai dengan beberapa grup WhatsApp. Di sinilah masalahnya muncul, dan " +
      "bagaimana Regu mengatasinya.",
    items: [
      {
        title: "“Saya tidak lihat pesannya”",
        body:
          "Info penting tenggelam di antara puluhan balasan. Di Regu, pengumuman terpisah dari obrolan " +
          "sehari-hari, dan tanda dibaca menunjukkan siapa yang sudah membacanya dan siapa yang belum.",
      },
      {
        title: "“Urusan kantor dan pribadi campur di satu aplikasi”",
        body:
          "Karyawan tetap memakai nomor pribadinya untuk urusan pribadi. Percakapan kerja pindah ke Regu, " +
          "dengan grup untuk setiap outlet, lokasi, atau divisi.",
      },
      {
        title: "“Mantan karyawan masih ada di grup kantor”",
        body:
          "Chat tersimpan di akun perusahaan, bukan di nomor HP pribadi. Saat karyawan resign, aksesnya " +
          "dicabut dan semua percakapan tetap menjadi milik perusahaan.",
      },
    ],
  },
  steps: {
    title: "Cara kerja chat di Regu",
    lead: "Chat siap dipakai begitu data karyawan diimpor. Tidak ada aplikasi tambahan yang perlu dipasang.",
    items: [
      {
        title: "Impor karyawan dan buat grup",
        body:
          "Chat memakai data karyawan yang sama dengan absensi dan cuti. Buat grup untuk setiap outlet, lokasi, " +
          "atau divisi.",
      },
      {
        title: "Karyawan chat dari aplikasi yang sama",
        body:
          "Chat ada di aplikasi Regu, di samping absen, cuti, dan tugas. Karyawan bisa mengirim pesan, foto, " +
          "dan file secara pribadi maupun di grup.",
      },
      {
        title: "HRD mengirim pengumuman",
        body:
          "Umumkan jadwal shift baru, perubahan peraturan perusahaan, atau info libur nasional ke seluruh " +
          "karyawan. Pengumuman terpisah dari chat, jadi tidak tenggelam oleh balasan.",
      },
      {
        title: "Cek siapa yang sudah membaca",
        body:
          "Tanda dibaca menampilkan siapa yang sudah membuka setiap pengumuman dan siapa yang belum, jadi " +
          "supervisor tahu siapa yang perlu diingatkan.",
      },
    ],
  },
  details: {
    title: "Yang biasanya dicek HRD dan tim IT",
    lead: "Hal-hal yang paling sering ditanyakan saat perusahaan memindahkan chat kerja dari aplikasi pribadi.",
    items: [
      {
        title: "Chat pribadi dan grup",
        body:
          "Kirim pesan ke satu rekan kerja atau ke satu grup, misalnya tim outlet, shift malam gudang, atau " +
          "tim finance. Karyawan mencari rekan kerja berdasarkan nama, tanpa perlu bertukar nomor HP pribadi.",
      },
      {
        title: "Pengumuman perusahaan",
        body:
          "Pengumuman sampai ke seluruh karyawan dan terpisah dari obrolan sehari-hari, cocok untuk jadwal " +
          "shift, peraturan baru, dan jam kerja saat libur nasional.",
      },
      {
        title: "Tanda dibaca",
        body:
          "Untuk setiap pengumuman, lihat siapa yang sudah membaca dan siapa yang belum, lengkap dengan nama. " +
          'Tidak perlu lagi meminta semua orang membalas "siap" di grup.',
      },
      {
        title: "Kirim foto dan file",
        body:
          "Kirim foto barang yang rusak saat pengiriman, PDF menu baru, atau file Excel stok opname, di chat " +
          "pribadi maupun grup.",
      },
      {
        title: "Chat tetap milik perusahaan",
        body:
          "Percakapan tersimpan di akun Regu perusahaan. Saat karyawan keluar dan akunnya dinonaktifkan, " +
          "aksesnya ke semua chat ikut dicabut.",
      },
      {
        title: "Keamanan dan lokasi data",
        body:
          "Data dienkripsi saat disimpan (AES-256) dan saat dikirim (TLS 1.2+). Data pelanggan Indonesia " +
          "disimpan di data center Jakarta, pelanggan negara lain di Singapura, dengan backup harian yang " +
          "disimpan 30 hari.",
      },
    ],
  },
  faq: [
    {
      question: "Fitur chat ada di paket apa?",
      answer:
        "Chat tersedia di semua paket, mulai dari Starter seharga Rp 15.000 per pengguna aktif per bulan. " +
        "Anda juga bisa mencobanya lewat uji coba gratis 14 hari paket Growth, tanpa kartu kredit.",
    },
    {
      question: "Apakah karyawan perlu memasang aplikasi lain?",
      answer:
        "Tidak. Chat sudah ada di aplikasi Regu yang dipakai karyawan untuk absen dan mengajukan cuti, " +
        "tersedia untuk Android, iPhone, dan HP Huawei.",
    },
    {
      question: "Apa yang terjadi dengan chat saat karyawan resign?",
      answer:
        "Chat tetap tersimpan di akun perusahaan. Setelah akun karyawan tersebut dinonaktifkan, ia tidak bisa " +
        "lagi membuka chat maupun pengumuman perusahaan.",
    },
    {
      question: "Bisakah kami melihat siapa yang sudah membaca pengumuman?",
      answer:
        "Bisa. Setiap pengumuman menampilkan siapa yang sudah membacanya dan siapa yang belum. Supervisor " +
        "lalu bisa menghubungi karyawan yang belum membaca lewat chat pribadi.",
    },
  ],
  related: ["task", "time", "leave"],
  cta: {
    title: "Satu tempat untuk semua obrolan kerja tim Anda",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis selama 14 hari. Tanpa kartu " +
      "kredit.",
  },
} satisfies FeaturePageContent;
