import { useId } from "react";

/**
 * A search box that is also a GET form (`?q=`): with JavaScript the page filters or searches as the
 * visitor types and the submit does nothing more; without it, the server answers the form.
 */
export function SearchField({
  label,
  placeholder,
  submit,
  value,
  onChange,
  onFocus,
  maxLength,
  hiddenFields = {},
}: {
  label: string;
  placeholder: string;
  submit: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  /** The most characters the search reads: the box holds no more. */
  maxLength?: number;
  /** Fields the form keeps (`lang` of a page whose languages share a path). */
  hiddenFields?: Record<string, string>;
}) {
  const id = useId();
  return (
    <form
      role="search"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto mt-8 flex max-w-xl gap-2 rounded-full border border-line bg-white p-1.5 shadow-card focus-within:border-brand-500"
    >
      {Object.entries(hiddenFields).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
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
        id={id}
        type="search"
        name="q"
        value={value}
        onFocus={onFocus}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="min-h-11 min-w-0 flex-1 bg-transparent px-1 outline-none placeholder:text-slate-500"
      />
      <button type="submit" className="btn-primary px-5">
        {submit}
      </button>
    </form>
  );
}
