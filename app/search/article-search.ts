import MiniSearch from "minisearch";

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

/** Splits a text into segments, marking each occurrence of the matched words (whole words or their starts). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const words = terms
    .filter((term) => term.length > 1)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join("|")})[\\p{L}\\p{N}]*`, "giu");
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
function snippetAround(text: string, terms: readonly string[], fallback: string): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0));
  if (!Number.isFinite(at)) return fallback;
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, at - 80)) + 1);
  const end = text.indexOf(" ", Math.min(text.length, at + 160));
  return `${start > 0 ? "… " : ""}${text.slice(start, end === -1 ? undefined : end)}${end === -1 ? "" : " …"}`;
}

/**
 * Searches a language's articles by title, description and body: every word must match (its start, or a
 * near spelling), titles count most. The browser and the server (search without JavaScript) run the same.
 */
export function searchArticles(documents: readonly SearchDocument[], query: string, limit = 10): SearchHit[] {
  const index = new MiniSearch<SearchDocument>({
    idField: "path",
    fields: ["title", "description", "text"],
    storeFields: ["path", "title", "description", "text", "group"],
    searchOptions: {
      boost: { title: 4, description: 2 },
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: "AND",
    },
  });
  index.addAll(documents as SearchDocument[]);
  return index
    .search(query)
    .slice(0, limit)
    .map((result) => {
      const terms = result.terms.map((term) => term.toLowerCase());
      const document = result as unknown as SearchDocument; // the stored fields come back on the result
      return {
        path: document.path,
        group: document.group,
        title: highlight(document.title, terms),
        snippet: highlight(snippetAround(document.text, terms, document.description), terms),
      };
    });
}
