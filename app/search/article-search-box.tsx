import { useRef, useState } from "react";
import { Link } from "react-router";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import type { SearchDocument, SearchHit, Segment } from "./article-search.ts";
import { SearchField } from "./search-field.tsx";

type Search = (query: string) => SearchHit[];

/**
 * A search over a list's articles. Without JavaScript it is a GET form (`?q=`) the server answers with
 * the results. With it, the search engine and the articles' words load when the visitor first focuses
 * the box (never with the page), and results follow each keystroke. The list shows while it is empty.
 */
export function ArticleSearchBox({
  documentsUrl,
  initialQuery,
  serverHits,
  hiddenFields = {},
  children,
}: {
  documentsUrl: string;
  initialQuery: string;
  serverHits: SearchHit[] | null;
  /** Fields the GET form keeps (`lang` of a list whose languages share a path). */
  hiddenFields?: Record<string, string>;
  children: React.ReactNode;
}) {
  const t = useDictionary().search;
  const [query, setQuery] = useState(initialQuery);
  const [search, setSearch] = useState<Search | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  function load() {
    loading.current ??= Promise.all([
      import("./article-search.ts"),
      fetch(documentsUrl).then((response) => response.json() as Promise<SearchDocument[]>),
    ])
      .then(([{ searchArticles }, documents]) => {
        setSearch(() => (text: string) => searchArticles(documents, text));
      })
      .catch(() => {
        // Offline or failed: the form still searches through the server on Enter.
        loading.current = null;
      });
  }

  const trimmed = query.trim();
  const hits =
    trimmed === "" ? null : search ? search(trimmed) : trimmed === initialQuery.trim() ? serverHits : null;

  return (
    <>
      <SearchField
        label={t.label}
        placeholder={t.placeholder}
        submit={t.submit}
        value={query}
        onFocus={load}
        onChange={(value) => {
          load();
          setQuery(value);
        }}
        hiddenFields={hiddenFields}
      />
      <div role="status" className="sr-only">
        {hits ? fill(t.found, { count: hits.length }) : ""}
      </div>
      {hits ? <SearchResults hits={hits} query={trimmed} /> : children}
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

function SearchResults({ hits, query }: { hits: SearchHit[]; query: string }) {
  const t = useDictionary().search;
  if (hits.length === 0) {
    return <p className="mx-auto mt-10 max-w-xl text-center text-lg">{fill(t.none, { query })}</p>;
  }
  return (
    <section aria-labelledby="results-title" className="mx-auto mt-10 max-w-3xl">
      <h2 id="results-title" className="text-xl font-extrabold">
        {fill(t.resultsFor, { query })}
      </h2>
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
