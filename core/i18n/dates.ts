import type { Lang } from "../routing/pages.ts";

// English pages write dates day first, as readers across Southeast Asia do ("2 November 2026").
const dateLocales: Record<Lang, string> = { en: "en-GB", id: "id-ID" };

/**
 * A calendar date (YYYY-MM-DD) written out in a language. Noon UTC keeps the day in every time zone.
 *
 * Called by loaders, so pages receive the words rather than the date: a browser's first `Intl` call loads
 * its locale data, a long task on a phone (docs/architecture.md, "No locale data on a page that writes no
 * number").
 */
export function formatLongDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(dateLocales[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
