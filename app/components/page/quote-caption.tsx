/**
 * The person beside a customer's words: name, role, company and the address of their portrait. A customer
 * who is not named is quoted by role only, without a name or a portrait (docs/product.md, Business facts).
 */
export interface QuotePerson {
  name?: string;
  role: string;
  company: string;
  avatar?: string;
}

/**
 * Who said a quote, under its words: their portrait in a circle, their name, then their role and company.
 * The portrait is a file (`/avatars/<person>.svg`, or a small square photo), so it costs the page no
 * script; its name is written beside it, so it needs no text of its own.
 */
export function QuoteCaption({
  person,
  dark,
  className,
}: {
  person: QuotePerson;
  /** White words on a green panel rather than ink on white. */
  dark?: boolean;
  className: string;
}) {
  return (
    <figcaption
      className={`flex items-center gap-3 text-sm ${dark ? "text-brand-100" : "text-muted"} ${className}`}
    >
      {person.avatar !== undefined && (
        <img
          src={person.avatar}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-full"
        />
      )}
      <span className="text-left">
        <span className={`block text-base font-bold ${dark ? "text-white" : "text-ink"}`}>
          {person.name ?? person.role}
        </span>
        {person.name === undefined ? person.company : `${person.role}, ${person.company}`}
      </span>
    </figcaption>
  );
}
