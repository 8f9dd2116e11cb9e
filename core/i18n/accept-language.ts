import { defaultLang, languages, type Lang } from "../routing/pages.ts";

/** The site language an Accept-Language header prefers most (by q-value), or English. */
export function languageFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return defaultLang;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      // "in" is the old ISO code for Indonesian, still sent by some Android browsers.
      const base = tag.split("-")[0] === "in" ? "id" : tag.split("-")[0];
      return { base, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    const lang = languages.find((candidate) => candidate === base);
    if (lang) return lang;
  }
  return defaultLang;
}
