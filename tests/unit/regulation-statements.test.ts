import { describe, expect, it } from "vitest";
import { regulationProblems } from "../support/regulation-statements.ts";

/** The check tests/system/regulations.test.ts runs on every built page, on sentences the site once held. */
describe("the check of the pages' regulatory figures", () => {
  const problems = (lang: "en" | "id", text: string) => regulationProblems(lang, text).problems;

  it("passes the facts as the pages state them", () => {
    expect(
      problems(
        "id",
        "Di hari kerja, 1,5 kali upah sejam untuk jam pertama dan 2 kali untuk setiap jam berikutnya, dengan upah sejam 1/173 dari upah sebulan. Jam pertama: 1 × 1,5 × Rp 30.000. Jam ke-1: 1,5x · berikutnya: 2x. Paling lama 4 jam sehari dan 18 jam seminggu; waktu kerja 7 jam sehari dan 40 jam seminggu.",
      ),
    ).toEqual([]);
    expect(
      problems(
        "en",
        "Set aside one twelfth of each employee's THR base, basic pay plus fixed allowances, every month. JHT: 5.7% of the monthly wage. PPh 21 now uses the average effective rates (TER) of PP 58/2023, applied since January 2024.",
      ),
    ).toEqual([]);
  });

  it("fails figures typed otherwise", () => {
    expect(problems("id", "Jam lembur pertama dibayar 1,75 kali upah sejam untuk jam pertama.")).toHaveLength(
      1,
    );
    expect(problems("en", "The hourly wage is the monthly wage ÷ 172.")).toHaveLength(1);
    expect(problems("id", "Sisihkan seperduabelas dari total upah setiap bulan.")).toHaveLength(1);
    expect(problems("en", "Set aside one twelfth of the wage bill each month.")).toHaveLength(1);
    expect(problems("id", "- **JHT**: 5,5%, yaitu 3,5% perusahaan dan 2% karyawan.")).toHaveLength(1);
    expect(problems("id", "lembur paling lama 3 jam sehari dan 14 jam seminggu")).toHaveLength(1);
    expect(
      problems("en", "the effective rate (TER) method of PP 55/2022, used since January 2023"),
    ).toHaveLength(2);
  });

  it("fails the sentences the copy review found wrong", () => {
    expect(
      problems(
        "id",
        "karyawan mengajukan cuti sakit dari HP, atasan menyetujui dengan dua ketukan, dan sisa cuti langsung diperbarui.",
      ),
    ).toHaveLength(1);
    expect(
      problems(
        "en",
        "employees request sick leave with a doctor's note upload, the manager approves in two taps and the balance updates at once.",
      ),
    ).toHaveLength(1);
    expect(
      problems("en", "selfies used for face matching are personal data under Indonesia's UU PDP"),
    ).toHaveLength(1);
    expect(problems("id", "selfie untuk pencocokan wajah termasuk data pribadi menurut UU PDP")).toHaveLength(
      1,
    );
    expect(problems("id", "Usaha mikro dan kecil sekurang-kurangnya JKK, JKM, dan JHT.")).toHaveLength(1);
    expect(problems("id", "THR, sampai bukti potong 1721-A1 di akhir tahun.")).toHaveLength(1);
    // UU 13/2003's 1.5 months before and after the birth, which UU 4/2024 replaced.
    expect(problems("id", "Cuti melahirkan 1,5 bulan sebelum dan sesudah persalinan.")).toHaveLength(1);
    expect(problems("en", "Maternity leave of 98 days in Malaysia.")).toEqual([]);
  });
});
