import type { TitledText } from "../../../content/feature-pages/types.ts";

/** Titled cards in a grid; `numbered` draws each card's position (steps) and makes the list ordered. */
export function CardGrid({
  items,
  numbered = false,
  className = "md:grid-cols-3",
}: {
  items: readonly TitledText[];
  numbered?: boolean;
  className?: string;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`mt-12 grid gap-5 ${className}`}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-2xl border border-line bg-white p-6 shadow-card">
          {numbered && (
            <span
              aria-hidden="true"
              className="mb-4 grid size-10 place-items-center rounded-full bg-brand-600 font-extrabold text-white"
            >
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{item.body}</p>
        </li>
      ))}
    </List>
  );
}
