import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Layanan payroll: hitung gaji, BPJS & PPh 21 | Regu",
    description:
      "Tim payroll Regu menghitung gaji dari data absensi, lembur, cuti, dan klaim: slip gaji di aplikasi, " +
      "file transfer bank, serta iuran dan pajak di 5 negara.",
  },
  hero: {
    eyebrow: "Layanan penggajian",
    title: "Serahkan penggajian bulanan ke tim payroll kami",
    lead:
      "Tim payroll Regu menghitung gaji dari data absensi, lembur, cuti, dan klaim yang sudah tercatat di " +
      "Regu, sekaligus mengurus iuran BPJS, PPh 21, dan pelaporannya. Anda cukup memeriksa dan menyetujui " +
      "satu ringkasan, lalu slip gaji terkirim ke aplikasi setiap karyawan.",
    points: [
      "Dijalankan tim, bukan sekadar software",
      "Iuran wajib dan pajak di 5 negara",
      "Mulai Rp 25.000/karyawan/proses payroll",
    ],
  },
  screens: {
    employee: {
      title: "Slip gaji",
      subtitle: "Dewi Lestari · 21 Apr – 20 Mei",
      highlight: {
        label: "Gaji bersih diterima",
        value: "Rp 8.392.200",
        note: "Dibayar 25 Mei · BCA ···4821",
      },
      rows: [
        {
          title: "Gaji pokok & tunjangan",
          meta: "Rp 8.000.000",
        },
        {
          title: "Lembur · 8 jam",
          meta: "Rp 647.400 · 4 hari kerja",
          status: { label: "Disetujui", tone: "ok" },
        },
        {
          title: "Reimburse klaim",
          meta: "Rp 245.000 · 2 struk",
          status: { label: "Disetujui", tone: "ok" },
        },
        {
          title: "Potongan BPJS & PPh 21",
          meta: "− Rp 500.200",
          status: { label: "Dipotong", tone: "info" },
        },
      ],
      action: "Lihat slip lengkap",
    },
    manager: {
      title: "Proses payroll",
      subtitle: "Payroll Mei · 128 karyawan",
      highlight: {
        label: "Total gaji bersih (Rp)",
        value: "1,09 miliar",
        note: "Menunggu persetujuan Anda",
      },
      rows: [
        {
          title: "Absensi & lembur",
          meta: "Dikunci saat cut-off, 20 Mei",
          status: { label: "Selesai", tone: "ok" },
        },
        {
          title: "Cuti & klaim",
          meta: "31 klaim · unpaid leave 6 hari",
          status: { label: "Selesai", tone: "ok" },
        },
        {
          title: "Dihitung tim Regu",
          meta: "2 karyawan baru · 1 resign",
          status: { label: "Periksa", tone: "wait" },
        },
        {
          title: "Slip gaji & file bank",
          meta: "Dikirim setelah Anda setujui",
          status: { label: "Berikutnya", tone: "info" },
        },
      ],
      action: "Periksa & setujui",
    },
  },
  scene: {
    key: "office",
    alt: "Di mejanya, manajer HR memeriksa semua persetujuan bulan ini di HP dan laptop, siap untuk penggajian.",
  },
  problems: {
    title: "Akhir bulan tanpa lembur untuk tim HR",
    lead: "Tiga masalah yang biasanya menyita hari-hari terakhir setiap bulan, dan cara Regu menyelesaikannya.",
    items: [
      {
        title: "“Datanya tersebar di mana-mana”",
        body:
          "Rekap absensi di satu file, lembur di file lain, struk reimburse di grup WhatsApp. Tim payroll " +
          "kami mengambil semuanya langsung dari akun Regu tempat karyawan Anda absen, jadi tidak ada jam " +
          "kerja atau nominal yang diketik ulang.",
      },
      {
        title: "“Tarifnya berubah, kami terlambat tahu”",
        body:
          "Tarif iuran, batas upah BPJS, dan tarif PPh 21 bisa berubah sewaktu-waktu. Tim kami mengikuti " +
          "aturan di setiap negara dan menerapkan tarif baru sejak tanggal berlakunya.",
      },
      {
        title: "“Slip gaji nyasar ke email orang lain”",
        body:
          "Slip gaji lewat email mudah diteruskan, dan file gaji tersimpan di folder bersama. Di Regu, setiap " +
          "karyawan hanya melihat slip gajinya sendiri di aplikasi, dan data gaji dilindungi hak akses " +
          "sesuai peran.",
      },
    ],
  },
  steps: {
    title: "Siklus payroll setiap bulan",
    lead:
      "Lima langkah yang sama setiap bulan. Bagian Anda hanya memeriksa dan menyetujui di langkah ketiga; " +
      "sisanya dikerjakan tim payroll kami.",
    items: [
      {
        title: "Cut-off: data periode dikunci",
        body:
          "Pada tanggal cut-off yang disepakati, misalnya tanggal 20, data absensi, lembur yang disetujui, " +
          "cuti, dan klaim periode tersebut dikunci, sehingga angkanya tidak berubah selama perhitungan. " +
          "Data karyawan baru, karyawan resign, dan perubahan gaji juga masuk sebelum cut-off.",
      },
      {
        title: "Kami menghitung gaji",
        body:
          "Tim payroll kami menghitung gaji pokok, tunjangan, lembur sesuai tarif resmi, potongan unpaid " +
          "leave, reimburse klaim, iuran BPJS, dan PPh 21 untuk setiap karyawan.",
      },
      {
        title: "Anda memeriksa dan menyetujui",
        body:
          "Anda menerima ringkasan berisi total, rincian per karyawan, dan perubahan dibanding bulan lalu. " +
          "Ajukan pertanyaan atau koreksi, lalu setujui dari dashboard web atau langsung dari HP.",
      },
      {
        title: "Slip gaji dan file transfer bank",
        body:
          "Setelah disetujui, setiap karyawan menerima slip gaji di aplikasi Regu, dan tim finance Anda " +
          "menerima file transfer bank untuk diunggah di hari gajian. Gaji tetap dibayar dari rekening " +
          "perusahaan Anda sendiri, seperti sekarang.",
      },
      {
        title: "Iuran, pajak, dan pelaporannya",
        body:
          "Kami menghitung iuran dan pajak yang harus disetor, menyiapkan pembayarannya, dan melaporkannya " +
          "sebelum batas waktu, termasuk SPT Masa PPh 21. Laporan bulanan untuk tim finance dan auditor " +
          "menutup siklus ini.",
      },
    ],
  },
  details: {
    title: "Yang termasuk dalam layanan",
    lead: "Hal-hal yang biasanya ditanyakan tim HR dan finance sebelum menyerahkan penggajian.",
    items: [
      {
        title: "Dikerjakan tim, bukan hanya sistem",
        body:
          "Spesialis payroll Regu menjalankan setiap siklus dan menjawab pertanyaan Anda lewat WhatsApp, " +
          "email, atau chat di aplikasi, Senin–Jumat pukul 08.00–18.00 waktu setempat.",
      },
      {
        title: "Data langsung dari absensi",
        body:
          "Jam kerja, lembur, cuti, dan klaim yang disetujui diambil langsung dari Regu: tidak ada file " +
          "ekspor yang perlu dirapikan, tidak ada angka yang diketik dua kali.",
      },
      {
        title: "Lembur sesuai aturan",
        body:
          "Upah lembur dihitung sesuai aturan tiap negara. Di Indonesia mengikuti PP 35/2021: 1,5 kali upah " +
          "sejam untuk jam pertama dan 2 kali untuk jam berikutnya di hari kerja. Di Malaysia, 1,5x, 2x, " +
          "dan 3x sesuai Employment Act.",
      },
      {
        title: "Slip gaji di setiap HP",
        body:
          "Karyawan membuka slip gajinya di aplikasi Regu, baik di Android, iPhone, maupun HP Huawei. HRD " +
          "tidak perlu lagi mencetak, memasukkan ke amplop, atau mengirim slip satu per satu lewat email.",
      },
      {
        title: "Laporan bulanan",
        body:
          "Rekap per karyawan, total iuran, dan pajak setiap bulan, tersedia di dashboard dan dalam format " +
          "Excel untuk tim finance dan audit.",
      },
      {
        title: "Data gaji tetap rahasia",
        body:
          "Data gaji dienkripsi saat disimpan (AES-256) dan saat dikirim (TLS 1.2+), akses diatur per peran, " +
          "dan setiap perubahan tercatat di audit log. Data pelanggan Indonesia disimpan di pusat data di " +
          "Jakarta.",
      },
    ],
  },
  countries: {
    title: "Iuran dan pajak yang kami urus di setiap negara",
    lead: "Setiap karyawan dihitung sesuai aturan negara tempat ia digaji, dalam mata uang negara tersebut.",
    columns: ["Negara", "Jaminan sosial & iuran wajib", "Pajak penghasilan"],
    rows: [
      {
        country: "Indonesia",
        cells: ["BPJS Ketenagakerjaan dan BPJS Kesehatan", "PPh 21, dipotong dan dilaporkan setiap bulan"],
      },
      {
        country: "Malaysia",
        cells: ["EPF (KWSP), SOCSO (PERKESO), dan EIS", "PCB (potongan pajak bulanan)"],
      },
      {
        country: "Filipina",
        cells: ["SSS, PhilHealth, dan Pag-IBIG", "Withholding tax atas gaji karyawan"],
      },
      {
        country: "Thailand",
        cells: ["Social Security Fund", "Withholding tax, dilaporkan dengan formulir PND 1"],
      },
      {
        country: "Singapura",
        cells: ["CPF dan Skills Development Levy (SDL)", "Pelaporan penghasilan karyawan lewat IR8A"],
      },
    ],
    note:
      "Tarif, batas upah, dan formulir bisa berubah sewaktu-waktu. Tim payroll kami memantau setiap " +
      "perubahan dan menerapkannya sejak tanggal berlaku, jadi Anda tidak perlu mengejarnya sendiri.",
  },
  faq: [
    {
      question: "Berapa biaya layanan payroll?",
      answer:
        "Layanan payroll mulai dari Rp 25.000 per karyawan per proses penggajian. Layanan ini termasuk dalam " +
        "paket Enterprise, jadi tim sales kami memberikan penawaran sesuai jumlah karyawan dan negara Anda. " +
        "Harga belum termasuk PPN, yang ditambahkan di invoice.",
    },
    {
      question: "Apakah keputusan soal gaji tetap di tangan kami?",
      answer:
        "Ya. Anda yang menentukan gaji, tunjangan, dan kebijakan, dan setiap proses payroll menunggu " +
        "persetujuan Anda. Slip gaji dan file transfer bank baru dikirim setelah Anda menyetujuinya.",
    },
    {
      question: "Siapa saja yang bisa melihat data gaji?",
      answer:
        "Di perusahaan Anda, hanya orang yang Anda beri akses payroll. Di pihak kami, hanya tim payroll " +
        "yang menangani akun Anda. Karyawan hanya bisa melihat slip gajinya sendiri.",
    },
    {
      question: "Data apa yang perlu kami siapkan untuk mulai?",
      answer:
        "Daftar karyawan beserta komponen gaji, NPWP atau NIK, nomor BPJS, dan rekening bank masing-masing. " +
        "Tim onboarding kami mengimpornya dari file Excel, dan proses payroll pertama memakai data absensi " +
        "yang tercatat di Regu.",
    },
  ],
  related: ["time", "overtime", "claim"],
  cta: {
    title: "Minta penawaran payroll untuk tim Anda",
    lead:
      "Ceritakan berapa karyawan yang Anda gaji dan di negara mana saja. Kami akan menunjukkan siklus " +
      "payroll bulanan dalam demo 30 menit, lalu mengirimkan penawaran harga.",
  },
} satisfies FeaturePageContent;
