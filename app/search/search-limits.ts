/**
 * How much of a query the article search reads. The server (search without JavaScript) and the browser
 * (the live search box) apply the same limits, so a query finds the same articles either way, and no query,
 * however long, costs the server more than a few milliseconds.
 */
export const searchLimits = {
  /** Characters read from the query, as the search box counts them (its `maxLength`). */
  maxCharacters: 100,
  /** Distinct words searched: each must match, so words past the eighth rarely narrow anything further. */
  maxWords: 8,
  /**
   * Shorter words are dropped: a single letter, searched as the start of a word, matches nearly every
   * article and hundreds of its words. A query of short words only searches its first (a visitor's first
   * keystroke in the live box).
   */
  minWordLength: 2,
} as const;

/**
 * Where a text splits into words: MiniSearch's default tokenizer's pattern (spaces, line breaks,
 * punctuation), given to the index as its tokenizer so that the words counted here are the words it searches.
 */
const wordSeparators = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text, as the article search indexes and searches them (not yet lowercased). */
export function splitWords(text: string): string[] {
  return text.split(wordSeparators);
}

/** A query as the search reads it. */
export interface LimitedQuery {
  /** The query, trimmed and cut to `maxCharacters`: what the results are said to be for. */
  text: string;
  /** The distinct words searched, lowercase, at most `maxWords`; empty when nothing is left to search. */
  words: string[];
  /** Whether the query went past a limit and only its start was searched: the visitor is told so. */
  cut: boolean;
}

/** Cuts a query to the search's limits (`searchLimits`) and names the words it searches. */
export function limitQuery(query: string): LimitedQuery {
  const trimmed = query.trim();
  let end = Math.min(trimmed.length, searchLimits.maxCharacters);
  // Never end between the two halves of a character outside the Basic Multilingual Plane (an emoji).
  if (end < trimmed.length && /[\uD800-\uDBFF]/.test(trimmed.charAt(end - 1))) end -= 1;
  const text = trimmed.slice(0, end).trim();
  const distinct = [
    ...new Set(
      splitWords(text)
        .map((word) => word.toLowerCase())
        .filter(Boolean),
    ),
  ];
  const long = distinct.filter((word) => [...word].length >= searchLimits.minWordLength);
  const meaningful = long.length > 0 ? long : distinct.slice(0, 1);
  return {
    text,
    words: meaningful.slice(0, searchLimits.maxWords),
    cut: end < trimmed.length || meaningful.length > searchLimits.maxWords,
  };
}
