import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Aplikasi absensi online dengan GPS & selfie | Regu",
    description:
      "Karyawan absen dengan selfie dan GPS di area lokasi kerja, bahkan saat offline. Regu menandai " +
      "keterlambatan dan menyiapkan rekap absensi untuk payroll.",
  },
  hero: {
    eyebrow: "Absensi online",
    title: "Tahu siapa yang sudah masuk, di lokasi mana, dan jam berapa",
    lead:
      "Setiap hari 85.000 karyawan absen lewat Regu dengan selfie dan GPS, hanya dari dalam area lokasi " +
      "kerjanya. Keterlambatan dan ketidakhadiran ditandai otomatis, dan rekap absensi bulanan langsung siap " +
      "untuk payroll.",
    points: [
      "Selfie dengan pencocokan wajah",
      "Bisa absen offline, sinkron nanti",
      "Rekap ke Excel atau payroll",
    ],
  },
  screens: {
    employee: {
      title: "Absensi",
      subtitle: "Selasa, 14 Mei · Shift pagi",
      highlight: {
        label: "Sudah absen masuk",
        value: "07.56",
        note: "Di area absensi · Gudang Cikarang",
      },
      rows: [
        {
          title: "Masuk 07.56",
          meta: "Wajah cocok · 42 m dari gerbang",
          status: { label: "Tepat waktu", tone: "ok" },
        },
        {
          title: "Istirahat 12.00–13.00",
          meta: "Sesuai jadwal shift Anda",
          status: { label: "Terjadwal", tone: "info" },
        },
        {
          title: "Pulang mulai 17.00",
          meta: "Pengingat pukul 16.55",
        },
        {
          title: "Kemarin 07.59–17.02",
          meta: "Gudang Cikarang · 8 jam kerja",
          status: { label: "Lengkap", tone: "ok" },
        },
      ],
      action: "Absen pulang",
    },
    manager: {
      title: "Kehadiran tim",
      subtitle: "Gudang Cikarang · Selasa, 14 Mei",
      highlight: {
        label: "Hadir hari ini",
        value: "47 dari 50",
        note: "2 terlambat · 2 cuti · 1 mangkir",
      },
      rows: [
        {
          title: "Budi Santoso",
          meta: "Masuk 07.52 · Wajah cocok",
          status: { label: "Tepat waktu", tone: "ok" },
        },
        {
          title: "Nurul Aisyah",
          meta: "Masuk 08.17 · Telat 17 menit",
          status: { label: "Terlambat", tone: "wait" },
        },
        {
          title: "Dedi Kurniawan",
          meta: "Absen offline 07.49 · tersinkron",
          status: { label: "Sinkron", tone: "info" },
        },
        {
          title: "Agus Prasetyo",
          meta: "Fake GPS terdeteksi 07.58",
          status: { label: "Periksa", tone: "alert" },
        },
      ],
      action: "Ekspor rekap",
    },
  },
  scene: {
    key: "warehouse",
    alt: "Pekerja gudang berhelm proyek absen dengan selfie di gerbang bongkar muat, di dalam geofence lokasi.",
  },
  problems: {
    title: "Yang berubah saat absensi pindah ke HP",
    lead:
      "Absen di kertas, mesin fingerprint, atau kirim foto lewat WhatsApp ujung-ujungnya sama: HRD sibuk " +
      "mengejar dan mencocokkan data setiap akhir bulan.",
    items: [
      {
        title: "“Masih ada yang titip absen”",
        body:
          "Dengan daftar hadir kertas, satu orang bisa mengabsenkan tiga temannya. Di Regu, setiap absen " +
          "berupa selfie yang dicocokkan dengan wajah karyawan, dan hanya bisa dilakukan di area lokasi kerja.",
      },
      {
        title: "“Tim lapangan jarang lewat kantor”",
        body:
          "Driver, SPG, dan karyawan yang ditempatkan di lokasi klien mulai kerja jauh dari mesin absen. " +
          "Mereka absen dari HP sendiri di lokasi penugasannya, dan atasan langsung bisa melihatnya.",
      },
      {
        title: "“Rekap absensi makan waktu tiga hari”",
        body:
          "HRD menyalin jam dari mesin ke Excel, lalu mencocokkannya dengan jadwal shift. Regu mencocokkan " +
          "setiap absen dengan shift, menandai pengecualian, dan menjumlahkan rekap sebulan untuk Anda.",
      },
    ],
  },
  steps: {
    title: "Cara kerja absensi di Regu",
    lead: "Sebagian besar perusahaan mulai memakai Regu dalam satu minggu, didampingi tim onboarding kami.",
    items: [
      {
        title: "Daftarkan lokasi dan radius absen",
        body:
          "Masukkan setiap kantor, gudang, atau outlet beserta radiusnya, misalnya 100 m. Impor data karyawan " +
          "dari Excel dan tetapkan lokasi kerja masing-masing.",
      },
      {
        title: "Atur shift dan jadwal kerja",
        body: "Buat shift pagi, shift malam, dan shift rotasi. Setiap karyawan melihat jadwalnya sendiri di aplikasi.",
      },
      {
        title: "Karyawan absen dengan selfie",
        body:
          "Pemasangan aplikasi hanya sekitar dua menit per HP. Setelah itu, absen cukup selfie dan satu " +
          "ketukan, bahkan di basement tanpa sinyal.",
      },
      {
        title: "Tindak lanjuti dan tutup periode",
        body:
          "Atasan menindaklanjuti yang terlambat, pulang cepat, atau tidak hadir di hari yang sama. Di akhir " +
          "periode, ekspor rekap absensi ke Excel atau kirim ke payroll.",
      },
    ],
  },
  details: {
    title: "Yang biasa dicek HRD dan tim operasional",
    lead: "Pertanyaan yang paling sering kami terima soal absensi, dijawab apa adanya.",
    items: [
      {
        title: "Absen dengan GPS dan selfie",
        body:
          "Setiap absen mencatat jam, lokasi GPS, dan foto selfie. Sistem mencocokkan wajah di selfie dengan " +
          "foto karyawan yang tersimpan, jadi tidak ada lagi titip absen.",
      },
      {
        title: "Geofence per lokasi",
        body:
          "Setiap lokasi punya area absen sendiri dengan radius yang diatur admin: 100 m di sekitar gudang, " +
          "lebih kecil untuk outlet di mal. Aplikasi fake GPS dan lokasi palsu terdeteksi dan ditandai.",
      },
      {
        title: "Shift dan jadwal kerja",
        body:
          "Shift tetap, shift malam yang selesai keesokan pagi, dan shift rotasi. Terlambat, pulang cepat, " +
          "dan tidak hadir ditandai sesuai jadwal. Fitur shift tersedia mulai paket Growth.",
      },
      {
        title: "Absen offline",
        body:
          "Tanpa sinyal, absen tersimpan di HP dengan stempel waktu tepercaya, jadi mengubah jam di HP tidak " +
          "berpengaruh. Data tersinkron begitu HP kembali online.",
      },
      {
        title: "Mode kiosk dan QR code",
        body:
          "Karyawan yang tidak punya smartphone bisa absen di tablet bersama di pintu masuk dengan mode kiosk, " +
          "atau dengan memindai QR code lokasi.",
      },
      {
        title: "Rekap absensi untuk payroll",
        body:
          "Hari kerja, keterlambatan, dan ketidakhadiran dijumlahkan per karyawan dan per periode gaji. Ekspor " +
          "ke Excel, atau kirim ke payroll bersama data lembur dan cuti.",
      },
      {
        title: "Keamanan data",
        body:
          "Selfie dan lokasi dienkripsi (AES-256 saat disimpan, TLS 1.2+ saat dikirim) dan disimpan di " +
          "data center Jakarta untuk pelanggan Indonesia, Singapura untuk negara lain. Akses diatur per peran.",
      },
    ],
  },
  faq: [
    {
      question: "Bagaimana jika karyawan mencoba absen di luar lokasi kerja?",
      answer:
        "Aplikasi memberi tahu bahwa ia berada di luar area absensi dan absennya tidak tercatat. Jika HP " +
        "memakai aplikasi fake GPS atau lokasi palsu, percobaan itu ditandai untuk HRD.",
    },
    {
      question: "Bagaimana jika di lokasi tidak ada sinyal?",
      answer:
        "Karyawan tetap absen seperti biasa. Absen disimpan di HP dengan stempel waktu tepercaya dan " +
        "tersinkron saat sinyal kembali, jadi jam yang tercatat adalah jam sebenarnya.",
    },
    {
      question: "Paket mana yang sudah termasuk absensi?",
      answer:
        "Absensi ada di semua paket, mulai dari Starter seharga Rp 15.000 per pengguna aktif per bulan untuk " +
        "maksimal 50 pengguna. Shift dan laporan tersedia di paket Growth, yang bisa Anda coba gratis 14 hari.",
    },
    {
      question: "Bagaimana rekap absensi sampai ke payroll?",
      answer:
        "Ekspor rekap ke Excel untuk sistem payroll Anda sendiri, atau serahkan penggajian ke tim payroll " +
        "Regu, yang memakai data absensi, lembur, cuti, dan klaim yang sama.",
    },
  ],
  related: ["overtime", "leave", "payroll"],
  cta: {
    title: "Lihat absensi berjalan di lokasi Anda sendiri",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis 14 hari dan mulai absen di " +
      "lokasi pertama Anda hari ini. Tanpa kartu kredit.",
  },
} satisfies FeaturePageContent;
