import MiniSearch from "minisearch";
import { limitQuery, splitWords, type LimitedQuery } from "./search-limits.ts";

/** One article as the search knows it: words only, no markup. */
export interface SearchDocument {
  /** The article's address, also its id. */
  path: string;
  title: string;
  description: string;
  /** The body as plain text. */
  text: string;
  /** Its category or topic, shown with the result. */
  group: string;
}

/** A piece of text, marked when it is what the visitor searched for. */
export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchHit {
  path: string;
  group: string;
  title: Segment[];
  snippet: Segment[];
}

/**
 * The pattern that marks what a search found: each word starting with one of the terms (those of one
 * letter excepted: a single letter would mark half the text); null when there is nothing to mark.
 */
function matchPattern(terms: readonly string[]): RegExp | null {
  const words = terms
    .filter((term) => term.length > 1)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(${words.join("|")})[\\p{L}\\p{N}]*`, "giu");
}

/** Splits a text into segments, marking each occurrence of the matched words (whole words or their starts). */
function highlight(text: string, pattern: RegExp | null): Segment[] {
  if (!pattern) return [{ text, match: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** About thirty words of the text around the first match, or its start. */
function snippetAround(text: string, pattern: RegExp | null, fallback: string): string {
  const at = pattern ? text.search(pattern) : -1;
  if (at === -1) return fallback;
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, at - 80)) + 1);
  const end = text.indexOf(" ", Math.min(text.length, at + 160));
  return `${start > 0 ? "… " : ""}${text.slice(start, end === -1 ? undefined : end)}${end === -1 ? "" : " …"}`;
}

/**
 * The terms to mark in a result: the words searched, each marking every word it starts, and the words the
 * result matched that no searched word starts (its near spellings). The start of a word matches hundreds
 * of them (`pe` in Indonesian): one pattern of them all would cost more than the search.
 */
function termsToMark(searched: readonly string[], matched: readonly string[]): string[] {
  const marked = searched.filter((word) => word.length > 1);
  const others = new Set(matched.map((term) => term.toLowerCase()));
  return [...marked, ...[...others].filter((term) => !marked.some((word) => term.startsWith(word)))];
}

/** What a search found, and how much of the query it read. */
export interface SearchOutcome {
  hits: SearchHit[];
  /** The query as searched: cut to the limits (search-limits.ts), and whether it had to be. */
  query: LimitedQuery;
}

/** A search sent without JavaScript (`?q=`), as the list's page shows it. */
export interface ServerSearch {
  /** The query as searched (cut to the limits), which the search box shows. */
  query: string;
  /** The results; null when the query is blank and the page shows its list. */
  hits: SearchHit[] | null;
  /** Whether the query went past the limits and only its start was searched. */
  cut: boolean;
}

/** Searches one language's articles of one collection; its index is built once, when it is made. */
export type ArticleSearch = (query: string, limit?: number) => SearchOutcome;

/**
 * Prepares the search of a language's articles by title, description and body: every word must match
 * (its start, or a near spelling), titles count most. The browser and the server (search without
 * JavaScript) run the same, each building the index once and reusing it for every query.
 */
export function createArticleSearch(documents: readonly SearchDocument[]): ArticleSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: "path",
    fields: ["title", "description", "text"],
    storeFields: ["path", "title", "description", "text", "group"],
    tokenize: splitWords,
    searchOptions: {
      boost: { title: 4, description: 2 },
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      // The near spellings of a long word are what a search spends most on: at most three letters off,
      // what the 0.2 above gives a word of up to 17 letters anyway (MiniSearch's own cap is six).
      maxFuzzy: 3,
      combineWith: "AND",
    },
  });
  index.addAll(documents as SearchDocument[]);
  return (query, limit = 10) => {
    const limited = limitQuery(query);
    if (limited.words.length === 0) return { hits: [], query: limited };
    const results = index.search(limited.words.join(" ")).slice(0, limit);
    const hits = results.map((result) => {
      const pattern = matchPattern(termsToMark(limited.words, result.terms));
      const document = result as unknown as SearchDocument; // the stored fields come back on the result
      return {
        path: document.path,
        group: document.group,
        title: highlight(document.title, pattern),
        snippet: highlight(snippetAround(document.text, pattern, document.description), pattern),
      };
    });
    return { hits, query: limited };
  };
}
