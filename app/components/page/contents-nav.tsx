import type { Heading } from "../../collections/markdown.server.ts";

/** The table of contents of a long document: its sections, each a link to its heading. */
export function ContentsNav({ title, headings }: { title: string; headings: readonly Heading[] }) {
  return (
    <nav aria-labelledby="contents-title" className="self-start lg:sticky lg:top-24">
      <h2 id="contents-title" className="eyebrow">
        {title}
      </h2>
      <ol className="mt-3 border-l border-line text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1 pl-3 text-muted hover:border-brand-600 hover:text-ink"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
