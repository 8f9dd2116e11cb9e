import { useDictionary } from "../../i18n/use-dictionary.ts";

/**
 * The FAQ's search box. With JavaScript it filters as the visitor types; without, it is a plain GET form
 * (`?q=`) that the server answers with the filtered page.
 */
export function FaqSearch({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const t = useDictionary().faqPage;
  return (
    <form
      role="search"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto mt-8 flex max-w-xl gap-2 rounded-full border border-line bg-white p-1.5 shadow-card focus-within:border-brand-500"
    >
      <label htmlFor="faq-search" className="sr-only">
        {t.searchLabel}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="ml-3 size-5 self-center text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" strokeLinecap="round" />
      </svg>
      <input
        id="faq-search"
        type="search"
        name="q"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        className="min-h-11 min-w-0 flex-1 bg-transparent px-1 outline-none placeholder:text-slate-500"
      />
      <button type="submit" className="btn-primary px-5">
        {t.searchSubmit}
      </button>
    </form>
  );
}
