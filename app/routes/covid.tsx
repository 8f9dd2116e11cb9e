import { covidContent } from "../../content/company/index.ts";
import type { FeatureKey } from "../../content/features.ts";
import { FeatureIcon } from "../art/feature-icon.tsx";
import { CardGrid } from "../components/page/card-grid.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { PageSection } from "../components/page/page-section.tsx";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/covid";
import { pageTexts } from "../i18n/page-texts.server.ts";

// The feature behind each practice, in the content's order: declarations, attendance, shifts, announcements.
const practiceIcons: FeatureKey[] = ["task", "time", "leave", "chat"];

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  return { content: covidContent[lang], texts: pageTexts(lang, "covidPage") };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Covid({ loaderData: { content } }: Route.ComponentProps) {
  const t = useDictionary();
  return (
    <>
      <PageHero {...content.hero} />
      <section aria-labelledby="practices-title" className="py-20 md:py-24">
        <div className="container-page">
          <p className="mx-auto max-w-3xl text-lg leading-relaxed text-muted">{content.intro}</p>
          <h2 id="practices-title" className="sr-only">
            {t.covidPage.practicesTitle}
          </h2>
          <ul className="mt-14 grid gap-6 md:grid-balanced-2">
            {content.practices.map((practice, index) => (
              <li key={practice.title} className="rounded-3xl border border-line bg-white p-7 shadow-card">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <FeatureIcon feature={practiceIcons[index] ?? "time"} className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{practice.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{practice.body}</p>
                <ul className="mt-5 space-y-2.5">
                  {practice.points.map((point) => (
                    <li key={point} className="flex gap-2.5">
                      <CheckIcon className="mt-0.5 size-5 text-brand-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PageSection id="playbook" eyebrow={content.hero.eyebrow} {...content.playbook} tinted>
        <CardGrid items={content.playbook.items} numbered />
      </PageSection>
      <CtaBand {...content.cta} demo={t.cta.requestDemo} signup={t.cta.startTrial} />
    </>
  );
}
