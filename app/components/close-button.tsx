/** The round × that closes a dialog or a panel, named for screen readers in the page's language. */
export function CloseButton({
  label,
  onClick,
  className = "",
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink ${className}`}
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        ×
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
