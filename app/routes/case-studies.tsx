import { Link } from "react-router";
import { caseStudySectors } from "../../content/case-study-sectors.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import {
  caseStudyBanner,
  caseStudyImageAlt,
  caseStudyMark,
  caseStudySummary,
  collectionPages,
  withWords,
} from "../collections/collection-pages.server.ts";
import { caseStudiesFor } from "../collections/customers.server.ts";
import { cardGridSizes, ResponsivePicture } from "../components/page/responsive-picture.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { ResultFigure } from "../components/case-studies/result-figure.tsx";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/case-studies";
import { pageTexts } from "../i18n/page-texts.server.ts";

/** An industry group's address in the filter (`?industry=food-and-beverage`), from its name. */
const industrySlug = (industry: string) =>
  industry
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function loader(args: Route.LoaderArgs) {
  const route = pageRoute(args);
  const { lang } = route;
  const pages = collectionPages.caseStudies;
  // The reader's country first (app/i18n/reader-first.ts): on Indonesian pages, the Indonesian stories.
  const stories = caseStudiesFor(lang).map((item) => ({
    key: item.slug,
    name: item.data.company_name,
    industry: item.data.industry,
    // The filter's chip: the story's industry group, in the page's language (content/case-study-sectors.ts).
    industrySlug: industrySlug(caseStudySectors[item.data.sector][lang]),
    sector: caseStudySectors[item.data.sector][lang],
    // Every card has the same parts: a few words on the company (for a story without a description, its
    // first sentence) and its headline figure.
    summary: caseStudySummary(item),
    result: item.data.results[0] ?? null,
    logo: caseStudyMark(item),
    // Beside the name, not in the card's link: an uploaded logo is read out with its words; a drawing
    // is decoration, and the page's data stay as they were.
    ...withWords("logoAlt", caseStudyImageAlt(item, "logo")),
    banner: caseStudyBanner(item, [2, 1], { phoneCrop: false }),
    path: pages.path(item),
  }));
  // One chip per industry group, in the order the stories come.
  const industries = [...new Map(stories.map((story) => [story.industrySlug, story.sector]))].map(
    ([slug, name]) => ({ slug, name }),
  );
  // `industry` comes with a filter link; an unknown one shows every story.
  const requested = route.query("industry");
  const industry = industries.some((candidate) => candidate.slug === requested) ? requested : null;
  return {
    content: collectionListsContent[lang].caseStudies,
    stories,
    industries,
    industry,
    texts: pageTexts(lang, "caseStudy"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { content, stories, industries, industry } = loaderData;
  const t = useDictionary().caseStudy;
  const lang = useLang();
  const shown = industry ? stories.filter((story) => story.industrySlug === industry) : stories;
  const chip =
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white";
  return (
    <>
      <PageHero title={content.title} lead={content.lead} />
      <div className="container-page py-14">
        <nav aria-label={t.filterLabel}>
          {/* On a phone one row that scrolls sideways (a link in focus scrolls into view), not a wall of
              chips; from the medium breakpoint the chips wrap. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
            {[{ slug: null, name: t.allIndustries }, ...industries].map((option) => (
              <li key={option.slug ?? "all"} className="shrink-0">
                <Link
                  to={pathTo("caseStudies", lang, {}, option.slug ? { industry: option.slug } : {})}
                  preventScrollReset
                  aria-current={option.slug === industry}
                  className={`${chip} border-line bg-white hover:border-brand-500`}
                >
                  {option.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* One rhythm: every card the same width, row after row, the last row as long as it comes. */}
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((story, index) => (
            // The cards after the first are laid out as they near the screen, and their lazy banners
            // fetched then: the first frame draws the first card and its banner, the largest paint, alone.
            <li
              key={story.key}
              className={`group relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-card hover:border-brand-200${index === 0 ? "" : " below-fold"}`}
            >
              {/* The scene part of the banner, right of the plate with the mark: the logo follows below. The
                  first card's is in a phone's first screen, its largest paint: fetched at once, not lazily. */}
              <ResponsivePicture
                picture={story.banner}
                alt=""
                sizes={cardGridSizes}
                loading={index === 0 ? "first-screen" : "lazy"}
                className="-mx-6 -mt-6 mb-6 aspect-[2/1] w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover object-right"
              />
              {story.logo && (
                <ResponsivePicture
                  picture={story.logo}
                  alt={story.logoAlt ?? ""}
                  sizes="160px"
                  loading="eager"
                  className="mb-5 h-10 w-auto self-start"
                />
              )}
              <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{story.industry}</p>
              <h2 className="mt-1 text-xl font-bold">{story.name}</h2>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{story.summary}</p>
              {story.result && (
                <p className="mt-5 border-t border-line pt-4">
                  <span className="block text-2xl font-extrabold text-brand-700">
                    <ResultFigure value={story.result.value} />
                  </span>
                  <span className="text-sm text-muted">{story.result.label}</span>
                </p>
              )}
              <Link
                to={story.path}
                className="mt-5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
              >
                {t.readStory}
                <span className="sr-only">: {story.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
