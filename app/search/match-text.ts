/** Lowercase, without accents, so "Cafe" finds "café" and "ABSENSI" finds "absensi". */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a search, normalised; empty when the search is blank. */
export function searchWords(query: string): string[] {
  return normalizeText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether every word of the search appears somewhere in the text (in any order, as part of a word). */
export function matchesAll(text: string, words: readonly string[]): boolean {
  const haystack = normalizeText(text);
  return words.every((word) => haystack.includes(word));
}
