import type { ResourceKind } from "../../../core/collections/resource-kinds.ts";

/** A cover drawn for each kind of resource: the look of the PDF's first page, no stock images. */
const looks: Record<ResourceKind, { background: string; accent: string; lines: number }> = {
  ebook: { background: "bg-brand-700", accent: "bg-accent", lines: 3 },
  checklist: { background: "bg-brand-600", accent: "bg-white", lines: 4 },
  template: { background: "bg-ink", accent: "bg-brand-200", lines: 5 },
  calculator: { background: "bg-brand-800", accent: "bg-accent", lines: 4 },
};

export function ResourceCover({ kind, className = "" }: { kind: ResourceKind; className?: string }) {
  const look = looks[kind];
  return (
    <div aria-hidden="true" className={`grid place-items-center ${look.background} ${className}`}>
      <div className="flex h-28 w-20 flex-col gap-1.5 rounded-md bg-white/95 p-2.5 shadow-lg">
        <span
          className={`h-2 w-8 rounded-full ${look.accent === "bg-white" ? "bg-brand-600" : look.accent}`}
        />
        {Array.from({ length: look.lines }, (_, index) => (
          <span key={index} className="flex items-center gap-1">
            {kind === "checklist" && <span className="size-2 shrink-0 rounded-sm border border-brand-600" />}
            <span className={`h-1 rounded-full bg-slate-300 ${index % 2 ? "w-10" : "w-12"}`} />
          </span>
        ))}
        {kind === "calculator" && (
          <span className="mt-auto grid h-5 grid-cols-3 gap-0.5">
            {[0, 1, 2, 3, 4, 5].map((cell) => (
              <span key={cell} className="rounded-[2px] bg-brand-100" />
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
