import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "../../core/i18n/accept-language.ts";
import { formatLongDate, todayInJakarta } from "../../core/i18n/dates.ts";
import { languageOf } from "../../core/routing/paths.ts";

// docs/product.md, Language of a path, word for word: the first path segment decides the language.
const englishSegments = [
  "home",
  "features",
  "about-us",
  "prevention-of-covid-19",
  "project-management-software",
  "pricing",
  "case-study",
  "contact-us",
  "privacy-policy",
  "faq",
  "user-guide",
  "download-resources",
  "terms-conditions",
  "registration",
  "thank-you",
  "thank-you-for-registering",
  "thank-you-for-subscribing",
];
const indonesianSegments = [
  "beranda",
  "fitur",
  "tentang-kami",
  "pencegahan-covid-19",
  "perangkat-manajemen-proyek",
  "harga",
  "studi-kasus",
  "hubungi-kami",
  "kebijakan-privasi",
  "tanya-jawab",
  "panduan-pengguna",
  "unduh-materi",
  "syarat-ketentuan",
  "registrasi",
  "terima-kasih",
  "terima-kasih-telah-mendaftar",
  "terima-kasih-telah-berlangganan",
];

describe("language of a path", () => {
  it.each(englishSegments)("/%s is English", (segment) => {
    expect(languageOf(`/${segment}`)).toBe("en");
    expect(languageOf(`/${segment}/anything-below`)).toBe("en");
  });

  it.each(indonesianSegments)("/%s is Indonesian", (segment) => {
    expect(languageOf(`/${segment}`)).toBe("id");
    expect(languageOf(`/${segment}/apa-saja`)).toBe("id");
  });

  it(
    "defaults to English, reads ?lang= on shared paths, and knows the demo thank-you pages",
    { tags: ["smoke"] },
    () => {
      expect(languageOf("/")).toBe("en");
      expect(languageOf("/no-such-page")).toBe("en");
      expect(languageOf("/conversion-page-wa")).toBe("en");
      expect(languageOf("/conversion-page-wa", "?lang=id")).toBe("id");
      expect(languageOf("/conversion-page-wa", "?lang=fr")).toBe("en");
      expect(languageOf("/thank-you-for-request-demo")).toBe("en");
      expect(languageOf("/terima-kasih-telar-menjadwalkan-demo")).toBe("id");
    },
  );
});

describe("language from Accept-Language", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["id", "id"],
    ["id-ID,id;q=0.9,en;q=0.8", "id"],
    ["in-ID", "id"],
    ["en-US,en;q=0.9,id;q=0.8", "en"],
    ["fr-FR,id;q=0.5", "id"],
    ["en;q=0.2,id;q=0.9", "id"],
    ["id;q=0,en", "en"],
    ["de", "en"],
  ] as const)("%s → %s", (header, lang) => {
    expect(languageFromAcceptLanguage(header)).toBe(lang);
  });
});

describe("dates written out", () => {
  it("name every month as Intl's long dates of en-GB and id-ID do, day first", () => {
    for (const [lang, locale] of [
      ["en", "en-GB"],
      ["id", "id-ID"],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, 9, 28]) {
          const date = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          expect(formatLongDate(date, lang), date).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
        }
      }
    }
  });

  it("take today's date in Jakarta, seven hours ahead of UTC all year", () => {
    expect(todayInJakarta(new Date("2026-02-28T16:59:59Z"))).toBe("2026-02-28");
    expect(todayInJakarta(new Date("2026-02-28T17:00:00Z"))).toBe("2026-03-01");
    for (const iso of ["2026-01-15T20:30:00Z", "2026-07-01T03:00:00Z", "2026-12-31T17:00:00Z"]) {
      const intl = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });
      expect(todayInJakarta(new Date(iso)), iso).toBe(intl.format(new Date(iso)));
    }
  });
});
