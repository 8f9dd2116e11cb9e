import type { FaqContent } from "./types.ts";

export default {
  meta: {
    title: "Pertanyaan yang sering diajukan | Regu",
    description:
      "Jawaban seputar Regu: harga per pengguna aktif, uji coba gratis 14 hari, tempat data disimpan, " +
      "implementasi dalam sepekan, serta aplikasi Android dan iPhone.",
  },
  hero: {
    title: "Pertanyaan yang sering diajukan",
    lead:
      "Jawaban singkat dan jelas tentang fitur Regu, biaya berlangganan, keamanan data, dan cara tim Anda " +
      "mulai memakainya.",
  },
  groups: [
    {
      id: "product",
      title: "Produk",
      items: [
        {
          id: "apa-itu-regu",
          question: "Apa itu Regu?",
          answer: [
            "Regu adalah aplikasi HR berbasis mobile untuk perusahaan di Asia Tenggara. Lewat aplikasi, " +
              "karyawan bisa absen, mengajukan cuti dan lembur, klaim reimburse, mengerjakan tugas lapangan, " +
              "dan chat dengan timnya. HRD dan admin mengelola semuanya dari dashboard web.",
            "Selain aplikasi, tim payroll Regu juga bisa menjalankan penggajian untuk perusahaan Anda, dan " +
              "paket Business menambahkan fitur manajemen proyek. Saat ini lebih dari 1.200 perusahaan memakai " +
              "Regu, dan 85.000 karyawan absen dengan Regu setiap hari.",
          ],
        },
        {
          id: "regu-tersedia-di-negara-mana",
          question: "Regu bisa dipakai di negara mana saja?",
          answer: [
            "Regu bisa dipakai di Indonesia, Malaysia, Filipina, Thailand, dan Singapura. Kantor kami ada di " +
              "Jakarta, Kuala Lumpur, Makati, Bangkok, dan Singapura.",
            "Setiap negara punya kalender hari libur nasional, aturan lembur, dan komponen payroll wajibnya " +
              "sendiri. Jadi perusahaan yang punya karyawan di beberapa negara cukup memakai satu akun Regu.",
          ],
        },
        {
          id: "bagaimana-regu-menghitung-lembur",
          question: "Bagaimana Regu menghitung lembur?",
          answer: [
            "Karyawan mengajukan lembur sebelum bekerja atau mencatatnya setelah selesai, lalu atasan " +
              "menyetujuinya. Regu menerapkan aturan lembur tiap negara serta batas jam lembur per hari atau " +
              "per minggu yang Anda tentukan, dan total jam yang disetujui langsung masuk ke payroll.",
            "Di Indonesia, perhitungan mengikuti PP 35/2021: pada hari kerja, jam pertama dibayar 1,5 kali " +
              "upah sejam dan jam berikutnya 2 kali. Aturan negara lain juga sudah tersedia: Employment Act di " +
              "Malaysia (1,5 kali di hari biasa, 2 kali di hari istirahat, 3 kali di hari libur nasional), " +
              "Filipina (tambahan 25% upah per jam di hari biasa dan 30% di hari istirahat atau hari khusus), " +
              "Thailand (1,5 kali di hari kerja, 3 kali di hari libur), dan Singapura (1,5 kali untuk karyawan " +
              "yang tercakup Employment Act).",
            "Fitur lembur tersedia mulai paket Growth.",
          ],
        },
        {
          id: "bagaimana-cara-klaim-reimburse",
          question: "Bagaimana cara kerja klaim reimburse?",
          answer: [
            "Karyawan cukup memotret struk atau kuitansi di aplikasi. Regu membaca nominal dari foto struk " +
              "agar mudah dicocokkan dengan jumlah yang diajukan, lalu mengecek kategori dan batas klaim sesuai " +
              "golongan karyawan.",
            "Klaim kemudian melewati alur persetujuan Anda, misalnya atasan dulu lalu bagian keuangan. Klaim " +
              "yang disetujui dibayarkan lewat payroll atau transfer bank, dan datanya bisa diekspor ke " +
              "software akuntansi Anda. Fitur klaim tersedia mulai paket Growth.",
          ],
        },
        {
          id: "apa-saja-layanan-payroll-regu",
          question: "Apa saja yang termasuk layanan payroll Regu?",
          answer: [
            "Tim payroll kami menjalankan penggajian untuk Anda dengan data absensi, lembur, cuti, dan klaim " +
              "yang sudah ada di Regu: menghitung gaji, menerbitkan slip gaji di aplikasi karyawan, menyiapkan " +
              "file transfer bank, dan mengirim laporan bulanan.",
            "Di Indonesia, kami juga mengurus BPJS Ketenagakerjaan, BPJS Kesehatan, dan PPh 21 beserta " +
              "pelaporannya. Untuk negara lain, kami menangani EPF, SOCSO, EIS, dan PCB di Malaysia; SSS, " +
              "PhilHealth, Pag-IBIG, dan pajak penghasilan di Filipina; Social Security Fund dan pajak " +
              "penghasilan (PND 1) di Thailand; serta CPF, SDL, dan IR8A di Singapura.",
            "Layanan payroll termasuk dalam paket Enterprise. Harganya mulai Rp 25.000 per karyawan per proses " +
              "penggajian, sesuai penawaran dari tim sales kami.",
          ],
        },
        {
          id: "apakah-regu-bisa-diintegrasikan",
          question: "Apakah Regu bisa terhubung dengan sistem lain?",
          answer: [
            "Di semua paket, Anda bisa mengimpor data karyawan dari Excel dan mengekspor rekap absensi ke Excel " +
              "atau langsung ke payroll. Klaim yang disetujui juga bisa diekspor ke software akuntansi.",
            "Mulai paket Business, tersedia REST API dan webhook agar sistem Anda bisa membaca data Regu dan " +
              "merespons setiap kejadian, serta login SSO dengan Google Workspace atau Microsoft Entra ID.",
          ],
        },
      ],
    },
    {
      id: "pricing",
      title: "Harga dan tagihan",
      items: [
        {
          id: "berapa-biaya-berlangganan-regu",
          question: "Berapa biaya berlangganan Regu?",
          answer: [
            "Biaya dihitung per pengguna aktif per bulan. Paket Starter Rp 15.000 untuk absensi, cuti, dan chat, " +
              "maksimal 50 pengguna. Paket Growth Rp 29.000, menambahkan lembur, klaim, tugas, shift, dan " +
              "laporan. Paket Business Rp 45.000, menambahkan manajemen proyek, API, SSO, dan dukungan " +
              "prioritas.",
            "Untuk negara lain, harganya MYR 4/8/12, PHP 50/99/150, THB 30/59/89, dan SGD 1,5/3/4,5 untuk " +
              "Starter, Growth, dan Business. Paket Enterprise, dengan batas khusus, layanan payroll, dan " +
              "manajer akun khusus, harganya sesuai penawaran dari tim sales kami.",
          ],
        },
        {
          id: "apa-itu-pengguna-aktif",
          question: "Apa yang dimaksud dengan pengguna aktif?",
          answer: [
            "Pengguna aktif adalah karyawan yang akunnya aktif di Regu pada bulan tersebut. Anda hanya membayar " +
              "akun yang aktif, bukan semua karyawan yang pernah didaftarkan.",
            "Jika ada karyawan yang resign, nonaktifkan akunnya. Karyawan tersebut masih dihitung di bulan " +
              "terakhir akunnya aktif, dan tidak lagi dihitung mulai bulan berikutnya.",
          ],
        },
        {
          id: "apakah-ada-minimal-jumlah-pengguna",
          question: "Apakah ada minimal jumlah pengguna?",
          answer: [
            "Ya, setiap paket berbayar minimal 5 pengguna. Jadi tim berisi 3 orang tetap membayar untuk 5 " +
              "pengguna. Paket Starter maksimal 50 pengguna, paket Growth dan Business tidak dibatasi, sedangkan " +
              "batas paket Enterprise disepakati bersama tim sales kami.",
          ],
        },
        {
          id: "apakah-bisa-mencoba-regu-gratis",
          question: "Apakah bisa mencoba Regu secara gratis?",
          answer: [
            "Bisa. Daftar uji coba gratis paket Growth selama 14 hari, tanpa kartu kredit. Anda bisa mencoba " +
              "absensi, cuti, chat, lembur, klaim, tugas, shift, dan laporan bersama tim Anda sendiri.",
            "Setelah masa uji coba selesai, pilih paket yang sesuai dengan kebutuhan tim Anda beserta metode " +
              "pembayarannya.",
          ],
        },
        {
          id: "apakah-tagihan-tahunan-lebih-hemat",
          question: "Apakah berlangganan tahunan lebih hemat?",
          answer: [
            "Ya. Dengan pembayaran tahunan, Anda gratis 2 bulan: cukup bayar 10 bulan untuk pemakaian 12 bulan. " +
              "Contohnya, 20 pengguna paket Growth membayar Rp 580.000 per bulan sebelum pajak, atau Rp 5.800.000 " +
              "untuk setahun penuh, bukan Rp 6.960.000.",
          ],
        },
        {
          id: "bagaimana-cara-membayar-langganan",
          question: "Bagaimana cara membayar, dan apakah harga sudah termasuk pajak?",
          answer: [
            "Pembayaran bisa melalui transfer bank, virtual account, atau kartu kredit. Invoice diterbitkan " +
              "dalam mata uang lokal, untuk pelanggan di Indonesia dalam rupiah.",
            "Harga di situs belum termasuk pajak. PPN ditambahkan pada invoice, begitu pula pajak sejenis " +
              "(VAT, SST, atau GST) untuk pelanggan di negara lain.",
          ],
        },
        {
          id: "bisakah-ganti-paket-atau-berhenti",
          question: "Bisakah kami ganti paket atau berhenti berlangganan?",
          answer: [
            "Bisa. Paket dan jumlah pengguna bisa diubah kapan saja. Saat naik paket, Anda hanya membayar " +
              "selisihnya secara proporsional untuk sisa periode tagihan.",
            "Paket bulanan bisa dihentikan di akhir bulan. Sebelum berhenti, Anda bisa mengekspor seluruh data " +
              "perusahaan Anda.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Keamanan dan data",
      items: [
        {
          id: "di-mana-data-kami-disimpan",
          question: "Di mana data perusahaan kami disimpan?",
          answer: [
            "Data pelanggan di Indonesia disimpan di pusat data di Jakarta. Data pelanggan di Malaysia, " +
              "Filipina, Thailand, dan Singapura disimpan di pusat data di Singapura.",
          ],
        },
        {
          id: "bagaimana-regu-melindungi-data-kami",
          question: "Bagaimana Regu melindungi data kami?",
          answer: [
            "Data Anda dienkripsi saat disimpan dengan AES-256 dan saat dikirim dengan TLS 1.2 atau yang lebih " +
              "baru, baik dari aplikasi maupun dari dashboard ke server kami.",
            "Kontrol keamanan kami diselaraskan dengan ISO/IEC 27001, standar internasional untuk pengelolaan " +
              "keamanan informasi.",
          ],
        },
        {
          id: "apakah-data-kami-dicadangkan",
          question: "Apakah data kami di-backup?",
          answer: [
            "Ya. Seluruh data di-backup setiap hari dan setiap backup disimpan selama 30 hari, sehingga data " +
              "Anda bisa dipulihkan jika terjadi masalah.",
          ],
        },
        {
          id: "siapa-yang-bisa-melihat-data-karyawan",
          question: "Siapa saja yang bisa melihat data karyawan?",
          answer: [
            "Hak akses diatur per peran, sehingga admin, HRD, atasan, dan karyawan hanya melihat data sesuai " +
              "perannya. Karyawan melihat absensi dan sisa cutinya sendiri, sedangkan atasan melihat data " +
              "timnya.",
            "Audit log mencatat siapa mengubah apa dan kapan, jadi HRD bisa menelusuri setiap perubahan data " +
              "absensi, cuti, atau pengaturan.",
          ],
        },
        {
          id: "siapa-pemilik-data-kami",
          question: "Siapa pemilik data kami, dan bagaimana jika kami berhenti?",
          answer: [
            "Data tetap milik perusahaan Anda. Anda bisa mengekspornya kapan saja, di paket apa pun, tanpa " +
              "perlu meminta ke kami.",
            "Setelah langganan berakhir, data Anda kami hapus dalam 90 hari. Jika ingin dihapus lebih cepat, " +
              "cukup sampaikan kepada kami.",
          ],
        },
        {
          id: "bagaimana-chat-karyawan-yang-resign",
          question: "Bagaimana dengan chat karyawan yang sudah resign?",
          answer: [
            "Chat, foto, dan file yang dibagikan tersimpan di akun perusahaan, bukan milik karyawan. Saat " +
              "karyawan resign, ia dikeluarkan dari chat perusahaan dan tidak bisa lagi membuka percakapannya.",
          ],
        },
      ],
    },
    {
      id: "implementation",
      title: "Implementasi",
      items: [
        {
          id: "berapa-lama-proses-implementasi",
          question: "Berapa lama proses implementasi Regu?",
          answer: [
            "Sebagian besar perusahaan sudah memakai Regu dalam sekitar satu minggu. Bersama tim onboarding " +
              "kami, Anda mengimpor data karyawan dari spreadsheet, lalu mengatur shift, lokasi kerja, dan " +
              "kebijakan cuti.",
            "Setelah itu karyawan memasang aplikasi, sekitar dua menit per HP, dan atasan mulai menyetujui " +
              "pengajuan langsung dari HP masing-masing.",
          ],
        },
        {
          id: "bagaimana-cara-impor-data-karyawan",
          question: "Bagaimana cara memasukkan data karyawan?",
          answer: [
            "Unggah daftar karyawan dari file Excel melalui dashboard web. HRD tidak perlu menginput karyawan " +
              "satu per satu, dan tim onboarding kami ikut mengecek hasil impornya bersama Anda.",
            "Setelah data masuk, karyawan tinggal memasang aplikasi dan sudah bisa absen di hari pertama.",
          ],
        },
        {
          id: "apakah-ada-pelatihan-onboarding",
          question: "Apakah ada pendampingan atau pelatihan?",
          answer: [
            "Ada. Setiap pelanggan baru mendapat sesi onboarding gratis bersama tim kami untuk menyiapkan akun " +
              "dan menunjukkan cara kerja Regu kepada HRD dan para atasan.",
            "Setelah itu, panduan pengguna di situs kami menjelaskan setiap fitur langkah demi langkah.",
          ],
        },
        {
          id: "bisakah-mengatur-shift-dan-lokasi",
          question: "Apakah Regu bisa mengatur shift, lokasi, dan kebijakan cuti kami?",
          answer: [
            "Bisa. Anda bisa menyusun shift dan jadwal kerja, termasuk shift malam dan shift bergilir, serta " +
              "menentukan area absensi (geofence) untuk setiap lokasi dengan radius sesuai kebutuhan, misalnya " +
              "100 meter.",
            "Kebijakan cuti bisa dibedakan per perusahaan, golongan, dan negara: cuti tahunan, cuti sakit " +
              "dengan unggah surat dokter, cuti melahirkan, cuti ayah, cuti tidak dibayar (unpaid leave), dan jenis cuti " +
              "lain sesuai aturan perusahaan, lengkap dengan aturan akrual dan sisa cuti yang bisa dibawa ke " +
              "tahun berikutnya.",
          ],
        },
        {
          id: "bagaimana-cara-menghubungi-tim-support",
          question: "Bagaimana cara menghubungi tim support?",
          answer: [
            "Hubungi kami lewat WhatsApp, email ke support@regu.example, atau chat di dalam aplikasi, Senin " +
              "sampai Jumat pukul 08.00–18.00 waktu setempat.",
            "Pelanggan paket Business mendapat dukungan prioritas, dan pelanggan Enterprise didampingi manajer " +
              "akun khusus.",
          ],
        },
      ],
    },
    {
      id: "mobile",
      title: "Aplikasi mobile",
      items: [
        {
          id: "hp-apa-saja-yang-didukung",
          question: "HP apa saja yang bisa memakai aplikasi Regu?",
          answer: [
            "Aplikasi Regu berjalan di Android 8 ke atas dan iPhone dengan iOS 15 ke atas. Unduh di Google " +
              "Play, App Store, atau AppGallery untuk HP Huawei.",
            "HRD dan admin juga bisa memakai dashboard web lewat browser.",
          ],
        },
        {
          id: "bisakah-absen-tanpa-internet",
          question: "Apakah karyawan bisa absen tanpa sinyal internet?",
          answer: [
            "Bisa. Saat tidak ada sinyal, data absen disimpan di HP dengan cap waktu yang terpercaya, lalu " +
              "otomatis tersinkron begitu HP kembali online. Cap waktu ini mencatat jam absen yang sebenarnya, " +
              "meskipun jam di HP karyawan tidak tepat.",
          ],
        },
        {
          id: "bagaimana-regu-mendeteksi-fake-gps",
          question: "Bagaimana Regu mencegah fake GPS dan titip absen?",
          answer: [
            "Aplikasi Regu mendeteksi fake GPS dan aplikasi pemalsu lokasi, dan karyawan hanya bisa absen di " +
              "dalam area absensi lokasi kerjanya.",
            "Setiap absen juga disertai selfie yang dicocokkan dengan wajah karyawan, sehingga tidak ada lagi " +
              "titip absen ke rekan kerja.",
          ],
        },
        {
          id: "bagaimana-jika-karyawan-tidak-punya-smartphone",
          question: "Bagaimana jika ada karyawan yang tidak punya smartphone?",
          answer: [
            "Siapkan satu HP atau tablet bersama di lokasi kerja sebagai kios absensi, lalu karyawan absen di " +
              "sana dengan kode QR. Data absennya masuk ke rekap absensi yang sama dengan karyawan lain.",
          ],
        },
        {
          id: "bisakah-atasan-menyetujui-dari-hp",
          question: "Apakah atasan bisa menyetujui pengajuan dari HP?",
          answer: [
            "Bisa. Pengajuan cuti, lembur, dan klaim masuk ke aplikasi atasan, dan persetujuannya cukup dua " +
              "ketukan. Jika Anda memakai persetujuan berjenjang, pengajuan otomatis diteruskan ke penyetuju " +
              "berikutnya.",
            "Atasan juga bisa melihat kalender tim untuk mengetahui siapa yang sedang cuti, serta tanda " +
              "terlambat, pulang cepat, dan tidak hadir di timnya.",
          ],
        },
      ],
    },
  ],
  contact: {
    title: "Masih ada pertanyaan?",
    lead:
      "Hubungi kami lewat WhatsApp, kirim email, atau bicarakan langsung dengan tim sales kami untuk " +
      "menemukan pengaturan yang pas bagi tim Anda.",
  },
} satisfies FaqContent;
