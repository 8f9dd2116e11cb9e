import type { Lang } from "../../core/routing/pages.ts";
import { regulationFacts } from "../../content/regulations/index.ts";
import { inIndonesian } from "../../content/regulations/schema.ts";

/**
 * Where a page states one of Indonesia's regulatory figures, and the figures content/regulations/
 * indonesia.yaml allows: an overtime multiplier, the hourly wage's divisor, the overtime limits, the THR
 * base, a BPJS rate, the TER's regulation and first year; and sentences no page may hold.
 */

const fact = (key: string) => {
  const found = regulationFacts.find((item) => item.key === key);
  if (!found) throw new Error(`content/regulations/indonesia.yaml has no fact "${key}"`);
  return found;
};
/** A figure as a page of `lang` writes it (1.5, 1,5). */
const written = (figure: string, lang: Lang) => (lang === "id" ? inIndonesian(figure) : figure);
const figure = (key: string, index: number, lang: Lang) => {
  const value = fact(key).figures[index];
  if (value === undefined) throw new Error(`the fact "${key}" has no figure ${index + 1}`);
  return written(value, lang);
};

export interface Statement {
  /** What the page states. */
  what: string;
  /** Where a page states it, per language; the captures, joined by "–", are the figure it states. */
  pattern: Record<Lang, RegExp>;
  /** The figures the facts allow: the captures of `pattern` over the facts' own words, or given. */
  allowed: (lang: Lang) => string[];
  /** A statement of the pattern the rule leaves out (normal working time is not an overtime limit). */
  ignore?: (figure: string) => boolean;
}

const multiplier = {
  en: String.raw`(\d+(?:\.\d+)?)\s?(?:×|x|times)`,
  id: String.raw`(\d+(?:,\d+)?)\s?(?:×|x|kali)`,
};
export const capturesIn = (pattern: RegExp, text: string) =>
  [...text.matchAll(pattern)].map((match) => match.slice(1).filter(Boolean).join("–"));
const fromFacts =
  (pattern: Record<Lang, RegExp>, ...keys: string[]) =>
  (lang: Lang) =>
    keys.flatMap((key) => capturesIn(pattern[lang], fact(key)[lang]));

const firstHour = {
  en: new RegExp(
    String.raw`${multiplier.en}\s(?:the hourly (?:wage|rate)\s)?(?:for\s)?(?:the\s)?first (?:overtime\s)?hour|(?:first (?:overtime )?hour(?: of overtime)?|hour 1)\s?:\s?(\d+(?:\.\d+)?)\s?(?:×|x)(?!\s?\d)`,
    "gi",
  ),
  id: new RegExp(
    String.raw`${multiplier.id}\s(?:upah sejam\s)?(?:untuk\s)?jam (?:lembur\s)?pertama|(?:jam (?:lembur )?pertama|jam ke-1)\s?:\s?(\d+(?:,\d+)?)\s?(?:×|x)(?!\s?\d)`,
    "gi",
  ),
};
const laterHours = {
  en: new RegExp(
    String.raw`${multiplier.en}\s(?:the hourly (?:wage|rate)\s)?(?:for\s)?(?:each hour after|after\b)|(?:each hour after(?: that| the first)?|after)\s?:\s?(\d+(?:\.\d+)?)\s?(?:×|x)(?!\s?\d)`,
    "gi",
  ),
  id: new RegExp(
    String.raw`${multiplier.id}\s(?:upah sejam\s)?(?:untuk\s)?(?:setiap\s)?jam (?:lembur\s)?berikutnya|berikutnya\s?:\s?(\d+(?:,\d+)?)\s?(?:×|x)(?!\s?\d)`,
    "gi",
  ),
};
const topBand = {
  en: /4(?:×|x| times)(?: the hourly wage)? for (?:hours|the) (\d+)(?:th)? to (?:the )?(\d+)(?:th)?/gi,
  id: /4 (?:kali|×|x)(?: upah sejam)? untuk jam ke-(\d+) sampai (?:jam )?ke-(\d+)/gi,
};
const limit = {
  en: /(\d+) hours?(?: of overtime)? a day and (\d+)(?: hours?)? a week/gi,
  id: /(\d+) jam sehari dan (\d+) jam seminggu/gi,
};
const divisor = { en: /(?:\b1\/|÷\s?)(\d{3})\b/g, id: /(?:\b1\/|÷\s?)(\d{3})\b/g };
const thrBase = {
  en: /(?:one twelfth of (?:each employee's THR base, |the )?|one month's wages? (?:means |= )\**)([a-z ]+?(?:allowances|bill|wages?|pay|salary))(?=\**\s*(?:[(.,;:)]|$|each\b|every\b))/gi,
  id: /(?:seperdua ?belas dari (?:dasar THR setiap karyawan, yaitu |total )?|upah satu bulan (?:adalah |= )\**)([a-z ]+?(?:tetap|upah|gaji))(?=\**\s*(?:[(.,;:)]|$|setiap\b))/gi,
};
const rate = (programme: string) => ({
  en: new RegExp(String.raw`\b${programme}\**:?\**\s(\d+(?:\.\d+)?)%`, "g"),
  id: new RegExp(String.raw`\b${programme}\**:?\**\s(\d+(?:,\d+)?)%`, "g"),
});
const jkkRange = {
  en: /\bJKK\**:?\**\s(\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)%/g,
  id: /\bJKK\**:?\**\s(\d+(?:,\d+)?)% sampai (\d+(?:,\d+)?)%/g,
};
const healthCap = {
  en: /\bwages up to IDR ([\d,]+)/gi,
  id: /\bbatas atas upah (?:BPJS Kesehatan )?Rp ([\d.]+)/gi,
};
const thrMonths = {
  en: /\bmonths of service ÷ (\d+)/gi,
  id: /\bmasa kerja(?: \(?dalam bulan\)?)? ÷ (\d+)/gi,
};
const terRegulation = {
  en: /(?:\bTER\b|average effective rates?)\)?[^.]{0,40}?\bPP (\d+\/\d{4})/gi,
  id: /(?:\bTER\b|tarif efektif rata-rata)\)?[^.]{0,40}?\bPP (\d+\/\d{4})/gi,
};
const terSince = {
  en: /(?:\bTER\b|effective rates?)[^.]{0,120}?\bsince (?:January )?(\d{4})/gi,
  id: /(?:\bTER\b|tarif efektif)[^.]{0,120}?\bsejak (?:Januari )?(\d{4})/gi,
};

// Malaysia's 98 days are days, not months: only a statement in months is Indonesia's.
const maternityMonths = {
  en: /\bmaternity leave\b[^.]{0,40}?\b(\d+(?:\.\d+)?) (?:more )?months\b/gi,
  id: /\bcuti melahirkan\b[^.]{0,40}?\b(\d+(?:,\d+)?) bulan\b/gi,
};

export const statements: Statement[] = [
  {
    what: "the working-day multiplier of the first overtime hour",
    pattern: firstHour,
    allowed: fromFacts(firstHour, "overtime-workday"),
  },
  {
    what: "the working-day multiplier of the hours after the first",
    pattern: laterHours,
    allowed: fromFacts(laterHours, "overtime-workday"),
  },
  {
    what: "the hours paid at 4× on a rest day or public holiday",
    pattern: topBand,
    allowed: fromFacts(
      topBand,
      "overtime-rest-day-six-day-week",
      "overtime-rest-day-five-day-week",
      "overtime-holiday-shortest-day",
    ),
  },
  {
    what: "the daily and weekly overtime limits",
    pattern: limit,
    allowed: fromFacts(limit, "overtime-limit"),
    // 7 or 8 hours a day and 40 a week is normal working time (UU 13/2003, Article 77), not overtime.
    ignore: (stated) => stated.endsWith("–40"),
  },
  {
    what: "the hourly wage's divisor",
    pattern: divisor,
    allowed: fromFacts(divisor, "overtime-hourly-wage"),
  },
  { what: "the THR base", pattern: thrBase, allowed: (lang) => [fact("thr-base")[lang]] },
  {
    what: "the THR for less than a year's service",
    pattern: thrMonths,
    allowed: fromFacts(thrMonths, "thr-amount"),
  },
  {
    what: "the JKK rates",
    pattern: jkkRange,
    allowed: (lang) => [`${figure("jkk-rate", 0, lang)}–${figure("jkk-rate", 1, lang)}`],
  },
  {
    what: "the BPJS Kesehatan wage cap",
    pattern: healthCap,
    allowed: (lang) => [figure("bpjs-kesehatan-rate", 3, lang)],
  },
  { what: "the JHT rate", pattern: rate("JHT"), allowed: (lang) => [figure("jht-rate", 0, lang)] },
  { what: "the JP rate", pattern: rate("JP"), allowed: (lang) => [figure("jp-rate", 0, lang)] },
  { what: "the JKM rate", pattern: rate("JKM"), allowed: (lang) => [figure("jkm-rate", 0, lang)] },
  {
    what: "the BPJS Kesehatan rate",
    pattern: rate("BPJS Kesehatan"),
    allowed: (lang) => [figure("bpjs-kesehatan-rate", 0, lang)],
  },
  {
    what: "the regulation of PPh 21's TER",
    pattern: terRegulation,
    allowed: () => [fact("pph21-ter").figures[0] ?? ""],
  },
  { what: "the year TER began", pattern: terSince, allowed: () => [fact("pph21-ter").figures[1] ?? ""] },
  {
    what: "the months of maternity leave in Indonesia (UU 4/2024)",
    pattern: maternityMonths,
    allowed: fromFacts(maternityMonths, "maternity-leave"),
  },
];

/** Sentences a page may not hold, whatever their figures. */
export const misstatements: Array<{ what: string; pattern: Record<Lang, RegExp> }> = [
  {
    what: "sick days drawing on the leave balance (content/regulations/indonesia.yaml, sick-days)",
    pattern: {
      en: /\bsick\b[^.]{0,120}?\b(?:the balance updates|deducted from (?:the )?(?:annual )?leave|reduces? (?:the )?(?:annual )?leave)/gi,
      id: /\bsakit\b[^.]{0,120}?\bsisa cuti (?:langsung )?(?:diperbarui|berkurang|dipotong)/gi,
    },
  },
  {
    what: "face matching called ordinary personal data (UU PDP: biometric data is specific personal data)",
    pattern: {
      en: /\bface matching\b[^.]{0,40}?\bare personal data\b/gi,
      id: /\bpencocokan wajah\b[^.]{0,40}?\btermasuk data pribadi\b(?! yang bersifat spesifik)/gi,
    },
  },
  {
    what: "the 1721-A1 slip, which Coretax replaced with the BPMP and BPA1 (PER-11/PJ/2025; pph21-annual-slip)",
    pattern: { en: /\b1721-A1\b/g, id: /\b1721-A1\b/g },
  },
  {
    what: "micro businesses made to join JHT (Perpres 109/2013, Article 6: JKK and JKM)",
    pattern: { en: /\bmicro\b[^.]{0,60}?\bJHT\b/gi, id: /\bmikro\b[^.;]{0,60}?\bJHT\b/gi },
  },
];

/** What a page of `lang` states otherwise than the facts, each as a line naming the statement. */
export function regulationProblems(lang: Lang, text: string): { problems: string[]; stated: number } {
  const problems: string[] = [];
  let stated = 0;
  for (const { what, pattern, allowed, ignore } of statements) {
    for (const found of capturesIn(pattern[lang], text)) {
      if (ignore?.(found)) continue;
      stated += 1;
      if (!allowed(lang).includes(found))
        problems.push(`${what} is ${found}, not ${allowed(lang).join(" or ")}`);
    }
  }
  for (const { what, pattern } of misstatements)
    for (const match of text.matchAll(pattern[lang])) problems.push(`${what}: “${match[0]}”`);
  return { problems, stated };
}
