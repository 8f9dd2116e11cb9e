import { featurePage } from "../../content/features.ts";
import { AppLink } from "../components/app-link.tsx";
import { FeatureIcon } from "../art/feature-icon.tsx";
import { Breadcrumbs } from "../components/page/breadcrumbs.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { QuoteCaption } from "../components/page/quote-caption.tsx";
import {
  caseStudyBanner,
  caseStudyImageAlt,
  caseStudyMark,
  withWords,
  caseStudyPageData,
  collectionPages,
  findItem,
  languageLinksOfItem,
  previewNotice,
} from "../collections/collection-pages.server.ts";
import { ResponsivePicture } from "../components/page/responsive-picture.tsx";
import { storyCardHtml } from "../components/page/story-card.server.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { caseStudiesFor, caseStudyPerson } from "../collections/customers.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/case-study";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const pages = collectionPages.caseStudies;
  const item = findItem(pages, lang, args.params.name);
  if (!item) throw new Response(null, { status: 404 });
  const { data } = item;
  const t = dictionaries[lang];
  const figures = data.results.map((result) => `${result.value} ${result.label}`).join("; ");
  return {
    ...previewNotice(item),
    data: caseStudyPageData(item),
    // Written out here, not in the page: the browser would load its locale data for one number.
    employees: data.employees.toLocaleString(t.meta.locale),
    banner: caseStudyBanner(item, [3, 1]),
    // Only an uploaded photo has words; a drawing is decoration, and its pages' data stay as they were.
    ...withWords("bannerAlt", caseStudyImageAlt(item, "banner")),
    html: item.html,
    person: caseStudyPerson(item),
    languageLinks: languageLinksOfItem(pages, item),
    title: fill(t.caseStudy.metaTitle, { company: data.company_name }),
    // The description card is empty for one customer (docs/product.md, Content the site must carry); its
    // figures describe it instead.
    description: data.desc || `${data.company_name}, ${data.industry}, ${data.country}: ${figures}.`,
    trail: [
      { name: t.nav.home, path: pathTo("home", lang) },
      { name: t.nav.caseStudies, path: pathTo("caseStudies", lang) },
      { name: data.company_name, path: pages.path(item) },
    ],
    // The reader's country first, as on the list (app/i18n/reader-first.ts).
    more: caseStudiesFor(lang)
      .filter((other) => other.slug !== item.slug)
      .slice(0, 3)
      // Each with its picture, its mark if the customer is named, where it works and its headline figure:
      // a card a reader can weigh before opening it.
      .map((other) => ({
        key: other.slug,
        html: storyCardHtml(
          {
            name: other.data.company_name,
            industry: other.data.industry,
            country: other.data.country,
            employees: other.data.employees,
            result: other.data.results[0],
            // The scene right of the plate at every width, as on the index: the card's own logo follows, and
            // the phone crop, its plate in the corner, would show the mark twice and lose the plate's top.
            banner: caseStudyBanner(other, [2, 1], { phoneCrop: false }),
            logo: caseStudyMark(other),
          },
          lang,
        ),
      })),
    texts: pageTexts(lang, "caseStudy"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { title, description, languageLinks } = args.loaderData;
  return pageMeta({ title, description, page: pageMatch(args), versions: languageLinks.versions });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { data, employees, banner, bannerAlt, html, person, trail, more, previewNotice } = loaderData;
  const t = useDictionary();
  const facts = [
    [t.caseStudy.industry, data.industry],
    [t.caseStudy.country, data.country],
    [t.caseStudy.employees, employees],
  ] as const;
  return (
    <article aria-labelledby="page-title" className={data.subcontainer_class}>
      <header className="bg-surface pt-24 md:pt-28">
        <div className="container-page">
          {previewNotice && <StaticMarkup html={previewNotice} />}
          <Breadcrumbs trail={trail} />
          <ResponsivePicture
            picture={banner}
            alt={bannerAlt ?? ""}
            sizes="(min-width: 1200px) 1136px, calc(100vw - 2rem)"
            loading="first-screen"
            className="mt-6 aspect-[8/5] w-full rounded-3xl object-cover sm:aspect-[3/1]"
          />
          {/* Without a description the facts sit in a row under the name, leaving no empty column. */}
          <div className={`grid gap-8 py-10 ${data.desc ? "lg:grid-cols-[2fr_1fr]" : ""}`}>
            <div>
              <h1 id="page-title" className="text-4xl font-extrabold text-balance sm:text-5xl">
                {data.company_name}
              </h1>
              {data.desc && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{data.desc}</p>}
            </div>
            <dl
              data-launcher-clear=""
              className={`grid gap-4 self-start rounded-2xl border border-line bg-white p-6 shadow-card ${data.desc ? "" : "sm:grid-cols-3"}`}
            >
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="font-bold">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </header>

      <section aria-labelledby="results-title" className="container-page py-12">
        <h2 id="results-title" className="sr-only">
          {t.caseStudy.resultsTitle}
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {data.results.map((result) => (
            <li key={result.label} className="rounded-2xl bg-brand-50 p-6">
              <p className="text-3xl font-extrabold text-brand-700">{result.value}</p>
              <p className="mt-1 text-muted">{result.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page grid gap-12 pb-16 lg:grid-cols-[2fr_1fr]">
        <div className="prose-document" dangerouslySetInnerHTML={{ __html: html }} />
        <aside className="space-y-8 self-start">
          <figure className="rounded-2xl bg-brand-700 p-6 text-white">
            <blockquote className="text-lg leading-snug font-bold">“{data.quote}”</blockquote>
            <QuoteCaption person={person} dark className="mt-5" />
          </figure>
          <div>
            <h2 className="font-bold">{t.caseStudy.featuresUsed}</h2>
            <ul className="mt-2">
              {data.features.map((feature) => (
                <li key={feature}>
                  <AppLink
                    page={featurePage[feature]}
                    className="flex min-h-11 items-center gap-3 font-semibold text-brand-700 hover:underline"
                  >
                    <FeatureIcon feature={feature} className="size-5" />
                    {t.features[feature].title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>

      <section aria-labelledby="more-title" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="more-title" className="text-2xl font-extrabold">
            {t.caseStudy.moreStories}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {more.map((story) => (
              <li key={story.key}>
                <AppLink
                  page="caseStudy"
                  params={{ name: story.key }}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card hover:border-brand-200"
                >
                  <StaticMarkup html={story.html} className="flex flex-1 flex-col" />
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        title={t.caseStudy.ctaTitle}
        lead={t.caseStudy.ctaLead}
        demo={t.cta.requestDemo}
        signup={t.cta.startTrial}
      />
    </article>
  );
}
