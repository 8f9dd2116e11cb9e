import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { Lang } from "../../core/routing/pages.ts";
import { monthNames } from "../../core/i18n/dates.ts";
import { add, decimal, multiply, percent, ratio, round, type Ratio } from "../../core/payroll/exact.ts";
import { payrollRatesSchema } from "../payroll/schema.ts";
import { checkedData } from "../schema/checked-data.ts";
import { inIndonesian } from "./schema.ts";

/**
 * The payroll rates' figures the regulatory facts state (`{rates:name}` in indonesia.yaml's words and
 * figures), so a fact and the calculators read one number: the JP wage cap the BPJS article states is the
 * cap the BPJS calculator uses (docs/calculators.md, "One source"). Read from disk, as the facts are.
 */

const file = "content/payroll/rates.yaml";

function readRates(): unknown {
  try {
    return parse(readFileSync(join(process.cwd(), file), "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** A ratio written as English writes a figure: 5.7, 0.24. */
const written = (value: Ratio) => {
  const whole = value.n / value.d;
  let rest = value.n % value.d;
  let digits = "";
  for (let place = 0; rest !== 0n && place < 6; place += 1) {
    rest *= 10n;
    digits += String(rest / value.d);
    rest %= value.d;
  }
  return digits ? `${whole}.${digits}` : String(whole);
};
const rate = (value: number) => written(decimal(value));
/** A rate as the facts write a rate under 1 %: two decimals (0.30). */
const smallRate = (value: number) => (value < 1 ? value.toFixed(2) : rate(value));
const grouped = (value: number) => value.toLocaleString("en-US");

const monthOf = (date: string, lang: Lang) =>
  `${monthNames[lang][Number(date.slice(5, 7)) - 1] ?? ""} ${date.slice(0, 4)}`;

/**
 * Each figure of the rates (rates.yaml as parsed) by name, as English writes it; dates in each language.
 * Rates that do not fit their schema fail, naming the file and the row, before any page is built.
 */
export function payrollFiguresOf(data: unknown): Record<string, Record<Lang, string>> {
  const rates = checkedData(payrollRatesSchema, file, data);
  const { bpjs, overtime, thr } = rates;
  const english = (value: string) => ({ en: value, id: inIndonesian(value) });
  const latestCap = bpjs.jp.caps.at(-1);
  const workday = overtime.schedules.find((day) => day.key === "workday")?.hours ?? [];
  // Each day's bands of hours: {rates:<day>-<band>-from}, -to and -times ("rest-six-day-week-3-to").
  const bands = Object.fromEntries(
    overtime.schedules.flatMap((day) =>
      day.hours.flatMap((band, index) => [
        [`${day.key}-${index + 1}-from`, english(String(band.from))],
        [`${day.key}-${index + 1}-to`, english(String(band.to))],
        [`${day.key}-${index + 1}-times`, english(rate(band.multiplier))],
      ]),
    ),
  );
  return {
    ...bands,
    "overtime-divisor": english(String(overtime.hourlyDivisor)),
    "overtime-first-hour": english(rate(workday[0]?.multiplier ?? 0)),
    "overtime-later-hours": english(rate(workday[1]?.multiplier ?? 0)),
    "overtime-daily-limit": english(String(workday.at(-1)?.to ?? 0)),
    "thr-full-months": english(String(thr.fullMonths)),
    "jht-total": english(written(add(decimal(bpjs.jht.employer), decimal(bpjs.jht.employee)))),
    "jht-employer": english(rate(bpjs.jht.employer)),
    "jht-employee": english(rate(bpjs.jht.employee)),
    "jp-total": english(written(add(decimal(bpjs.jp.employer), decimal(bpjs.jp.employee)))),
    "jp-employer": english(rate(bpjs.jp.employer)),
    "jp-employee": english(rate(bpjs.jp.employee)),
    "jp-cap": english(grouped(latestCap?.wage ?? 0)),
    "jp-employee-at-cap": english(
      grouped(Number(round(multiply(ratio(latestCap?.wage ?? 0), percent(bpjs.jp.employee))))),
    ),
    "jp-cap-since": {
      en: monthOf(latestCap?.source.effective ?? "", "en"),
      id: monthOf(latestCap?.source.effective ?? "", "id"),
    },
    "jkk-lowest": english(smallRate(bpjs.jkk.classes[0] ?? 0)),
    "jkk-highest": english(smallRate(bpjs.jkk.classes.at(-1) ?? 0)),
    "jkm-rate": english(smallRate(bpjs.jkm.employer)),
    "kesehatan-total": english(
      written(add(decimal(bpjs.kesehatan.employer), decimal(bpjs.kesehatan.employee))),
    ),
    "kesehatan-employer": english(rate(bpjs.kesehatan.employer)),
    "kesehatan-employee": english(rate(bpjs.kesehatan.employee)),
    "kesehatan-cap": english(grouped(bpjs.kesehatan.cap)),
  };
}

const figures = payrollFiguresOf(readRates());

/** The names `{rates:name}` may use. */
export const payrollFigureNames = Object.keys(figures);

/** `{rates:name}`: where a fact's words or figures state a payroll rate's figure. */
export const ratesSlot = /\{rates:([a-z0-9-]+)\}/g;

/**
 * The text with each `{rates:name}` replaced by the figure in `lang` (figures lists are English). A
 * name the rates do not offer fails with the file and the name.
 */
export function fillPayrollFigures(text: string, lang: Lang, where: string): string {
  return text.replace(ratesSlot, (_slot, name: string) => {
    const figure = figures[name];
    if (!figure)
      throw new Error(`${where}: {rates:${name}} names no payroll figure (${payrollFigureNames.join(", ")})`);
    return figure[lang];
  });
}
