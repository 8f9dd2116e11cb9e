import type { HomeContent } from "./types.ts";

export const homeId = {
  meta: {
    title: "Regu · Aplikasi Absensi, Cuti & Payroll Karyawan",
    description:
      "Regu mengelola absensi, cuti, lembur, tugas lapangan, klaim, dan payroll karyawan dalam satu " +
      "aplikasi. Coba paket Growth gratis 14 hari.",
  },
  hero: {
    eyebrow: "Aplikasi HR untuk perusahaan di Asia Tenggara",
    title: "Kelola seluruh tim Anda dari satu aplikasi.",
    lead:
      "Karyawan absen dengan selfie dan GPS, mengajukan cuti, dan klaim reimburse langsung dari HP. " +
      "Atasan cukup menyetujui dengan dua ketukan, dan HRD menerima rekap yang rapi untuk penggajian.",
    primaryCta: "Jadwalkan demo",
    secondaryCta: "Coba gratis 14 hari",
    note: "Gratis 14 hari paket Growth · Tanpa kartu kredit",
    phone: {
      greeting: "Selamat pagi, Dewi",
      shift: "Shift 08.00–17.00",
      location: "Gudang Cikarang",
      clockIn: "Absen masuk",
      insideGeofence: "Anda berada di area absensi",
      todayTitle: "Hari ini",
      items: ["Cuti disetujui · 2 hari", "3 tugas hari ini", "Reimburse cair · Rp 245.000"],
    },
  },
  features: {
    eyebrow: "Fitur",
    title: "Tujuh fitur yang dibutuhkan tim Anda, dalam satu aplikasi",
    lead:
      "Mulai dari yang paling Anda butuhkan, lalu aktifkan fitur lain kapan saja. Semua fitur memakai " +
      "data karyawan yang sama, jadi HRD tidak perlu input data dua kali.",
    items: {
      task: {
        title: "Tugas lapangan",
        body:
          "Bagikan tugas kunjungan atau pekerjaan lapangan lengkap dengan checklist, lokasi, dan tenggat. " +
          "Karyawan mencentang setiap langkah dan melampirkan foto sebagai bukti kerja.",
      },
      chat: {
        title: "Chat tim",
        body:
          "Grup chat per outlet, lokasi, atau divisi, plus pengumuman untuk seluruh perusahaan. " +
          "Tanda dibaca menunjukkan siapa saja yang sudah melihat jadwal shift terbaru.",
      },
      time: {
        title: "Absensi online",
        body:
          "Absen dengan selfie dan GPS, hanya bisa dilakukan di area lokasi kerja (geofence) dan sesuai " +
          "shift. Sinyal hilang? Absensi tetap tercatat offline dan tersinkron saat HP kembali online.",
      },
      leave: {
        title: "Cuti dan izin",
        body:
          "Atur kebijakan cuti tahunan, cuti sakit, dan cuti khusus sekali saja, dan setiap karyawan bisa " +
          "melihat sisa cutinya sendiri. Atasan menyetujui pengajuan cuti cukup dengan dua ketukan.",
      },
      overtime: {
        title: "Lembur",
        body:
          "Aturan dan tarif lembur setiap negara sudah tersedia sesuai regulasi ketenagakerjaan setempat. " +
          "Jam lembur dihitung otomatis dari data absensi, siap untuk penggajian.",
      },
      claim: {
        title: "Klaim dan reimburse",
        body:
          "Foto struknya, lalu kirim. Batas nominal dan alur persetujuan dicek otomatis, dan klaim " +
          "yang disetujui dibayarkan bersama gaji bulan berikutnya.",
      },
      payroll: {
        title: "Layanan payroll",
        body:
          "Tim payroll Regu menjalankan penggajian untuk Anda, termasuk BPJS dan PPh 21 di Indonesia, " +
          "EPF/SOCSO/PCB di Malaysia, SSS/PhilHealth/Pag-IBIG di Filipina, Social Security Fund di " +
          "Thailand, serta CPF di Singapura. Slip gaji langsung terkirim ke aplikasi karyawan.",
      },
    },
    linkLabel: "Selengkapnya",
  },
  workplaces: {
    eyebrow: "Tempat Regu dipakai",
    title: "Dibuat untuk tim yang tidak bekerja di balik meja",
    lead:
      "Sebagian besar karyawan Anda bekerja di gudang, di balik konter, atau di jalan. " +
      "Dengan Regu, shift, tugas, dan pengajuan mereka ada di HP masing-masing.",
    items: [
      {
        scene: "warehouse",
        title: "Gudang dan pabrik",
        caption: "Kru shift absen dengan selfie di gerbang, dan hanya bisa dari dalam geofence lokasi.",
      },
      {
        scene: "outlet",
        title: "Outlet dan kafe",
        caption: "Barista dan staf toko melihat jadwal shift terbaru dan mengobrol di grup outlet mereka.",
      },
      {
        scene: "field",
        title: "Tim lapangan",
        caption:
          "Teknisi dan sales mengerjakan checklist setiap kunjungan dan melampirkan foto sebagai bukti.",
      },
    ],
  },
  steps: {
    eyebrow: "Cara kerja",
    title: "Siap dipakai dalam sekitar satu minggu",
    lead: "Sebagian besar perusahaan mulai memakai Regu dalam satu minggu, didampingi tim onboarding kami.",
    items: [
      {
        title: "Impor data karyawan dan atur kebijakan",
        body:
          "Unggah daftar karyawan dari Excel, lalu atur shift, lokasi kerja, dan kebijakan cuti. " +
          "Biasanya selesai dalam satu siang bersama tim onboarding kami.",
      },
      {
        title: "Karyawan pasang aplikasi dan mulai absen",
        body:
          "Setiap karyawan menerima undangan lewat email atau WhatsApp, memasang aplikasi, dan bisa " +
          "langsung absen di hari pertama. Pengaturan di HP hanya butuh sekitar dua menit.",
      },
      {
        title: "Atasan menyetujui langsung dari HP",
        body:
          "Pengajuan cuti, lembur, dan klaim masuk sebagai notifikasi. Atasan tinggal menyetujui atau " +
          "menolak dengan dua ketukan, di mana pun mereka berada.",
      },
      {
        title: "Rekap dan data payroll siap",
        body:
          "Rekap absensi, lembur, dan klaim yang disetujui terkumpul otomatis per periode gaji. " +
          "Ekspor dengan satu klik, atau serahkan penggajian ke tim payroll kami.",
      },
    ],
  },
  proof: {
    eyebrow: "Pelanggan",
    title: "Dipakai setiap hari oleh tim di seluruh Asia Tenggara",
    figures: [
      { value: "1.200+", label: "perusahaan memakai Regu" },
      { value: "85.000", label: "karyawan absen setiap hari" },
      { value: "5", label: "negara" },
      { value: "4,8", label: "rating rata-rata di toko aplikasi" },
    ],
    logosLabel: "Dipercaya oleh tim di",
    quotes: [
      {
        customer: "raza-kopi",
        text:
          "Dulu rekap absensi 40 outlet kami makan waktu tiga hari setiap akhir bulan. Sekarang dengan Regu, " +
          "kurang dari satu jam sudah selesai, dan barista mengajukan cuti lewat HP, " +
          "bukan lagi pakai formulir kertas.",
      },
      {
        customer: "mindray",
        text:
          "Dulu teknisi kami menunggu lima minggu sampai klaimnya dibayar. Sekarang cukup tujuh hari, dan " +
          "rumah sakit sudah menerima laporan servis sebelum mereka meninggalkan ruangan.",
      },
      {
        customer: "fintech-company",
        text:
          "Jumlah karyawan kami naik hampir tiga kali lipat, dan payroll tetap dipegang dua orang yang sama. " +
          "Payroll dua mingguan kini siap dalam satu hari, bukan lagi empat hari.",
      },
    ],
  },
  apps: {
    eyebrow: "Aplikasi mobile",
    title: "Dibuat untuk HP yang sudah dipakai tim Anda",
    lead:
      "Regu tersedia untuk Android, iOS, dan HP Huawei. " +
      "Unduh di Google Play, App Store, atau AppGallery.",
    points: [
      "Absen dengan selfie dan GPS dalam hitungan detik",
      "Tetap bisa dipakai offline, data tersinkron saat sinyal kembali",
      "Ringan di HP entry-level dan hemat kuota",
      "Tersedia dalam Bahasa Indonesia dan Bahasa Inggris",
    ],
  },
  cta: {
    title: "Lihat cara kerja Regu untuk tim Anda",
    lead:
      "Jadwalkan demo 30 menit bersama tim kami, atau coba paket Growth gratis selama 14 hari. " +
      "Tanpa kartu kredit.",
    demo: "Jadwalkan demo",
    signup: "Coba gratis 14 hari",
  },
} satisfies HomeContent;
