import type { OvertimeRates, OvertimeSchedule } from "../../content/payroll/schema.ts";
import {
  add,
  approximate,
  compare,
  decimal,
  divide,
  min,
  multiply,
  percent,
  ratio,
  round,
  rupiah,
  subtract,
  sum,
  type Ratio,
} from "./exact.ts";
import { result, type Refusal, type Result, type Step } from "./working.ts";

/**
 * Overtime pay (PP 35/2021 Pasal 26, 31 and 32; docs/calculators.md). The hourly wage is 1/173 of the
 * monthly wage, kept exact: it is shown rounded, never multiplied rounded.
 */

export const overtimeDays = ["workday", "rest", "rest-short"] as const;
export type OvertimeDay = (typeof overtimeDays)[number];
export const workingWeeks = [5, 6] as const;
export type WorkingWeek = (typeof workingWeeks)[number];

export interface OvertimeInput {
  /** Monthly basic pay plus fixed allowances, in rupiah. */
  wage: number;
  /** Monthly non-fixed allowances, in rupiah (0 when none). */
  variable: number;
  /** Working days a week. */
  week: WorkingWeek;
  /** A working day; a weekly rest day or public holiday; a public holiday on a 6-day week's shortest day. */
  day: OvertimeDay;
  /** Overtime hours worked that day; quarters of an hour allowed (1.25, 2.5). */
  hours: number;
  /** How many such days. */
  days: number;
}

export type OvertimeStepKey =
  | "overtime.whole-wage"
  | "overtime.base-wage"
  | "overtime.base-share"
  | "overtime.hourly-wage"
  | "overtime.hour"
  | "overtime.hours"
  | "overtime.day-pay"
  | "overtime.days"
  | "overtime.total";

export type OvertimeResult = Result<"total", OvertimeStepKey>;

export type OvertimeRefusal =
  /** More hours than the day allows: `{limit}` hours (its source names the article). */
  | Refusal<"over-daily-limit">
  /** The shortest-day schedule is for a 6-day week only. */
  | Refusal<"shortest-day-needs-six-day-week">;

/** The schedule of multipliers a day of a working week follows. */
export function overtimeSchedule(week: WorkingWeek, day: OvertimeDay): OvertimeSchedule | undefined {
  if (day === "workday") return "workday";
  if (day === "rest") return week === 6 ? "rest-six-day-week" : "rest-five-day-week";
  return week === 6 ? "holiday-shortest-day" : undefined;
}

/** The most overtime hours `day` allows in a `week`-day working week (4 on a working day). */
export function overtimeLimit(rates: OvertimeRates, week: WorkingWeek, day: OvertimeDay): number | undefined {
  const schedule = rates.schedules.find((item) => item.key === overtimeSchedule(week, day));
  return schedule?.hours.at(-1)?.to;
}

export function calculateOvertime(
  rates: OvertimeRates,
  input: OvertimeInput,
): OvertimeResult | OvertimeRefusal {
  const scheduleKey = overtimeSchedule(input.week, input.day);
  const schedule = rates.schedules.find((item) => item.key === scheduleKey);
  if (!schedule)
    return {
      kind: "refusal",
      reason: "shortest-day-needs-six-day-week",
      values: { week: input.week },
      source:
        rates.schedules.find((item) => item.key === "holiday-shortest-day")?.source ?? rates.hourlySource,
    };
  const limit = schedule.hours.at(-1)?.to ?? 0;
  const hours = decimal(input.hours);
  if (compare(hours, ratio(limit)) > 0)
    return {
      kind: "refusal",
      reason: "over-daily-limit",
      values: { limit, hours: input.hours },
      source: schedule.limitSource,
    };

  const working: Step<OvertimeStepKey>[] = [];
  const wage = ratio(input.wage);
  let base = wage;
  if (input.variable > 0) {
    const whole = add(wage, ratio(input.variable));
    working.push({
      key: "overtime.whole-wage",
      figure: input.wage + input.variable,
      unit: "rupiah",
      values: { wage: input.wage, variable: input.variable },
      source: rates.baseSource,
    });
    const floor = multiply(whole, percent(rates.baseShare));
    if (compare(wage, floor) < 0) {
      base = floor;
      working.push({
        key: "overtime.base-share",
        figure: rupiah(round(floor)),
        unit: "rupiah",
        values: { share: rates.baseShare, whole: input.wage + input.variable, wage: input.wage },
        source: rates.baseSource,
      });
    } else
      working.push({
        key: "overtime.base-wage",
        figure: input.wage,
        unit: "rupiah",
        values: { share: rates.baseShare },
        source: rates.baseSource,
      });
  }
  const hourly = divide(base, ratio(rates.hourlyDivisor));
  working.push({
    key: "overtime.hourly-wage",
    figure: rupiah(round(hourly)),
    unit: "rupiah",
    values: { divisor: rates.hourlyDivisor, base: rupiah(round(base)) },
    source: rates.hourlySource,
  });

  const perDay: Ratio[] = [];
  for (const band of schedule.hours) {
    // Hours `from` to `to` of the day: the part of the hours worked that falls in them.
    const before = ratio(band.from - 1);
    const inBand = min(subtract(hours, before), ratio((band.to ?? band.from) - band.from + 1));
    if (compare(inBand, ratio(0)) <= 0) break;
    const pay = multiply(multiply(hourly, inBand), decimal(band.multiplier));
    perDay.push(pay);
    working.push({
      // One hour of the day ("hour 8") or several ("hours 1 to 7").
      key: band.to === undefined || band.to === band.from ? "overtime.hour" : "overtime.hours",
      figure: rupiah(round(pay)),
      unit: "rupiah",
      values: {
        from: band.from,
        to: band.to ?? band.from,
        hours: approximate(inBand),
        multiplier: band.multiplier,
      },
      source: schedule.source,
    });
  }
  const dayPay = sum(perDay);
  const total = multiply(dayPay, ratio(input.days));
  if (input.days > 1) {
    working.push({
      key: "overtime.day-pay",
      figure: rupiah(round(dayPay)),
      unit: "rupiah",
      values: { hours: input.hours },
      source: schedule.source,
    });
    working.push({
      key: "overtime.days",
      figure: input.days,
      unit: "days",
      values: { days: input.days },
      source: schedule.source,
    });
  }
  const totalPay = rupiah(round(total));
  working.push({
    key: "overtime.total",
    figure: totalPay,
    unit: "rupiah",
    values: { hours: input.hours, days: input.days },
    source: schedule.source,
  });
  return result({ total: totalPay }, working);
}
