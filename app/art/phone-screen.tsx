import type { PhoneScreen as PhoneScreenContent } from "../../content/feature-pages/types.ts";

const tones = {
  ok: "bg-emerald-100 text-emerald-800",
  wait: "bg-amber-100 text-amber-800",
  info: "bg-sky-100 text-sky-800",
  alert: "bg-red-100 text-red-800",
} as const;

/** "Budi Santoso" → "BS" for a person's row; other rows ("Clock out 17:00") get a plain dot. */
function initials(title: string): string | null {
  if (!/^\p{Lu}[\p{L}'.-]+(\s\p{Lu}[\p{L}'.-]+)+$/u.test(title)) return null;
  return title
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

/**
 * A screen of the Regu app drawn in HTML inside a phone frame. Decorative: the page says the same in
 * words, so the drawing is hidden from screen readers and its texts can stay small. Texts wrap rather than
 * end in "…": a cut time ("Break 12:00–13:…") reads as a broken app.
 */
export function PhoneScreen({ screen, className = "" }: { screen: PhoneScreenContent; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`w-[270px] rounded-[2.4rem] border-[7px] border-ink bg-ink text-ink shadow-[0_30px_60px_-25px_rgb(5_53_38/0.55)] select-none ${className}`}
    >
      <div className="overflow-hidden rounded-[1.9rem] bg-surface">
        <div className="bg-brand-600 px-4 pt-3 pb-4 text-white">
          <div className="flex items-center justify-between text-[10px] font-semibold">
            <span>09:41</span>
            <span className="h-4 w-16 rounded-full bg-ink" />
            <span>5G ▮</span>
          </div>
          <p className="mt-3 text-[15px] leading-tight font-bold">{screen.title}</p>
          <p className="mt-0.5 text-[11px] leading-snug text-brand-50">{screen.subtitle}</p>
        </div>
        <div className="-mt-2 space-y-2.5 px-3 pb-4">
          <div className="rounded-2xl bg-white p-3.5 shadow-card">
            <p className="text-[11px] font-semibold text-muted">{screen.highlight.label}</p>
            <p className="mt-0.5 text-[26px] leading-none font-extrabold text-brand-700">
              {screen.highlight.value}
            </p>
            <p className="mt-1.5 flex items-center gap-1.5 text-[11px] leading-snug text-muted">
              <span className="size-1.5 shrink-0 rounded-full bg-brand-500" />
              {screen.highlight.note}
            </p>
          </div>
          <ul className="divide-y divide-line rounded-2xl bg-white shadow-card">
            {screen.rows.map((row) => (
              <li key={row.title + row.meta} className="flex items-center gap-2.5 px-3 py-2.5">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-[10px] font-bold text-brand-700">
                  {initials(row.title) ?? <span className="size-2 rounded-full bg-brand-500" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-[12px] leading-tight font-semibold">{row.title}</span>
                  <span className="block text-[10.5px] leading-snug text-muted">{row.meta}</span>
                </span>
                {row.status && (
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-[10px] font-bold ${tones[row.status.tone]}`}
                  >
                    {row.status.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="rounded-full bg-brand-600 py-2.5 text-center text-[13px] font-bold text-white">
            {screen.action}
          </p>
        </div>
      </div>
    </div>
  );
}
