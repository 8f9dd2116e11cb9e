const dayMs = 86_400_000;

/**
 * The instants `--from` and `--to` stand for: from the start of the first day to the start of the day
 * after the last (so `--to` takes in its whole day), both in UTC, which is how `created_at` is compared.
 */
export function utcDayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    start: from === undefined ? undefined : new Date(`${from}T00:00:00.000Z`),
    end: to === undefined ? undefined : new Date(new Date(`${to}T00:00:00.000Z`).getTime() + dayMs),
  };
}
