import type { EmailContent } from "./types.ts";

export const emailsId = {
  greeting: "Halo {name},",
  greetingWithoutName: "Halo Bapak/Ibu,",
  signOff: { closing: "Salam hangat,", team: "Tim Regu" },
  help: "Ada pertanyaan sebelum itu? Kirim email ke {email} atau hubungi kami lewat WhatsApp di {whatsapp}.",
  summaryTitle: "Ringkasan permintaan Anda",
  labels: {
    companySize: "Jumlah karyawan",
    country: "Negara",
    interests: "Fitur yang diminati",
    topic: "Topik",
    resource: "Materi",
  },
  demo: {
    subject: "Permintaan demo Regu Anda sudah kami terima",
    preheader:
      "Spesialis kami akan mengonfirmasi jadwal Anda lewat email atau WhatsApp dalam satu hari kerja.",
    heading: "Terima kasih, demo Anda segera kami jadwalkan",
    intro: "Terima kasih sudah meminta demo Regu. Berikut jadwal yang Anda pilih untuk demo online 30 menit:",
    slotLabel: "Jadwal pilihan Anda",
    slot: "{date}, {start}–{end} ({zone})",
    confirm:
      "Spesialis Regu akan mengonfirmasi jadwal ini lewat email atau WhatsApp dalam satu hari kerja, " +
      "sekaligus mengirimkan tautan untuk bergabung. Jika waktunya ternyata kurang pas, cukup balas pesan " +
      "tersebut dan kami carikan jadwal lain.",
    nextTitle: "Sebelum demo",
    next: [
      {
        text:
          "Siapkan jumlah karyawan, lokasi kerja, dan pola shift Anda, agar demo bisa disesuaikan dengan " +
          "kondisi perusahaan.",
      },
      {
        text: "Ajak rekan dari HRD dan operasional, karena merekalah yang akan memakai Regu setiap hari.",
      },
    ],
    button: { label: "Baca studi kasus", page: "caseStudies" },
  },
  registration: {
    subject: "Selamat datang di Regu: uji coba gratis paket Growth selama 14 hari",
    preheader: "Email aktivasi dikirim terpisah oleh aplikasi Regu. Tanpa kartu kredit.",
    heading: "Uji coba gratis Anda sudah dimulai",
    intro: "Terima kasih telah mendaftar di Regu.",
    trial:
      "Selama 14 hari ke depan, Anda bisa memakai semua fitur paket Growth secara gratis, tanpa kartu kredit.",
    activation:
      "Email aktivasi dikirim terpisah oleh aplikasi Regu, dari alamat emailnya sendiri. Buka email " +
      "tersebut untuk membuat kata sandi dan mengaktifkan akun Anda. Belum masuk dalam 5 menit? Cek folder spam.",
    nextTitle: "15 menit pertama Anda",
    next: [
      {
        text: "Pasang aplikasi Regu dari Google Play, App Store, atau AppGallery, lalu masuk dengan akun Anda.",
      },
      { text: "Tambahkan beberapa karyawan, atur satu shift, lalu coba absen masuk sendiri." },
      {
        text:
          "Setelah 14 hari, pilih paket yang sesuai untuk melanjutkan. Karena tidak ada kartu yang tersimpan, " +
          "tidak ada tagihan tanpa persetujuan Anda.",
        link: { label: "Bandingkan paket", page: "pricing" },
      },
    ],
    button: { label: "Baca panduan pengguna", page: "userGuide" },
  },
  contact: {
    subject: "Pesan Anda sudah kami terima",
    preheader: "Tim kami akan membalas lewat email dalam satu hari kerja.",
    heading: "Terima kasih, pesan Anda sudah kami terima",
    intro:
      "Pesan tersebut masuk pada {date}. Tim kami akan membacanya dan membalas lewat email dalam satu hari kerja.",
    noCopy:
      "Email ini sengaja tidak memuat ulang isi pesan Anda, agar tidak pernah membawa tulisan atau tautan " +
      "dari pihak lain. Balasan kami nanti akan menanggapi pesan Anda secara lengkap.",
    nextTitle: "Sambil menunggu",
    next: [
      {
        text: "Banyak pertanyaan seputar penggunaan aplikasi sudah terjawab langkah demi langkah di panduan pengguna.",
        link: { label: "Buka panduan pengguna", page: "userGuide" },
      },
      {
        text: "Sedang membandingkan paket? Starter, Growth, dan Business bisa dilihat berdampingan di halaman harga.",
        link: { label: "Lihat harga", page: "pricing" },
      },
    ],
  },
  resource: {
    subject: "Materi Anda: {title}",
    preheader: "Simpan email ini: tautannya bisa dipakai untuk mengunduh materi lagi kapan saja.",
    heading: "Terima kasih telah mengunduh",
    intro: "Berikut tautan ke “{title}”.",
    again:
      "Gunakan tautan ini untuk mengunduh file lagi atau membagikannya kepada rekan kerja; materinya selalu " +
      "tersedia di halaman ini:",
    downloadAgain: "Unduh lagi",
    nextTitle: "Langkah berikutnya",
    next: [
      {
        text: "Templat, daftar periksa, dan kalkulator gratis lainnya untuk tim HRD di Asia Tenggara.",
        link: { label: "Lihat semua materi", page: "resources" },
      },
      {
        text: "Ingin melihat cara Regu menerapkannya untuk tim seperti milik Anda? Jadwalkan demo online 30 menit.",
        link: { label: "Jadwalkan demo", page: "requestDemo" },
      },
      {
        text: "Simak bagaimana tim seperti tim Anda mengelola absensi, cuti, dan payroll dengan Regu.",
        link: { label: "Baca studi kasus", page: "caseStudies" },
      },
    ],
  },
  calculator: {
    subject: "Hasil hitungan {calculator} Anda",
    heading: "Hasil hitungan {calculator} Anda",
    intro:
      "Terlampir PDF berisi data yang Anda masukkan beserta rincian perhitungannya, langkah demi langkah, " +
      "lengkap dengan peraturan dan pasal yang menjadi dasarnya.",
    figuresTitle: "Hasilnya",
    trial:
      "Dengan Regu, angka-angka ini dihitung otomatis dari absensi dan cuti setiap karyawan, setiap bulan. " +
      "Coba gratis 14 hari, tanpa kartu kredit.",
    button: "Mulai uji coba gratis",
  },
  newsletter: {
    subject: "Konfirmasi langganan newsletter Regu Anda",
    preheader:
      "Satu klik untuk konfirmasi, lalu satu email setiap bulan berisi tips HR, absensi, dan payroll.",
    heading: "Mohon konfirmasi langganan Anda",
    intro:
      "Terima kasih sudah mendaftar newsletter Regu. Sebelum kami mengirim apa pun, mohon konfirmasi bahwa " +
      "alamat email ini milik Anda dan Anda memang ingin menerima newsletter kami:",
    confirm: "Konfirmasi langganan",
    validity:
      "Tombol ini berlaku selama {days} hari. Sebelum Anda mengekliknya, alamat Anda belum masuk daftar.",
    fallback: "Jika tombol tidak berfungsi, salin alamat berikut ke browser Anda:",
    includesTitle: "Yang akan Anda terima",
    includes: [
      "Satu email di awal setiap bulan, hanya satu.",
      "Satu panduan atau templat praktis yang bisa langsung Anda pakai minggu itu juga.",
      "Perubahan aturan ketenagakerjaan dan penggajian di Indonesia, Malaysia, Filipina, Thailand, dan " +
        "Singapura dengan bahasa yang mudah dipahami, serta kabar terbaru dari Regu.",
    ],
    ignore:
      "Tidak merasa mendaftar? Mungkin seseorang keliru memasukkan alamat email Anda. Abaikan saja email ini: tanpa konfirmasi, Anda tidak akan menerima newsletter, dan alamat Anda kami hapus setelah {days} hari.",
    leave: "Berubah pikiran? Anda bisa berhenti berlangganan kapan saja dengan satu klik:",
    unsubscribe: "Berhenti berlangganan",
  },
  footer: {
    office: "ID",
    reasons: {
      demo: "Anda menerima email ini karena telah meminta demo di {site}.",
      registration: "Anda menerima email ini karena telah mendaftar uji coba gratis di {site}.",
      contact: "Anda menerima email ini karena telah mengirim pesan melalui {site}.",
      resource: "Anda menerima email ini karena telah mengunduh materi dari {site}.",
      calculator:
        "Anda menerima email ini karena alamat ini dimasukkan ke kalkulator di {site} untuk menerima hasil hitungannya.",
      newsletter: "Anda menerima email ini karena alamat ini dimasukkan ke formulir newsletter di {site}.",
    },
    notYou:
      "Tidak merasa mengisi formulir ini? Mungkin seseorang keliru memasukkan alamat email Anda. " +
      "Abaikan saja email ini.",
    privacy: "Kebijakan privasi",
  },
} satisfies EmailContent;
