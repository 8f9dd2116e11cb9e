export interface FaqItem {
  /** The question's address on the page, for deep links (`#id`). */
  id?: string;
  question: string;
  /** One paragraph, or several. */
  answer: string | readonly string[];
}

/**
 * Questions that open on click, by keyboard and without JavaScript (`<details>`): the browser gives each
 * its button role, expanded state and focus.
 */
export function FaqList({
  items,
  className = "",
  permalinkLabel,
}: {
  items: readonly FaqItem[];
  className?: string;
  /** With it, each question with an id offers a link to itself, for sharing. */
  permalinkLabel?: string;
}) {
  return (
    <div className={`divide-y divide-line rounded-2xl border border-line bg-white ${className}`}>
      {items.map((item) => (
        <details key={item.question} id={item.id} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 text-left font-bold marker:hidden hover:text-brand-700 md:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-relaxed text-muted md:px-6">
            {(typeof item.answer === "string" ? [item.answer] : item.answer).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {permalinkLabel && item.id && (
              <a href={`#${item.id}`} className="inline-block text-sm font-semibold text-brand-700 underline">
                {permalinkLabel}
                <span className="sr-only">: {item.question}</span>
              </a>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
