import { brand } from "../../content/brand.ts";
import { aboutContent } from "../../content/company/index.ts";
import { SceneImage } from "../art/scenes/scene-image.tsx";
import { CardGrid } from "../components/page/card-grid.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { OfficeCards } from "../components/page/office-cards.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { PageSection } from "../components/page/page-section.tsx";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/about";

export function loader(args: Route.LoaderArgs) {
  return { content: aboutContent[pageRoute(args).lang] };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  const t = useDictionary();
  const lang = useLang();
  return (
    <>
      <PageHero {...content.hero} />

      <section aria-labelledby="story-title" className="py-20 md:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="story-title" className="text-3xl font-extrabold">
              {content.story.title}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted">
              {content.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-start">
            <aside aria-labelledby="mission-title" className="rounded-3xl bg-brand-700 p-8 text-white">
              <h2 id="mission-title" className="text-sm font-bold tracking-wide text-brand-100 uppercase">
                {content.mission.title}
              </h2>
              <p className="mt-4 text-2xl leading-snug font-bold">{content.mission.statement}</p>
              <p className="mt-6 text-brand-100">{brand.tagline[lang]}</p>
            </aside>
            <SceneImage
              scene={content.story.scene.key}
              alt={content.story.scene.alt}
              className="mx-auto mt-8 max-w-xl rounded-3xl lg:max-w-none"
            />
          </div>
        </div>
      </section>

      <section aria-label={t.meta.siteName} className="bg-surface py-14">
        <dl className="container-page grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {content.figures.map((figure) => (
            // Reversed (the figure above its label) and packed at the top: a label on two lines does not
            // lift its figure off the others' line.
            <div key={figure.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-muted">{figure.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-title" className="py-20 md:py-24">
        <div className="container-page">
          <h2 id="values-title" className="text-center text-3xl font-extrabold md:text-4xl">
            {content.values.title}
          </h2>
          <CardGrid items={content.values.items} className="md:grid-cols-2 xl:grid-cols-4" />
        </div>
      </section>

      <PageSection id="offices" eyebrow={t.footer.offices} {...content.offices} tinted>
        <OfficeCards roles={content.offices.roles} hours={content.offices.hours} lang={lang} t={t} />
      </PageSection>

      <CtaBand {...content.cta} demo={t.cta.requestDemo} signup={t.cta.startTrial} />
    </>
  );
}
