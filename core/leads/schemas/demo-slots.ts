import type { Country } from "./lead-options.ts";

/**
 * Demo slots: 30-minute calls starting on the hour within the office hours of the visitor's country,
 * on the office's next ten working days (Monday to Friday; public holidays are confirmed by the team).
 * Pure functions, shared by the slot picker in the browser and the server's validation.
 */

/** The office that runs demos for each country; "other" is served from Singapore. */
export const officeTimeZones: Record<Country, string> = {
  ID: "Asia/Jakarta",
  MY: "Asia/Kuala_Lumpur",
  PH: "Asia/Manila",
  TH: "Asia/Bangkok",
  SG: "Asia/Singapore",
  other: "Asia/Singapore",
};

/** Office hours, local time: 08:00–18:00. Demos start from 09:00 so the team can prepare, last at 17:00. */
export const officeHours = { open: 8, close: 18 } as const;
export const firstSlotHour = 9;
export const lastSlotHour = 17;
export const workingDaysAhead = 10;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date, time and weekday (0 = Sunday) of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    partsFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
  };
}

/** The instant of a wall-clock time in a time zone. */
export function zonedTime(
  date: { year: number; month: number; day: number },
  hour: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour);
  const seen = zonedParts(new Date(guess), timeZone);
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}

/** The offered slots after `now`, in order: on the hour, on the office's next ten working days. */
export function demoSlots(now: Date, country: Country): Date[] {
  const timeZone = officeTimeZones[country];
  const today = zonedParts(now, timeZone);
  const slots: Date[] = [];
  let days = 0;
  // Start tomorrow: a demo needs a day's notice.
  for (let offset = 1; days < workingDaysAhead; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    days += 1;
    const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    for (let hour = firstSlotHour; hour <= lastSlotHour; hour += 1) {
      slots.push(zonedTime(date, hour, timeZone));
    }
  }
  return slots;
}

/**
 * The instant of a submitted slot: an ISO instant from the picker, or a `datetime-local` value from the
 * form without JavaScript, which is read in the office's time zone. Undefined when it is neither.
 */
export function parseSlot(value: string, country: Country): Date | undefined {
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (local) {
    const [year, month, day, hour, minute] = local.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (minute !== 0) return undefined;
    return zonedTime({ year, month, day }, hour, officeTimeZones[country]);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Whether a slot is one the picker offers now (the server checks this again on submit). */
export function isOfferedSlot(slot: Date, now: Date, country: Country): boolean {
  const time = slot.getTime();
  if (time <= now.getTime()) return false;
  // A slot chosen just before midnight is still good the next morning, while it lies ahead.
  const yesterday = new Date(now.getTime() - 86_400_000);
  return demoSlots(yesterday, country).some((offered) => offered.getTime() === time);
}
