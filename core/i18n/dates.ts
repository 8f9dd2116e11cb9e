import type { Lang } from "../routing/pages.ts";

/**
 * The months as each language names them. Dates are written from this list rather than with `Intl`: a
 * browser's first `Intl` date formatter loads its locale data, a long task on a phone, and a calculator
 * writes a date at the visitor's first key (docs/architecture.md, "No locale data on a page that writes no
 * number"). tests/unit/language.test.ts holds the list to what `Intl` writes.
 */
export const monthNames: Record<Lang, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
};

/**
 * A calendar date (YYYY-MM-DD) written out in a language, day first in both, as readers across Southeast
 * Asia write it: "2 November 2026", "2 Maret 2026" (`Intl`'s long date of en-GB and id-ID).
 */
export function formatLongDate(date: string, lang: Lang): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return `${day} ${monthNames[lang][month - 1] ?? ""} ${year}`;
}

/** Jakarta's clock: Western Indonesia Time, UTC+7 all year (Indonesia keeps no daylight saving time). */
const jakartaOffsetMs = 7 * 60 * 60 * 1000;

/** Today in Jakarta (YYYY-MM-DD): the day whose rates apply to a calculation (the JP wage cap changes each March). */
export const todayInJakarta = (now = new Date()): string =>
  new Date(now.getTime() + jakartaOffsetMs).toISOString().slice(0, 10);
