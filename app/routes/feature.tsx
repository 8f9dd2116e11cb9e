import { Link } from "react-router";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage, type FeatureKey } from "../../content/features.ts";
import { AppLink } from "../components/app-link.tsx";
import { FeatureIcon } from "../art/feature-icon.tsx";
import { SceneImage } from "../art/scenes/scene-image.tsx";
import { renderFeatureScreens } from "../components/features/feature-art.server.tsx";
import { renderAdminScreen } from "../art/admin/admin-screen-figure.server.tsx";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { CardGrid } from "../components/page/card-grid.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { CountryTable } from "../components/page/country-table.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { FaqList } from "../components/page/faq-list.tsx";
import { PageSection } from "../components/page/page-section.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { collectionPages, guideInOrder } from "../collections/collection-pages.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/feature";
import { pageTexts } from "../i18n/page-texts.server.ts";
import { trialIncludes } from "../pricing/trial.server.ts";
import { calculatorLinks } from "../calculators/calculator-data.server.tsx";
import { calculatorPage, featureCalculators } from "../../content/calculators/keys.ts";

/** One module for the seven feature pages; the path says which feature and which language. */
export function loader(args: Route.LoaderArgs) {
  const { pageId, lang } = pageRoute(args);
  const key = featureKeys.find((feature) => featurePage[feature] === pageId);
  if (!key) throw new Response(null, { status: 404 });
  const content = featurePages[lang][key];
  // The guide's first article about this feature, where set-up starts.
  const guide = guideInOrder(lang).find((article) => article.data.feature === key);
  return {
    key,
    content,
    screens: renderFeatureScreens(content.screens),
    adminScreen: renderAdminScreen(content.adminScreen, lang, adminScreensContent[lang]),
    guidePath: guide ? collectionPages.userGuide.path(guide) : null,
    // The free trial is offered only where it shows the feature (not payroll services, which sales quote).
    inTrial: trialIncludes(key),
    // The free calculators for the figures this feature feeds (docs/calculators.md).
    calculators: calculatorLinks(lang, featureCalculators[key] ?? []),
    texts: pageTexts(lang, "featurePage"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Feature({
  loaderData: { key, content, screens, adminScreen, guidePath, inTrial, calculators },
}: Route.ComponentProps) {
  const t = useDictionary();
  const name = t.features[key].title;
  return (
    <>
      <section aria-labelledby="hero-title" className="overflow-hidden bg-surface">
        <div className="container-page grid items-center gap-10 pt-28 pb-12 md:pt-32 lg:grid-cols-[1.05fr_0.95fr] lg:pb-20">
          <div>
            <p className="eyebrow flex items-center gap-2">
              <FeatureIcon feature={key} className="size-6" />
              {content.hero.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="mt-4 text-4xl leading-[1.1] font-extrabold text-balance sm:text-5xl"
            >
              {content.hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">{content.hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <AppLink page="requestDemo" className="btn-primary px-7">
                {t.cta.requestDemo}
              </AppLink>
              {inTrial && (
                <AppLink page="registration" className="btn-ghost px-7 text-brand-700 hover:bg-brand-50">
                  {t.cta.startTrial}
                </AppLink>
              )}
            </div>
            <ul className="mt-8 grid gap-2 text-[0.95rem] font-semibold">
              {content.hero.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckIcon className="size-5 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <StaticMarkup html={screens} />
        </div>
        {/* The same work on the HR team's side: the web dashboard, under the employee's phone. */}
        <StaticMarkup html={adminScreen} className="container-page pb-16 lg:pb-24" />
      </section>

      <PageSection id="problems" eyebrow={t.featurePage.problemsEyebrow} {...content.problems}>
        {/* The workplace beside the problems on wide screens; above them, and narrower, on others. */}
        <div className="grid gap-x-12 lg:grid-cols-[5fr_6fr] lg:items-center">
          <SceneImage
            scene={content.scene.key}
            alt={content.scene.alt}
            className="mx-auto mt-12 max-w-xl rounded-3xl lg:max-w-none"
          />
          <CardGrid items={content.problems.items} className="md:max-lg:grid-cols-3" />
        </div>
      </PageSection>

      <PageSection id="steps" eyebrow={t.featurePage.stepsEyebrow} {...content.steps} tinted>
        <CardGrid
          items={content.steps.items}
          numbered
          className={content.steps.items.length === 4 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3"}
        />
      </PageSection>

      <PageSection id="details" eyebrow={t.featurePage.detailsEyebrow} {...content.details}>
        <ul className="mt-12 grid gap-x-10 gap-y-8 md:grid-balanced-2">
          {content.details.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
                <CheckIcon />
              </span>
              <div>
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-1.5 leading-relaxed text-muted">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      {content.countries && (
        <PageSection id="countries" eyebrow={t.featurePage.countriesEyebrow} {...content.countries} tinted>
          <CountryTable countries={content.countries} />
          <p className="mt-5 text-sm leading-relaxed text-muted">{content.countries.note}</p>
        </PageSection>
      )}

      {/* Right after the white "What you get" band (no countries between), it adds no gap of its own above. */}
      <section
        aria-labelledby="faq-title"
        className={content.countries ? "py-20 md:py-24" : "pb-20 md:pb-24"}
      >
        <div className="container-page grid items-start gap-10 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 id="faq-title" className="text-3xl font-extrabold text-balance">
              {fill(t.featurePage.faqTitle, { feature: name })}
            </h2>
            {guidePath && (
              <div className="mt-8 rounded-2xl bg-brand-50 p-6">
                <p className="font-bold">{t.featurePage.guideTitle}</p>
                <p className="mt-2 leading-relaxed text-muted">{t.featurePage.guideLead}</p>
                <Link
                  to={guidePath}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {t.featurePage.guideLink}
                </Link>
              </div>
            )}
            {calculators.length > 0 && (
              <div className="mt-6 rounded-2xl border border-line bg-white p-6">
                <p className="font-bold">{t.featurePage.calculatorsTitle}</p>
                <p className="mt-2 leading-relaxed text-muted">{t.featurePage.calculatorsLead}</p>
                <ul className="mt-2">
                  {calculators.map((calculator) => (
                    <li key={calculator.key}>
                      <AppLink
                        page={calculatorPage[calculator.key]}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                      >
                        {calculator.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <FaqList items={content.faq} />
        </div>
      </section>

      <section aria-labelledby="related-title" className="bg-surface py-20">
        <div className="container-page">
          <h2 id="related-title" className="text-2xl font-extrabold">
            {t.featurePage.relatedTitle}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {content.related.map((related) => (
              <RelatedFeature key={related} feature={related} />
            ))}
          </ul>
        </div>
      </section>

      <CtaBand {...content.cta} demo={t.cta.requestDemo} signup={inTrial ? t.cta.startTrial : undefined} />
    </>
  );
}

function RelatedFeature({ feature }: { feature: FeatureKey }) {
  const t = useDictionary();
  const { title, tagline } = t.features[feature];
  return (
    <li className="group relative rounded-2xl border border-line bg-white p-6 shadow-card hover:border-brand-200">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <FeatureIcon feature={feature} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-1.5 leading-relaxed text-muted">{tagline}</p>
      <AppLink
        page={featurePage[feature]}
        className="mt-4 inline-block font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
      >
        {fill(t.featurePage.relatedLink, { feature: title })}
      </AppLink>
    </li>
  );
}
