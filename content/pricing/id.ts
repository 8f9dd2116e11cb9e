import type { PricingContent } from "./types.ts";

export default {
  meta: {
    title: "Harga paket aplikasi absensi & HR | Regu",
    description:
      "Harga Regu dihitung per pengguna aktif per bulan. Bandingkan paket Starter, Growth, Business, " +
      "dan Enterprise, lalu hemat 2 bulan dengan tagihan tahunan.",
  },
  hero: {
    title: "Bayar hanya untuk karyawan yang memakai Regu",
    lead:
      "Semua paket dihitung per pengguna aktif per bulan. Pilih tagihan tahunan dan hemat 2 bulan, " +
      "atau coba paket Growth gratis lebih dulu, tanpa kartu kredit.",
  },
  currencyOrder: ["IDR", "MYR", "SGD", "PHP", "THB"],
  currencyNames: {
    IDR: "Rupiah Indonesia (IDR)",
    MYR: "Ringgit Malaysia (MYR)",
    PHP: "Peso Filipina (PHP)",
    THB: "Baht Thailand (THB)",
    SGD: "Dolar Singapura (SGD)",
  },
  plans: {
    starter: {
      name: "Starter",
      summary: "Untuk tim kecil yang ingin mulai dengan absensi, cuti, dan chat tim.",
      includes: [
        "Absensi dengan GPS, selfie, dan geofence",
        "Pengajuan cuti, disetujui atasan dengan dua ketukan",
        "Chat tim dan pengumuman dengan status dibaca",
        "Hingga 50 pengguna",
      ],
      cta: "Mulai uji coba gratis",
    },
    growth: {
      name: "Growth",
      summary: "Untuk perusahaan yang mengatur shift, lembur, dan karyawan lapangan.",
      includes: [
        "Semua fitur Starter",
        "Lembur sesuai aturan tiap negara, termasuk PP 35/2021",
        "Klaim reimburse dengan foto struk",
        "Tugas lapangan dengan checklist dan bukti foto",
        "Shift dan jadwal kerja, termasuk shift malam dan bergilir",
        "Laporan yang bisa diekspor ke Excel",
      ],
      cta: "Mulai uji coba gratis",
    },
    business: {
      name: "Business",
      summary: "Untuk perusahaan yang menjalankan proyek dan menghubungkan Regu ke sistem lain.",
      includes: [
        "Semua fitur Growth",
        "Manajemen proyek dengan timesheet dan milestone",
        "REST API dan webhook",
        "SSO dengan Google Workspace atau Microsoft Entra ID",
        "Dukungan prioritas",
      ],
      cta: "Mulai uji coba gratis",
    },
    enterprise: {
      name: "Enterprise",
      summary: "Untuk perusahaan besar yang butuh batas khusus dan payroll yang dikerjakan tim kami.",
      includes: [
        "Semua fitur Business",
        "Batas pengguna sesuai kebutuhan",
        "Layanan payroll oleh tim payroll Regu",
        "Account manager khusus",
        "Kontrak dan penagihan sesuai kesepakatan",
      ],
      cta: "Hubungi tim sales",
    },
  },
  comparison: {
    title: "Bandingkan paket",
    lead:
      "Semua paket sudah termasuk aplikasi untuk HP Android, iPhone, dan Huawei, " +
      "serta dashboard web untuk HRD dan admin.",
    featureColumn: "Fitur",
    rows: {
      attendance: "Absensi (GPS dan selfie)",
      leave: "Manajemen cuti",
      chat: "Chat tim dan pengumuman",
      overtime: "Lembur",
      claims: "Klaim reimburse",
      tasks: "Tugas lapangan",
      shifts: "Shift dan jadwal kerja",
      reports: "Laporan",
      projects: "Manajemen proyek",
      api: "REST API dan webhook",
      sso: "SSO (Google Workspace, Microsoft Entra ID)",
      payroll: "Layanan payroll",
      users: "Jumlah pengguna",
      support: "Dukungan",
    },
    values: {
      upTo50: "Hingga 50",
      unlimited: "Tanpa batas",
      custom: "Sesuai kesepakatan",
      standard: "Jam kerja",
      priority: "Prioritas",
      dedicated: "Account manager khusus",
    },
  },
  payroll: {
    title: "Layanan payroll, dikerjakan tim kami",
    body: "Tim payroll Regu memproses penggajian karyawan Anda dari data absensi, lembur, cuti, dan klaim di Regu: perhitungan gaji, slip gaji di aplikasi, BPJS Ketenagakerjaan, BPJS Kesehatan, dan PPh 21 (serta kewajiban serupa di Malaysia, Filipina, Thailand, dan Singapura), file transfer bank, hingga laporan bulanan. Biayanya dihitung per karyawan per proses payroll, mulai {price}, dan tim sales kami akan mengirimkan penawaran harga.",
    cta: "Minta penawaran harga",
  },
  faq: {
    title: "Pertanyaan seputar tagihan",
    items: [
      {
        question: "Siapa yang dihitung sebagai pengguna aktif?",
        answer:
          "Pengguna aktif adalah karyawan yang akunnya aktif di Regu pada bulan tersebut. Jika ada karyawan " +
          "yang resign, nonaktifkan akunnya, dan ia tidak lagi dihitung mulai bulan berikutnya.",
      },
      {
        question: "Apakah ada jumlah pengguna minimal?",
        answer:
          "Ya. Setiap paket berbayar ditagih minimal untuk {users} pengguna. Jika tim Anda lebih kecil, " +
          "tagihan tetap dihitung untuk {users} pengguna.",
      },
      {
        question: "Berapa penghematan jika ditagih tahunan?",
        answer:
          "Dengan tagihan tahunan, Anda hemat 2 bulan: pemakaian 12 bulan tidak lebih mahal dari 10 bulan, " +
          "karena harga per bulannya dibulatkan ke bawah ke angka yang bulat. " +
          "Jika lebih nyaman, Anda tetap bisa memilih tagihan bulanan.",
      },
      {
        question: "Bagaimana cara membayar, dan dalam mata uang apa?",
        answer:
          "Anda dapat membayar melalui transfer bank, virtual account, atau kartu kredit. Invoice diterbitkan " +
          "dalam mata uang lokal: rupiah untuk perusahaan di Indonesia, serta ringgit, peso, baht, atau " +
          "dolar Singapura untuk negara lain.",
      },
      {
        question: "Apakah harga sudah termasuk pajak?",
        answer:
          "Belum. Harga di halaman ini belum termasuk pajak. PPN di Indonesia (atau VAT, SST, dan GST di " +
          "negara lain) ditambahkan pada invoice sesuai ketentuan yang berlaku.",
      },
      {
        question: "Bisakah saya mengganti paket atau jumlah pengguna?",
        answer:
          "Bisa, kapan saja. Tambah atau kurangi pengguna sesuai perubahan tim, atau pindah ke paket lain. " +
          "Upgrade dihitung prorata, jadi Anda hanya membayar selisihnya untuk sisa periode tagihan.",
      },
      {
        question: "Bagaimana cara berhenti berlangganan?",
        answer:
          "Langganan bulanan dapat dihentikan kapan saja dan berakhir di akhir bulan berjalan. Data tetap " +
          "milik Anda dan bisa diekspor kapan saja. Kami menghapusnya 90 hari setelah langganan berakhir, " +
          "atau lebih cepat jika Anda memintanya.",
      },
      {
        question: "Apa yang terjadi setelah masa uji coba berakhir?",
        answer:
          "Uji coba gratis {days} hari tanpa kartu kredit berjalan di paket Growth. Setelah selesai, pilih " +
          "Starter, Growth, atau Business dan bayar melalui transfer bank, virtual account, atau kartu kredit " +
          "untuk terus memakai Regu. Butuh batas pengguna khusus atau layanan payroll? Hubungi tim sales " +
          "kami untuk paket Enterprise.",
      },
    ],
  },
} satisfies PricingContent;
