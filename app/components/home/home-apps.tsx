import { brand } from "../../../content/brand.ts";
import type { HomeContent } from "../../../content/home/types.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { StoreBadge } from "../../art/store-badge.tsx";
import { SectionHeading } from "../page/section-heading.tsx";

export function HomeApps({ content }: { content: HomeContent["apps"] }) {
  const t = useDictionary();
  return (
    <section aria-labelledby="apps-title" className="below-fold bg-surface py-20 md:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="apps-title"
            eyebrow={content.eyebrow}
            title={content.title}
            lead={content.lead}
            align="left"
          />
          <ul className="mt-8 flex flex-wrap gap-3">
            {brand.appStores.map((store) => (
              <li key={store.store}>
                <a href={store.url} target="_blank" rel="noopener noreferrer" className="block rounded-lg">
                  <StoreBadge store={store.store} name={store.label} large />
                  <span className="sr-only">
                    {store.label} {t.footer.newWindow}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {content.points.map((point) => (
            <li key={point} className="flex gap-3 rounded-2xl border border-line bg-white p-5 shadow-card">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 size-6 shrink-0 text-brand-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <circle cx="12" cy="12" r="9" />
                <path d="m8 12 3 3 5-6" />
              </svg>
              <span className="font-semibold leading-snug">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
