import type { PayrollWords } from "./words.en.ts";

/** The calculators' words in Indonesian, written for Indonesian readers (words.en.ts says what each is). */
export const payrollWordsId: PayrollWords = {
  ratesAsOf: "Tarif per {date}",
  steps: {
    "overtime.whole-wage":
      "Upah keseluruhan: gaji pokok dan tunjangan tetap {wage} ditambah tunjangan tidak tetap {variable}",
    "overtime.base-share":
      "Gaji pokok dan tunjangan tetap ({wage}) kurang dari {share}% upah keseluruhan ({whole}), jadi dasar upah lembur adalah {share}% dari upah keseluruhan",
    "overtime.base-wage":
      "Gaji pokok dan tunjangan tetap sudah mencapai {share}% upah keseluruhan, jadi keduanya menjadi dasar upah lembur",
    "overtime.hourly-wage":
      "Upah sejam: 1/{divisor} × {base}, ditampilkan setelah dibulatkan; totalnya dihitung dengan angka persisnya",
    "overtime.hour": "Jam ke-{from}: {hours} jam × {multiplier} × upah sejam",
    "overtime.hours": "Jam ke-{from} sampai ke-{to}: {hours} jam × {multiplier} × upah sejam",
    "overtime.day-pay": "Upah lembur sehari untuk {hours} jam",
    "overtime.days": "Dikalikan {days} hari lembur yang sama",
    "overtime.total": "Upah lembur",
    "thr.base": "Upah sebulan: gaji pokok ditambah tunjangan tetap",
    "thr.full-month":
      "Masa kerja {months} bulan, sudah {fullMonths} bulan atau lebih: THR sebesar satu bulan upah",
    "thr.prorated": "Masa kerja {months} bulan: {months}/{fullMonths} × satu bulan upah",
    "thr.total": "THR",
    "bpjs.programmes":
      "Program BPJS Ketenagakerjaan yang wajib diikuti usaha {size}: {programmes}; BPJS Kesehatan wajib untuk semua",
    "bpjs.jht":
      "JHT: {employerRate}% dibayar perusahaan ({employer}) dan {employeeRate}% dipotong dari upah karyawan ({employee}), dihitung dari {base} tanpa batas upah",
    "bpjs.jp-cap": "Batas upah JP: {cap} sejak {since}, jadi iuran JP dihitung dari {base}",
    "bpjs.jp":
      "JP: {employerRate}% dibayar perusahaan ({employer}) dan {employeeRate}% dipotong dari upah karyawan ({employee}), dihitung dari {base}",
    "bpjs.jkk": "JKK: {rate}% dari {base}, dibayar perusahaan",
    "bpjs.jkm": "JKM: {rate}% dari {base}, dibayar perusahaan",
    "bpjs.kesehatan-cap": "Batas atas upah BPJS Kesehatan: {cap}, jadi iurannya dihitung dari {base}",
    "bpjs.kesehatan":
      "BPJS Kesehatan: {employerRate}% dibayar perusahaan ({employer}) dan {employeeRate}% dipotong dari upah karyawan ({employee}), dihitung dari {base}",
    "bpjs.not-required": "{programme} tidak wajib bagi usaha {size}",
    "bpjs.employer-total": "Total dibayar perusahaan",
    "bpjs.employee-total": "Total dipotong dari upah karyawan",
    "pph21.category": "Status PTKP {status} masuk TER kategori {category}",
    "pph21.ter-rate": "Tarif TER kategori {category} untuk penghasilan bruto sebulan {gross}",
    "pph21.tax": "PPh 21 bulan ini: {rate}% × {gross}",
    "pph21.annual-gross": "Penghasilan bruto setahun: {gross} × {months}",
    "pph21.job-expenses": "Biaya jabatan: {rate}% dari penghasilan bruto setahun, paling banyak {cap}",
    "pph21.pension": "Iuran pensiun, JHT, dan JP yang dibayar karyawan: {pension} × {months}",
    "pph21.annual-net": "Penghasilan neto setahun",
    "pph21.ptkp": "PTKP untuk status {status}",
    "pph21.taxable": "Penghasilan kena pajak, dibulatkan ke bawah ke kelipatan {rounding}",
    "pph21.article-17-band": "{rate}% × {part}",
    "pph21.annual-tax": "PPh 21 setahun dengan tarif Pasal 17",
    "pph21.withheld":
      "Sudah dipotong Januari sampai November: {months} × {monthly} ({rate}%, kategori {category})",
    "pph21.december": "PPh 21 Desember: PPh 21 setahun dikurangi yang sudah dipotong",
    "pph21.refund":
      "Potongan Januari sampai November melebihi PPh 21 setahun: kelebihannya dikembalikan kepada karyawan di bulan Desember",
    "severance.wage": "Upah sebulan: gaji pokok ditambah tunjangan tetap",
    "severance.service": "Masa kerja: {years} tahun {months} bulan",
    "severance.severance-months": "Uang pesangon untuk masa kerja ini, dalam bulan upah",
    "severance.long-service-months": "UPMK untuk masa kerja ini, dalam bulan upah",
    "severance.no-long-service": "Belum ada UPMK: UPMK baru diberikan mulai masa kerja {from} tahun",
    "severance.severance-pay": "Uang pesangon: {multiplier} × {months} bulan upah",
    "severance.long-service-pay": "UPMK: {multiplier} × {months} bulan upah",
    "severance.resignation":
      "Karyawan yang mengundurkan diri tidak mendapat uang pesangon maupun UPMK. Haknya adalah uang penggantian hak, ditambah uang pisah bila tugasnya tidak mewakili kepentingan pengusaha secara langsung; besar uang pisah diatur dalam perjanjian kerja, Peraturan Perusahaan, atau perjanjian kerja bersama",
    "severance.replacement-of-rights":
      "Di luar angka ini, karyawan juga berhak atas uang penggantian hak: cuti tahunan yang belum diambil dan belum gugur, serta ongkos pulang bagi karyawan dan keluarganya ke tempat karyawan diterima bekerja. Besarnya bergantung pada sisa hak masing-masing, jadi tidak dihitung di sini",
    "severance.total": "Uang pesangon dan UPMK",
  },
  refusals: {
    "over-daily-limit": "Lembur {hours} jam melebihi batas untuk hari tersebut: paling lama {limit} jam.",
    "shortest-day-needs-six-day-week":
      "Hari libur resmi pada hari kerja terpendek hanya ada di pola 6 hari kerja seminggu, bukan {week} hari.",
    "not-yet-entitled":
      "Dengan masa kerja {months} bulan, karyawan belum berhak atas THR: hak THR dimulai dari masa kerja {minimumMonths} bulan terus-menerus.",
  },
  fieldErrors: {
    required: "Kolom ini wajib diisi.",
    "not-a-number": "Tulis angkanya saja, misalnya 5.000.000.",
    negative: "Angkanya tidak boleh negatif.",
    "too-small": "Angkanya terlalu kecil.",
    "too-large": "Angkanya terlalu besar.",
    "whole-rupiah": "Tulis dalam rupiah penuh, tanpa sen.",
    "whole-number": "Tulis bilangan bulat, misalnya 3.",
    "quarter-hours": "Tulis jam lembur dalam kelipatan seperempat jam, misalnya 2 atau 2,5.",
    "unknown-choice": "Pilih salah satu pilihan yang tersedia.",
    "shortest-day-needs-six-day-week": "Hari kerja terpendek hanya ada di pola 6 hari kerja seminggu.",
  },
  assumptions: {
    "same-gross-every-month": "Penghasilan bruto sama setiap bulan",
    "full-year": "Bekerja setahun penuh pada pemberi kerja yang sama",
    "permanent-employee": "Karyawan tetap",
    "has-npwp-or-nik": "Karyawan punya NPWP, atau NIK yang berfungsi sebagai NPWP",
    "gross-includes-employer-premiums":
      "Penghasilan bruto sudah termasuk iuran JKK, JKM, dan BPJS Kesehatan yang dibayar perusahaan",
  },
  days: {
    workday: "Hari kerja",
    rest: "Hari istirahat mingguan atau hari libur resmi",
    "rest-short": "Hari libur resmi yang jatuh pada hari kerja terpendek",
  },
  sizes: { large: "besar", medium: "menengah", small: "kecil", micro: "mikro" },
  reasons: {
    retirement: "Pensiun",
    efficiency: "Efisiensi untuk mencegah kerugian",
    "efficiency-loss": "Efisiensi karena perusahaan merugi",
    closure: "Perusahaan tutup",
    "closure-loss": "Perusahaan tutup karena merugi",
    death: "Meninggal dunia",
    illness: "Sakit berkepanjangan",
    resignation: "Mengundurkan diri",
  },
};
