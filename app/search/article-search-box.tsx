import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import type { ArticleSearch, SearchDocument, SearchHit, Segment, ServerSearch } from "./article-search.ts";
import { SearchField } from "./search-field.tsx";
import { searchLimits } from "./search-limits.ts";

/** What the box shows for a query: its results, and whether only its start was searched. */
interface Shown {
  hits: SearchHit[];
  cut: boolean;
}

/**
 * A search over a list's articles. Without JavaScript it is a GET form (`?q=`) the server answers with
 * the results. With it, the search engine and the articles' words load when the visitor first focuses
 * the box (never with the page), the index is built once, and results follow each keystroke. The list
 * shows while it is empty. A query past the limits (search-limits.ts) is searched by its start, and the
 * visitor is told so.
 */
export function ArticleSearchBox({
  documentsUrl,
  serverSearch,
  hiddenFields = {},
  children,
}: {
  documentsUrl: string;
  /** The server's answer to the page's `?q=` (the form sent without JavaScript). */
  serverSearch: ServerSearch;
  /** Fields the GET form keeps (`lang` of a list whose languages share a path). */
  hiddenFields?: Record<string, string>;
  children: React.ReactNode;
}) {
  const t = useDictionary().search;
  const [query, setQuery] = useState(serverSearch.query);
  const [search, setSearch] = useState<ArticleSearch | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  function load() {
    loading.current ??= Promise.all([
      import("./article-search.ts"),
      fetch(documentsUrl).then((response) => response.json() as Promise<SearchDocument[]>),
    ])
      .then(([{ createArticleSearch }, documents]) => {
        const articleSearch = createArticleSearch(documents);
        setSearch(() => articleSearch);
      })
      .catch(() => {
        // Offline or failed: the form still searches through the server on Enter.
        loading.current = null;
      });
  }

  const trimmed = query.trim();
  const shown = useMemo((): Shown | null => {
    if (trimmed === "") return null;
    if (search) {
      const outcome = search(trimmed);
      return { hits: outcome.hits, cut: outcome.query.cut };
    }
    return trimmed === serverSearch.query && serverSearch.hits
      ? { hits: serverSearch.hits, cut: serverSearch.cut }
      : null;
  }, [trimmed, search, serverSearch]);

  return (
    <>
      <SearchField
        label={t.label}
        placeholder={t.placeholder}
        submit={t.submit}
        value={query}
        maxLength={searchLimits.maxCharacters}
        onFocus={load}
        onChange={(value) => {
          load();
          setQuery(value);
        }}
        hiddenFields={hiddenFields}
      />
      <div role="status" className="sr-only">
        {shown ? fill(t.found, { count: shown.hits.length }) : ""}
      </div>
      {shown ? <SearchResults shown={shown} query={trimmed} /> : children}
    </>
  );
}

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded bg-accent/30 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

/** Said when only the start of the query was searched (search-limits.ts). */
function CutNotice({ className }: { className: string }) {
  const t = useDictionary().search;
  return (
    <p className={`text-sm text-muted ${className}`}>
      {fill(t.cut, { words: searchLimits.maxWords, characters: searchLimits.maxCharacters })}
    </p>
  );
}

function SearchResults({ shown: { hits, cut }, query }: { shown: Shown; query: string }) {
  const t = useDictionary().search;
  if (hits.length === 0) {
    return (
      <div className="mx-auto mt-10 max-w-xl text-center">
        <p className="text-lg">{fill(t.none, { query })}</p>
        {cut && <CutNotice className="mt-2" />}
      </div>
    );
  }
  return (
    <section aria-labelledby="results-title" className="mx-auto mt-10 max-w-3xl">
      <h2 id="results-title" className="text-xl font-extrabold">
        {fill(t.resultsFor, { query })}
      </h2>
      {cut && <CutNotice className="mt-2" />}
      <ol className="mt-5 space-y-4">
        {hits.map((hit) => (
          <li key={hit.path} className="rounded-2xl border border-line bg-white p-5 shadow-card">
            <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{hit.group}</p>
            <Link to={hit.path} className="mt-1 block text-lg font-bold hover:text-brand-700 hover:underline">
              <Marked segments={hit.title} />
            </Link>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              <Marked segments={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
