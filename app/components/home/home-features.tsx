import { featurePage, type FeatureKey } from "../../../content/features.ts";
import type { HomeContent } from "../../../content/home/types.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { AppLink } from "../app-link.tsx";
import { FeatureIcon } from "../../art/feature-icon.tsx";
import { SectionHeading } from "../page/section-heading.tsx";
import { StaticMarkup } from "../static-markup.tsx";

// The order a buyer meets the product in: attendance first, payroll last. The wide cards fill the grid.
const order: Array<{ key: FeatureKey; wide?: boolean }> = [
  { key: "time", wide: true },
  { key: "leave" },
  { key: "overtime" },
  { key: "task" },
  { key: "claim" },
  { key: "chat" },
  { key: "payroll", wide: true },
];

/** The features, then the web dashboard's screen the HR team works in (`screen`, markup made on the server). */
export function HomeFeatures({ content, screen }: { content: HomeContent["features"]; screen: string }) {
  const names = useDictionary().features;
  return (
    <section aria-labelledby="features-title" className="below-fold bg-surface py-20 md:py-24">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
        />
        <ul className="mt-12 grid gap-5 md:max-lg:grid-balanced-2 lg:grid-balanced-3">
          {order.map(({ key, wide }) => {
            const item = content.items[key];
            const name = names[key].title;
            return (
              <li
                key={key}
                className={`group relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 ${
                  wide ? "lg:col-span-2" : ""
                }`}
              >
                <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <FeatureIcon feature={key} className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{name}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{item.body}</p>
                <AppLink
                  page={featurePage[key]}
                  className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
                >
                  {content.linkLabel}
                  <span className="sr-only">: {name}</span>
                  <span aria-hidden="true">→</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
        <StaticMarkup html={screen} className="mt-14" />
      </div>
    </section>
  );
}
