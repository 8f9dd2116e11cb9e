import type { Source, Step, Unit } from "../../core/payroll/working.ts";
import type { PayrollWords } from "../../core/payroll/words.en.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { formatLongDate, monthNames } from "../../core/i18n/dates.ts";
import { prosePrice } from "../../core/pricing/money.ts";
import { digitsText } from "../../core/text/digits.ts";

/**
 * How a calculator page writes its figures and its working (docs/calculators.md, The pages): rupiah as
 * the site writes them in running text (Rp 1,500,000 in English, Rp 1.500.000 in Indonesian), other
 * numbers with the language's decimal mark, dates as the language names a day. Pure, for the page and its
 * tests alike.
 */

export const rupiahText = (amount: number, lang: Lang) => prosePrice(amount, "IDR", lang);

/** Rupiah in the working: never broken between "Rp" and the number at the end of a line. */
const unbroken = (amount: number, lang: Lang) => rupiahText(amount, lang).replace(" ", "\u00a0");

/** A number with the language's grouping and decimal mark, up to four decimals (0.24, 0,24). */
export const numberText = (value: number, lang: Lang) => digitsText(value, lang, 0, 4);

/** A day (YYYY-MM-DD) as the language writes it: "1 March 2026", "1 Maret 2026". */
export const dateText = formatLongDate;

/** A month (1–12) by its name in the language. */
export const monthName = (month: number, lang: Lang) => monthNames[lang][month - 1] ?? String(month);

/** The words a unit's figure is written with; `{n}` is the number. */
export interface UnitWords {
  percent: string;
  multiplier: string;
  hours: string;
  months: string;
  years: string;
  days: string;
}

/** The slots of the working's words that hold rupiah (core/payroll/words.en.ts). */
const rupiahSlots = new Set([
  "wage",
  "variable",
  "whole",
  "base",
  "cap",
  "gross",
  "pension",
  "monthly",
  "part",
  "employer",
  "employee",
  "rounding",
]);

/** A step's figure in its unit, or nothing for a step that states a rule. */
export function figureText(
  figure: number | null,
  unit: Unit,
  lang: Lang,
  units: UnitWords,
): string | undefined {
  if (figure === null) return undefined;
  if (unit === "rupiah") return unbroken(figure, lang);
  if (unit === "count") return numberText(figure, lang);
  return units[unit].replace("{n}", numberText(figure, lang));
}

/** A slot's value as the step's words show it. */
function slotText(name: string, value: number | string, lang: Lang, words: PayrollWords): string {
  if (typeof value === "string") {
    if (name === "size" && value in words.sizes) return words.sizes[value as keyof PayrollWords["sizes"]];
    if (name === "since" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dateText(value, lang);
    return value;
  }
  return rupiahSlots.has(name) ? unbroken(value, lang) : numberText(value, lang);
}

/** Fills a text's `{slots}` from `values`, each written as the page shows it. */
export function fillSlots(
  text: string,
  values: Record<string, number | string>,
  lang: Lang,
  words: PayrollWords,
): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    return value === undefined ? slot : slotText(name, value, lang, words);
  });
}

/** A step of the working in the page's language. */
export function stepText(step: Step, lang: Lang, words: PayrollWords): string {
  const text = (words.steps as Record<string, string>)[step.key] ?? step.key;
  return fillSlots(text, step.values, lang, words);
}

/**
 * The regulation and article a step comes from, in the page's language. The data writes them as the
 * regulations do, in Indonesian (Pasal 31, ayat (2), sebagaimana diubah); English names the same parts.
 */
const englishParts: Array<[RegExp, string]> = [
  [/\bsebagaimana diubah(?: dengan)?\b/g, "as amended by"],
  [/\bPasal\b/g, "Article"],
  [/\bayat\b/g, "paragraph"],
  [/\bhuruf\b/g, "letter"],
  [/\bdan\b/g, "and"],
  [/\bmasa pajak terakhir\b/g, "the last tax period"],
  [/\bLampiran\b/g, "Appendix"],
];
/** The few words the data writes in English. */
const indonesianParts: Array<[RegExp, string]> = [
  [/BPJS Ketenagakerjaan's yearly adjustment/g, "penyesuaian tahunan BPJS Ketenagakerjaan"],
];

export function sourceText(source: Source, lang: Lang): string {
  const text = `${source.regulation}, ${source.article}`;
  const parts = lang === "en" ? englishParts : indonesianParts;
  return parts.reduce((done, [part, words]) => done.replace(part, words), text);
}
