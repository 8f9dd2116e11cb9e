import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Aplikasi lembur karyawan dengan tarif per negara | Regu",
    description:
      "Karyawan mengajukan lembur sebelum atau mencatatnya sesudah bekerja, atasan menyetujui dengan dua " +
      "ketukan, dan Regu menghitung tarifnya sesuai aturan negara.",
  },
  hero: {
    eyebrow: "Lembur",
    title: "Setujui lembur dan bayar dengan tarif yang tepat",
    lead:
      "Karyawan mengajukan lembur sebelum bekerja atau mencatatnya setelah selesai, lalu atasan menyetujui " +
      "dengan dua ketukan. Regu menerapkan tarif dan batas lembur di 5 negara, lalu mengirim totalnya ke " +
      "payroll.",
    points: [
      "Tarif lembur 5 negara sudah tersedia",
      "Batas lembur harian dan mingguan",
      "Total langsung ke payroll",
    ],
  },
  screens: {
    employee: {
      title: "Lembur",
      subtitle: "Eko Saputra · Gudang Cikarang",
      highlight: {
        label: "Lembur bulan ini",
        value: "11,5 jam",
        note: "Jam ke-1: 1,5x · berikutnya: 2x",
      },
      rows: [
        {
          title: "Hari ini 17.00–20.00",
          meta: "3 jam · hari kerja",
          status: { label: "Menunggu", tone: "wait" },
        },
        {
          title: "Sabtu, 18 Mei · Libur",
          meta: "4 jam · disetujui Bu Sari",
          status: { label: "Disetujui", tone: "ok" },
        },
        {
          title: "Kamis, 16 Mei 17.00–19.30",
          meta: "2,5 jam · hari kerja",
          status: { label: "Disetujui", tone: "ok" },
        },
        {
          title: "Batas mingguan",
          meta: "4 dari 18 jam terpakai",
          status: { label: "Aman", tone: "info" },
        },
      ],
      action: "Ajukan lembur",
    },
    manager: {
      title: "Persetujuan lembur",
      subtitle: "Gudang Cikarang · Selasa, 21 Mei",
      highlight: {
        label: "Menunggu Anda",
        value: "4 pengajuan",
        note: "Mei sejauh ini: 186 jam · 23 orang",
      },
      rows: [
        {
          title: "Eko Saputra",
          meta: "Rencana · 17.00–20.00 · 3 jam",
          status: { label: "Menunggu", tone: "wait" },
        },
        {
          title: "Siti Marlina",
          meta: "Dicatat setelah · 17.00–19.00",
          status: { label: "Menunggu", tone: "wait" },
        },
        {
          title: "Joko Susilo",
          meta: "Rencana 5 jam · batas 4 jam/hari",
          status: { label: "Lewat batas", tone: "alert" },
        },
        {
          title: "Dewi Anggraeni",
          meta: "Minggu, 19 Mei · 4 jam",
          status: { label: "Hari libur", tone: "info" },
        },
      ],
      action: "Tinjau 4 pengajuan",
    },
  },
  scene: {
    key: "outlet-night",
    alt: "Malam hari di sebuah outlet kopi, barista memeriksa jam lemburnya di HP sementara rekannya menyiapkan susu.",
  },
  problems: {
    title: "Di mana urusan lembur biasanya bermasalah",
    lead:
      "Sengketa gaji sering berawal dari lembur: jam yang tidak pernah disetujui, tarif yang dihitung manual, " +
      "dan rekap yang baru dijumlahkan sehari sebelum cut-off.",
    items: [
      {
        title: "“Siapa yang menyetujui lembur ini?”",
        body:
          "Karyawan mengklaim jam lembur di akhir bulan, dan atasan sudah lupa harinya. Di Regu, lembur " +
          "diajukan sebelum atau dicatat tepat setelah dikerjakan, dan disetujui selagi masih ingat.",
      },
      {
        title: "“Tarif lembur masih dihitung di Excel”",
        body:
          "Jam pertama satu tarif, jam berikutnya tarif lain, hari libur beda lagi, dan setiap negara punya " +
          "aturannya sendiri. Regu menerapkan pengali yang tepat untuk Anda.",
      },
      {
        title: "“Rekap lembur telat masuk payroll”",
        body:
          "Kalau lembur tercatat di formulir dan chat, harus ada yang mengumpulkannya sebelum cut-off. Di Regu, " +
          "jam lembur yang disetujui dijumlahkan per karyawan dan langsung masuk ke payroll.",
      },
    ],
  },
  steps: {
    title: "Cara kerja lembur di Regu",
    lead: "Atur aturannya sekali bersama tim onboarding kami, dan setiap pengajuan mengikutinya.",
    items: [
      {
        title: "Pilih aturan setiap negara",
        body: "Mulai dari tarif bawaan untuk setiap negara, lalu tentukan batas lembur harian dan mingguan.",
      },
      {
        title: "Karyawan mengajukan atau mencatat lembur",
        body:
          "Ajukan lembur sebelum dikerjakan, atau catat setelahnya dengan jam mulai dan selesai. Jenis hari " +
          "diambil dari jadwal shift dan kalender libur.",
      },
      {
        title: "Atasan menyetujui dengan dua ketukan",
        body:
          "Pengajuan masuk ke HP atasan. Jam yang melewati batas langsung ditandai sebelum ada yang " +
          "menyetujuinya.",
      },
      {
        title: "Total masuk ke payroll",
        body:
          "Jam lembur yang disetujui dijumlahkan per pengali untuk setiap periode gaji. Ekspor ke Excel, atau " +
          "biarkan tim payroll Regu memasukkannya ke slip gaji.",
      },
    ],
  },
  details: {
    title: "Yang biasa dicek HRD dan finance sebelum memilih",
    lead: "Pertanyaan yang paling sering kami terima soal lembur, dijawab apa adanya.",
    items: [
      {
        title: "Diajukan sebelum atau dicatat sesudah",
        body:
          "Lembur terencana disetujui lebih dulu; lembur mendadak dicatat setelah shift selesai. Keduanya " +
          "melewati alur persetujuan yang sama.",
      },
      {
        title: "Tarif per negara",
        body:
          "Pengali bawaan untuk hari kerja, hari istirahat, dan libur nasional di kelima negara, seperti pada " +
          "tabel di bawah.",
      },
      {
        title: "Pengali bisa diubah",
        body:
          "Jika perusahaan Anda membayar di atas tarif bawaan, atau kontrak dan perjanjian kerja bersama " +
          "mengatur lain, HRD bisa mengubah pengalinya.",
      },
      {
        title: "Batas harian dan mingguan",
        body:
          "Tentukan berapa jam lembur yang boleh dikerjakan per hari dan per minggu. Pengajuan yang melewati " +
          "batas ditandai untuk penyetuju.",
      },
      {
        title: "Dicocokkan dengan absensi",
        body:
          "Lembur dicocokkan dengan jam absen masuk dan pulang karyawan, jadi atasan bisa melihat bahwa jam " +
          "lembur itu benar-benar dikerjakan.",
      },
      {
        title: "Total siap untuk payroll",
        body:
          "Jam lembur dijumlahkan per karyawan, per periode gaji, dan per pengali, siap untuk payroll Anda " +
          "atau untuk tim payroll Regu.",
      },
    ],
  },
  countries: {
    title: "Tarif lembur bawaan per negara",
    lead:
      "Regu memakai tarif ini sebagai titik awal, berdasarkan aturan ketenagakerjaan setiap negara, " +
      "dikalikan dengan upah per jam karyawan.",
    columns: ["Negara", "Hari kerja", "Hari istirahat & libur nasional"],
    rows: [
      {
        country: "Indonesia",
        cells: [
          "1,5x jam pertama, 2x jam berikutnya (PP 35/2021)",
          "Tarif PP 35/2021 yang lebih tinggi, sudah tersedia",
        ],
      },
      {
        country: "Malaysia",
        cells: ["1,5x (Employment Act)", "2x di hari istirahat, 3x di libur nasional"],
      },
      {
        country: "Filipina",
        cells: ["+25% dari upah per jam", "+30% di hari istirahat dan hari libur khusus"],
      },
      {
        country: "Thailand",
        cells: ["1,5x", "3x di hari libur"],
      },
      {
        country: "Singapura",
        cells: ["1,5x untuk karyawan yang berhak (Employment Act)", "1,5x untuk karyawan yang berhak"],
      },
    ],
    note:
      "Tabel ini ringkasan tarif bawaan, bukan nasihat hukum. Aturan ketenagakerjaan bisa berubah dan " +
      "sebagian karyawan diatur ketentuan berbeda, jadi konsultasikan dengan penasihat Anda; Regu memperbarui " +
      "tarif bawaan saat aturan berubah, dan HRD bisa menyesuaikan setiap pengali.",
  },
  faq: [
    {
      question: "Apakah tarif lembur di Regu merupakan nasihat hukum?",
      answer:
        "Bukan. Tarif bawaan disediakan agar HRD tidak perlu mengatur semuanya dari nol. Perusahaan Anda " +
        "tetap yang menentukan cara membayar lembur, dan HRD bisa menyesuaikan pengalinya.",
    },
    {
      question: "Bisakah karyawan mencatat lembur setelah dikerjakan?",
      answer:
        "Bisa. Lembur mendadak dicatat setelah shift dengan jam mulai dan selesai, lalu masuk ke atasan seperti " +
        "pengajuan lainnya. Tidak ada yang masuk payroll sebelum disetujui.",
    },
    {
      question: "Karyawan kami tersebar di beberapa negara. Apakah bisa?",
      answer:
        "Bisa. Setiap karyawan mengikuti tarif, batas, dan hari libur negaranya sendiri, dan total lembur " +
        "dilaporkan per negara untuk payroll.",
    },
    {
      question: "Paket mana yang sudah termasuk fitur lembur?",
      answer:
        "Fitur lembur ada di paket Growth ke atas. Paket Growth Rp 29.000 per pengguna aktif per bulan, dan " +
        "Anda bisa mencobanya gratis 14 hari tanpa kartu kredit.",
    },
  ],
  related: ["time", "payroll", "leave"],
  cta: {
    title: "Rapikan lembur sebelum cut-off berikutnya",
    lead:
      "Jadwalkan demo 30 menit dan bawa aturan lembur perusahaan Anda, kami tunjukkan cara kerjanya di Regu. " +
      "Atau coba paket Growth gratis 14 hari mulai hari ini. Tanpa kartu kredit.",
  },
} satisfies FeaturePageContent;
