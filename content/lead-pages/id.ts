import type { LeadPagesContent } from "./types.ts";

/** Indonesian copy of the demo, registration, contact, resource and unsubscribe pages. */
export const leadPagesId: LeadPagesContent = {
  requestDemo: {
    meta: {
      title: "Jadwalkan demo Regu 30 menit, gratis dan langsung | Regu",
      description:
        "Lihat Regu menjalankan aturan shift, cuti, dan lembur perusahaan Anda dalam demo langsung 30 " +
        "menit bersama spesialis produk. Pilih waktunya, dalam bahasa Anda.",
    },
    hero: {
      eyebrow: "Jadwalkan demo",
      title: "Lihat cara Regu mengelola tim Anda dalam 30 menit",
      lead:
        "Spesialis produk dari kantor Regu di negara Anda akan memandu Anda secara langsung, dalam bahasa " +
        "Anda, pada waktu yang Anda pilih. Siapkan pertanyaan seputar shift, aturan lembur, dan penggajian.",
    },
    formTitle: "Pilih jadwal demo Anda",
    formLead: "Cukup satu menit. Jadwal Anda kami konfirmasi lewat email dan WhatsApp dalam satu hari kerja.",
    submit: "Jadwalkan demo",
    points: [
      {
        title: "Aturan perusahaan Anda sendiri",
        text:
          "Ceritakan pola shift, aturan cuti, dan tarif lembur Anda. Kami tunjukkan semuanya berjalan " +
          "di Regu, bukan di perusahaan contoh.",
      },
      {
        title: "Harga sesuai jumlah karyawan",
        text:
          "Dapatkan biaya bulanan yang jelas untuk jumlah pengguna Anda dan paket yang paling cocok, " +
          "plus gratis 2 bulan untuk pembayaran tahunan.",
      },
      {
        title: "Rencana implementasi",
        text:
          "Setelah demo, Anda punya langkah go-live yang jelas: impor data karyawan, atur geofence, dan " +
          "latih karyawan. Sebagian besar perusahaan sudah berjalan dalam satu minggu.",
      },
    ],
    quote: {
      text:
        "Dulu rekap absensi 40 outlet kami makan waktu tiga hari setiap akhir bulan. Sekarang dengan " +
        "Regu, kurang dari satu jam sudah selesai, dan barista mengajukan cuti lewat HP, bukan lagi " +
        "pakai formulir kertas.",
      person: "Rina Hartono",
      role: "Kepala Operasional",
      company: "Raza Kopi",
    },
    agenda: {
      title: "Isi demo 30 menit",
      steps: [
        "5 menit: Anda bercerita tentang cara kerja tim saat ini, mulai dari lokasi dan shift hingga " +
          "pekerjaan yang paling menyita waktu.",
        "15 menit: demo langsung fitur yang Anda pilih, di aplikasi HP dan dashboard web.",
        "5 menit: harga untuk jumlah karyawan Anda dan paket yang paling sesuai.",
        "5 menit: tanya jawab, lalu rencana implementasi dengan langkah berikutnya yang jelas.",
      ],
    },
  },
  registration: {
    meta: {
      title: "Coba gratis Regu Growth 14 hari, tanpa kartu kredit | Regu",
      description:
        "Coba paket Growth dari Regu gratis selama 14 hari: absensi, cuti, lembur, klaim, tugas, dan " +
        "shift. Tanpa kartu kredit, dan akun Anda siap dalam hitungan menit.",
    },
    hero: {
      eyebrow: "Uji coba gratis 14 hari",
      title: "Coba Regu Growth gratis selama 14 hari",
      lead:
        "Semua fitur Growth untuk seluruh tim Anda, tanpa kartu kredit. Persiapannya hanya beberapa " +
        "menit: isi formulir, buka email aktivasi dari aplikasi Regu, lalu tambahkan karyawan pertama Anda.",
    },
    formTitle: "Buat akun uji coba",
    formLead: "Tanpa kartu kredit. Aplikasi Regu langsung mengirim tautan aktivasi ke email Anda.",
    submit: "Mulai uji coba gratis",
    points: [
      {
        title: "Semua fitur Growth",
        text:
          "Absen GPS dan selfie, cuti, chat, lembur, klaim, tugas lapangan, shift, dan laporan, gratis " +
          "selama 14 hari.",
      },
      {
        title: "Tanpa kartu, tanpa ikatan",
        text:
          "Kami tidak meminta data pembayaran, jadi tidak ada tagihan saat masa uji coba berakhir. " +
          "Pilih paket hanya jika Regu memang cocok untuk Anda.",
      },
      {
        title: "Siap dalam hitungan menit",
        text:
          "Impor data karyawan dari Excel, buat geofence di sekitar kantor, lalu coba absen sendiri di " +
          "hari pertama. Tim kami di negara Anda siap membantu jika ada kendala.",
      },
    ],
    quote: {
      text:
        "Kami mulai dengan uji coba 14 hari, lalu memindahkan seluruh 180 karyawan ke paket Growth dua " +
        "minggu kemudian. Klaim bensin dan parkir yang dulu cair setelah tiga minggu kini dibayar dalam " +
        "lima hari kerja.",
      person: "Fitri Anggraini",
      role: "Manajer HR & GA",
      company: "PT Kasir Pintar",
    },
    login: { text: "Sudah punya akun?", link: "Masuk" },
  },
  contact: {
    meta: {
      title: "Hubungi Regu: sales, bantuan, tagihan, dan kemitraan | Regu",
      description:
        "Ada pertanyaan soal harga, bantuan aplikasi, tagihan, atau kemitraan? Kirim pesan dan tim Regu " +
        "membalas dalam satu hari kerja, atau kunjungi lima kantor kami.",
    },
    hero: {
      eyebrow: "Hubungi kami",
      title: "Bicara langsung dengan tim kami",
      lead:
        "Tanyakan soal harga, minta bantuan penggunaan aplikasi, urus tagihan, atau tawarkan kerja sama. " +
        "Setiap pesan dibaca oleh tim kami dan dibalas dalam satu hari kerja.",
    },
    formTitle: "Kirim pesan",
    formLead:
      "Pilih topik agar pesan Anda sampai ke tim yang tepat. Kami membalas lewat email dalam satu hari kerja.",
    submit: "Kirim pesan",
    points: [
      {
        title: "Dibalas dalam satu hari kerja",
        text: "Setiap pesan dijawab lewat email oleh anggota tim kami, dalam bahasa Indonesia atau Inggris.",
      },
      {
        title: "Langsung ke tim yang tepat",
        text:
          "Tim sales, dukungan, tagihan, dan kemitraan masing-masing menangani topiknya sendiri, jadi " +
          "Anda tidak dioper dari satu bagian ke bagian lain.",
      },
      {
        title: "Tim lokal, jam kerja lokal",
        text:
          "Kelima kantor kami buka Senin–Jumat, 08.00–18.00 waktu setempat, dan memahami aturan " +
          "ketenagakerjaan di negaranya.",
      },
    ],
    quote: {
      text:
        "Dulu teknisi kami di Kuching mengirim klaim lewat pos ke Kuala Lumpur dan menunggu lebih dari " +
        "sebulan sampai dibayar. Sekarang nota, laporan servis, dan tanda tangan pihak rumah sakit sudah " +
        "ada di HP mereka sebelum mereka meninggalkan ruangan.",
      person: "Jason Lim",
      role: "Kepala Operasional Servis",
      company: "Mindray",
    },
    offices: {
      title: "Kantor kami",
      lead:
        "Setiap kantor melayani pelanggan di negaranya sendiri pada jam kerja setempat, mulai dari " +
        "penjualan, onboarding, dan dukungan, hingga layanan payroll sesuai aturan lokal.",
    },
    channels: {
      whatsapp: {
        title: "WhatsApp",
        text:
          "Untuk pertanyaan singkat sebelum berlangganan: paket, harga, atau jadwal demo. Tim sales kami " +
          "membalas pada jam kerja.",
      },
      sales: {
        title: "Email tim sales",
        text:
          "Untuk penawaran harga dan proposal: paket Enterprise, layanan payroll, atau harga untuk tim " +
          "besar di beberapa negara.",
      },
      support: {
        title: "Email dukungan",
        text:
          "Sudah memakai Regu? Kirim email ke tim dukungan soal aplikasi, akun, atau data Anda, dan " +
          "sertakan nama perusahaan agar kami bisa cepat menemukannya.",
      },
    },
  },
  resource: {
    formTitle: "Dapatkan salinan gratis",
    formLead: "Isi empat data singkat, dan unduhan langsung dimulai.",
    submit: "Unduh sekarang",
    learnTitle: "Yang akan Anda pelajari",
    pages: "{pages} halaman",
    kinds: {
      ebook: "E-book",
      checklist: "Daftar periksa",
      template: "Templat kebijakan",
      calculator: "Lembar kalkulator",
    },
    ready: {
      title: "Unduhan Anda sudah dimulai",
      text:
        "Cek folder unduhan di browser Anda. Jika file belum muncul, atau Anda butuh salinan lagi, " +
        "gunakan tombol di bawah ini.",
      button: "Unduh lagi",
    },
    expired: "Tautan unduhan ini sudah kedaluwarsa. Kirim ulang formulirnya, dan unduhan langsung dimulai.",
    more: "Materi gratis lainnya",
  },
  unsubscribe: {
    meta: {
      title: "Berhenti berlangganan newsletter tips HR dari Regu | Regu",
      description:
        "Berhenti berlangganan newsletter bulanan Regu cukup dengan satu klik lewat tautan di bagian " +
        "bawah setiap email. Berubah pikiran? Berlangganan lagi dari sini.",
    },
    done: {
      title: "Anda sudah berhenti berlangganan",
      text:
        "Alamat email ini sudah keluar dari daftar newsletter Regu, jadi tidak akan ada lagi email " +
        "newsletter. Jika sebelumnya Anda sudah berhenti berlangganan, tidak ada yang berubah. Email " +
        "tentang akun Anda atau demo yang Anda jadwalkan tetap kami kirim.",
    },
    invalid: {
      title: "Tautan ini tidak berfungsi",
      text:
        "Tautannya tidak lengkap atau berubah. Buka kembali email newsletter, lalu klik tautan berhenti " +
        "berlangganan di bagian bawah, atau salin seluruh alamatnya ke browser Anda.",
    },
    noToken: {
      title: "Berhenti berlangganan newsletter",
      text:
        "Untuk berhenti berlangganan, klik tautan berhenti berlangganan di bagian bawah email newsletter " +
        "Regu mana pun. Tautan itu membuka halaman ini dan mengeluarkan alamat Anda dari daftar dengan " +
        "satu klik.",
    },
    resubscribe: "Berlangganan lagi",
    backHome: "Kembali ke beranda",
  },
};
