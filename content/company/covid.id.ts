import type { CovidContent } from "./types.ts";

export default {
  meta: {
    title: "Kesehatan di tempat kerja: COVID-19, flu, dan DBD | Regu",
    description:
      "Deklarasi kesehatan harian, absensi WFH dan geofence, shift bergantian, serta pengumuman dengan " +
      "tanda dibaca di Regu saat banyak karyawan jatuh sakit.",
  },
  hero: {
    eyebrow: "Kesehatan di tempat kerja",
    title: "Operasional tetap jalan saat banyak karyawan sakit",
    lead:
      "COVID-19, musim flu, demam berdarah di musim hujan, hari-hari kabut asap: setiap tahun selalu ada " +
      "yang membuat karyawan harus tinggal di rumah atau membuat tempat kerja yang padat jadi berisiko. " +
      "Regu memberi HRD empat alat sederhana untuk melindungi karyawan dan menjaga pekerjaan tetap berjalan.",
  },
  intro:
    "Semua ini bukan kejadian sekali saja. Rencana kesehatan kerja yang sudah disiapkan di aplikasi jauh " +
    "lebih mudah dijalankan daripada aturan yang disusun mendadak. Langkah-langkah di bawah ini memakai " +
    "fitur yang umumnya sudah dimiliki pelanggan Regu: formulir kesehatan di aplikasi, aturan absensi per " +
    "lokasi, jadwal shift, dan pengumuman perusahaan. Halaman ini bukan saran medis. Untuk gejala, tes, " +
    "isolasi, dan vaksinasi, ikuti panduan Kementerian Kesehatan atau otoritas kesehatan di negara Anda, " +
    "serta anjuran dokter.",
  practices: [
    {
      title: "Deklarasi kesehatan harian",
      body:
        "Karyawan menjawab beberapa pertanyaan singkat di aplikasi setiap hari atau sebelum shift, dan HRD " +
        "sudah melihat jawabannya di dashboard sebelum mereka tiba di lokasi.",
      points: [
        "Tentukan sendiri pertanyaannya, misalnya soal gejala, demam, atau anggota keluarga yang sakit, " +
          "sesuai panduan otoritas kesehatan",
        "Karyawan cukup mengisi dengan beberapa ketukan, setiap hari atau sebelum shift dimulai",
        "HRD dan atasan melihat di dashboard web siapa yang sudah mengisi dan siapa yang melaporkan keluhan",
        "Hak akses per peran memastikan jawaban kesehatan hanya terlihat oleh orang yang berwenang",
      ],
    },
    {
      title: "Absensi WFH dan geofence",
      body:
        "Izinkan karyawan bekerja dari rumah saat memang perlu, dan pastikan karyawan lain hanya bisa absen " +
        "di lokasi kerjanya.",
      points: [
        "Karyawan yang WFH absen dari rumah dengan verifikasi selfie dan GPS yang sama seperti di kantor",
        "Karyawan lain hanya bisa absen di dalam geofence lokasi tugasnya, dengan radius yang Anda " +
          "tentukan, misalnya 100 m",
        "Pencocokan wajah dan deteksi fake GPS menjaga data absensi tetap jujur",
        "Tanda terlambat, pulang cepat, dan tidak hadir langsung terlihat, baik untuk karyawan WFH maupun " +
          "yang bekerja di lokasi",
      ],
    },
    {
      title: "Pembagian shift",
      body:
        "Lebih sedikit orang di ruangan yang sama pada waktu yang sama, dan selalu ada tim yang bisa " +
        "bekerja jika satu kelompok harus di rumah.",
      points: [
        "Bagi tim menjadi shift A dan shift B yang bergantian per hari atau per minggu",
        "Susun jadwal shift, termasuk shift malam dan shift rotasi, lalu bagikan ke HP setiap karyawan",
        "Karyawan absen sesuai shift-nya, sehingga rekap absensi menunjukkan siapa yang hadir di lokasi " +
          "mana dan kapan",
        "Kalender tim menunjukkan siapa yang sedang tidak masuk, jadi Anda bisa memindahkan orang " +
          "antarshift sebelum ada posisi yang kosong",
      ],
    },
    {
      title: "Pengumuman dengan tanda dibaca",
      body:
        "Saat aturan berubah, semua karyawan perlu tahu di hari yang sama, bukan dari pesan yang " +
        "diteruskan berkali-kali di grup WhatsApp.",
      points: [
        "Kirim pengumuman ke seluruh perusahaan, satu lokasi, atau satu tim",
        "Tanda dibaca menunjukkan siapa yang sudah dan belum membaca, jadi atasan tahu siapa yang perlu " +
          "diingatkan",
        "Lampirkan dokumen kebijakan, jadwal shift baru, atau foto pengumuman di pintu masuk",
        "Grup chat per lokasi untuk tanya jawab, tersimpan di akun perusahaan",
      ],
    },
  ],
  playbook: {
    title: "Langkah-langkah saat penyakit menyebar di tempat kerja",
    lead:
      "Enam langkah yang bisa diikuti HRD dengan Regu, dari hari pertama ada karyawan sakit hingga " +
      "operasional kembali normal.",
    items: [
      {
        title: "Cek panduan resmi",
        body:
          "Baca panduan terbaru dari Kementerian Kesehatan atau dinas kesehatan setempat, lalu sepakati " +
          "bersama manajemen: siapa yang harus di rumah, berapa lama, dan siapa yang memutuskan.",
      },
      {
        title: "Umumkan dan pastikan sudah dibaca",
        body:
          "Kirim rencana tersebut sebagai pengumuman perusahaan. Keesokan paginya, cek tanda dibaca dan " +
          "ingatkan karyawan yang belum membukanya.",
      },
      {
        title: "Aktifkan deklarasi kesehatan",
        body:
          "Tambahkan formulir harian atau sebelum shift dengan pertanyaan yang sudah disepakati. Atasan " +
          "mengecek jawabannya sebelum shift dimulai.",
      },
      {
        title: "Atur lokasi absensi",
        body:
          "Setujui WFH untuk posisi yang memungkinkan, dan tetap aktifkan geofence untuk lokasi yang harus " +
          "tetap buka.",
      },
      {
        title: "Bagi tim menjadi dua shift",
        body:
          "Pindahkan tim di lokasi ke shift A/B dan terbitkan jadwal baru. Setiap karyawan melihat " +
          "shift-nya sendiri di aplikasi.",
      },
      {
        title: "Catat cuti sakit, lalu kembali normal",
        body:
          "Karyawan mengajukan cuti sakit di aplikasi dan mengunggah surat dokter, dan kalender tim " +
          "menunjukkan siapa yang tidak masuk. Setelah situasi membaik, nonaktifkan formulir dan gabungkan " +
          "kembali shift-nya.",
      },
    ],
  },
  cta: {
    title: "Siapkan rencana kesehatan kerja Anda di Regu",
    lead:
      "Jadwalkan demo 30 menit, dan kami tunjukkan formulir kesehatan, geofence, dan jadwal shift sesuai " +
      "lokasi kerja Anda. Atau coba paket Growth gratis selama 14 hari, tanpa kartu kredit.",
  },
} satisfies CovidContent;
