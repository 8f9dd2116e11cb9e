/**
 * The choices the payroll rates are keyed by (overtime days, business sizes, tax statuses, severance
 * reasons), without their schema: the calculators' query readers run in the browser, and the schema
 * (schema.ts, which re-exports these) brings the whole schema library with it.
 */

export const overtimeSchedules = [
  "workday",
  "rest-six-day-week",
  "rest-five-day-week",
  "holiday-shortest-day",
] as const;
export type OvertimeSchedule = (typeof overtimeSchedules)[number];

export const businessSizes = ["large", "medium", "small", "micro"] as const;
export type BusinessSize = (typeof businessSizes)[number];
export const bpjsProgrammes = ["jkk", "jkm", "jht", "jp"] as const;
export type BpjsProgramme = (typeof bpjsProgrammes)[number];

export const taxStatuses = ["TK/0", "TK/1", "TK/2", "TK/3", "K/0", "K/1", "K/2", "K/3"] as const;
export type TaxStatus = (typeof taxStatuses)[number];
export const terCategories = ["A", "B", "C"] as const;
export type TerCategory = (typeof terCategories)[number];

export const severanceReasons = [
  "retirement",
  "efficiency",
  "efficiency-loss",
  "closure",
  "closure-loss",
  "death",
  "illness",
  "resignation",
] as const;
export type SeveranceReason = (typeof severanceReasons)[number];
