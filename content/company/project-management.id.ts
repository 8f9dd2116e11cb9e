import type { ProjectManagementContent } from "./types.ts";

export default {
  meta: {
    title: "Aplikasi manajemen proyek untuk tim lapangan | Regu",
    description:
      "Bagikan tugas ke tim lapangan dan bandingkan jam kerja aktual dengan anggaran proyek. Timesheet " +
      "diambil dari absensi. Jadwalkan demo atau chat via WhatsApp.",
  },
  hero: {
    eyebrow: "Aplikasi manajemen proyek",
    title: "Pantau proyek lapangan tanpa menunggu laporan di grup chat",
    lead:
      "Untuk tim konstruksi, instalasi, maintenance, event, dan agensi. Susun milestone, bagikan tugas ke " +
      "tim di lokasi, lalu pantau progresnya saat itu juga, lengkap dengan foto, check-in, dan jam kerja, " +
      "sehingga Anda tahu perbandingan jam kerja aktual dengan anggaran sebelum proyek selesai.",
    points: [
      "Timesheet terhubung dengan absensi",
      "Bukti foto dan check-in di lokasi klien",
      "Anggaran vs jam kerja aktual per proyek",
    ],
  },
  screen: {
    title: "Fit-out Tower B",
    subtitle: "Minggu 6 dari 10 · PT Alun",
    highlight: {
      label: "Jam terpakai vs anggaran",
      value: "612/800 jam",
      note: "Sesuai jadwal · 3 dari 5 milestone",
    },
    rows: [
      {
        title: "Rudi Hartono",
        meta: "Panel plafon lt. 12 · 4 foto",
        status: { label: "Selesai", tone: "ok" },
      },
      {
        title: "Siti Rahmawati",
        meta: "Cek instalasi listrik lt. 14",
        status: { label: "Di lokasi", tone: "info" },
      },
      { title: "Agus Pratama", meta: "Cat ulang area lobi", status: { label: "Hari ini", tone: "wait" } },
      { title: "Dewi Lestari", meta: "Inspeksi klien, 15.00", status: { label: "Terjadwal", tone: "info" } },
    ],
    action: "Kirim laporan progres",
  },
  problems: {
    title: "Di sinilah proyek lapangan sering meleset",
    items: [
      {
        title: "Rencana tidak pernah sampai ke lapangan",
        body:
          "Jadwal proyek tersimpan di spreadsheet yang tidak pernah dibuka tim di lokasi. Di Regu, setiap " +
          "orang melihat tugasnya hari itu langsung di HP, lengkap dengan checklist dan lokasinya.",
      },
      {
        title: "Progres tenggelam di grup WhatsApp",
        body:
          "Foto dan update masuk ke lima grup berbeda dan sudah tertimbun chat lain sebelum makan siang. Di " +
          "Regu, semuanya menempel pada tugas dan proyeknya, lengkap dengan waktu dan lokasi.",
      },
      {
        title: "Pembengkakan biaya ketahuan terlambat",
        body:
          "Timesheet kertas baru dikumpulkan di akhir bulan, saat anggaran sudah habis. Regu menghubungkan " +
          "timesheet dengan absensi, jadi jam kerja aktual dibanding anggaran bisa dilihat setiap hari.",
      },
    ],
  },
  capabilities: {
    title: "Dari rencana sampai laporan progres",
    lead:
      "Manajemen proyek tersedia di paket Business dan memakai data karyawan, lokasi kerja, serta absensi " +
      "yang sama dengan fitur Regu lainnya, jadi tidak ada yang perlu diatur dua kali.",
    items: [
      {
        title: "Proyek dan milestone",
        body:
          "Pecah setiap proyek menjadi milestone dengan tenggat, dan lihat sekilas mana yang sesuai jadwal " +
          "dan mana yang terlambat.",
      },
      {
        title: "Papan tugas",
        body:
          "Geser tugas di papan dari to-do sampai selesai. Tugas lapangan dilengkapi checklist, bukti foto " +
          "dengan waktu dan lokasi, serta tanda tangan.",
      },
      {
        title: "Timesheet terhubung dengan absensi",
        body:
          "Jam kerja diambil dari absen selfie dan GPS yang sudah dilakukan karyawan setiap hari, jadi " +
          "timesheet sesuai dengan siapa yang benar-benar ada di lokasi, dan berapa lama.",
      },
      {
        title: "Anggaran vs jam kerja aktual",
        body:
          "Tetapkan anggaran untuk setiap proyek dan bandingkan dengan jam kerja aktual dari hari ke hari, " +
          "bukan baru ketahuan saat menagih klien.",
      },
      {
        title: "Check-in di lokasi klien",
        body:
          "Tim melakukan check-in di lokasi klien, di dalam area geofence-nya, sehingga Anda tahu jam berapa " +
          "mereka tiba dan berapa lama di sana.",
      },
      {
        title: "Laporan progres dan timeline",
        body:
          "Bagikan laporan progres berikut fotonya kepada klien dan manajemen, dan rencanakan minggu-minggu " +
          "berikutnya di tampilan timeline Gantt.",
      },
    ],
  },
  quote: {
    text:
      "Dulu para supervisor mengirim foto progres ke grup WhatsApp yang berbeda untuk setiap gedung. " +
      "Sekarang setiap pekerjaan punya checklist, foto, dan jam kerjanya sendiri dalam satu proyek, dan " +
      "saya tahu lokasi mana yang tertinggal sebelum klien menelepon.",
    name: "Hendra Gunawan",
    role: "Project Manager",
    company: "PT Alun",
  },
  faq: [
    {
      question: "Manajemen proyek tersedia di paket apa?",
      answer:
        "Di paket Business: Rp 45.000 per pengguna aktif per bulan (atau MYR 12, PHP 150, THB 89, SGD 4,5), " +
        "minimal 5 pengguna. Dengan pembayaran tahunan, Anda gratis 2 bulan. Fitur ini juga termasuk dalam " +
        "paket Enterprise, dengan batas yang disesuaikan dan manajer akun khusus.",
    },
    {
      question: "Apakah tim lapangan perlu laptop?",
      answer:
        "Tidak. Tim cukup memakai aplikasi Regu di HP Android 8 ke atas, iPhone dengan iOS 15 ke atas, " +
        "atau HP Huawei lewat AppGallery. Absensi tetap bisa dilakukan offline dan tersinkron saat sinyal " +
        "kembali.",
    },
    {
      question: "Berapa lama sampai bisa dipakai?",
      answer:
        "Sebagian besar perusahaan sudah memakai Regu dalam satu minggu. Tim onboarding kami mengimpor data " +
        "karyawan dari Excel dan mengatur lokasi kerja serta shift bersama Anda, sementara pemasangan " +
        "aplikasi hanya butuh sekitar dua menit per HP.",
    },
    {
      question: "Apakah Regu bisa terhubung dengan sistem kami yang lain?",
      answer:
        "Bisa. Paket Business sudah termasuk REST API dan webhook, serta login SSO dengan Google Workspace " +
        "atau Microsoft Entra ID. Data juga bisa diimpor dan diekspor lewat Excel.",
    },
  ],
  cta: {
    title: "Lihat proyek Anda berjalan di Regu",
    lead:
      "Jadwalkan demo 30 menit dan bawa salah satu proyek yang sedang berjalan: kami tunjukkan cara " +
      "mengelolanya di Regu, dari papan tugas sampai laporan progres. Ingin ngobrol dulu? Chat dengan tim " +
      "sales kami lewat WhatsApp.",
    whatsapp: "Chat sales via WhatsApp",
  },
} satisfies ProjectManagementContent;
