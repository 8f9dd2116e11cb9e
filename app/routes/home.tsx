import { homeContent } from "../../content/home/index.ts";
import type { HeaderHandle } from "../components/header/site-header.tsx";
import { renderHomeArt } from "../components/home/home-art.server.tsx";
import { HomeApps } from "../components/home/home-apps.tsx";
import { HomeFeatures } from "../components/home/home-features.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { HomeHero } from "../components/home/home-hero.tsx";
import { pictureOfField } from "../media/media.server.ts";
import { HomeLogos } from "../components/home/home-logos.tsx";
import { HomeProof } from "../components/home/home-proof.tsx";
import { HomeSteps } from "../components/home/home-steps.tsx";
import { HomeWorkplaces } from "../components/home/home-workplaces.tsx";
import { caseStudyOf, quotePerson } from "../collections/customers.server.ts";
import { countryCodeOf, readerFirst } from "../i18n/reader-first.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import type { Route } from "./+types/home";
import { pageTexts } from "../i18n/page-texts.server.ts";

export const handle: HeaderHandle = { transparentHeader: true };

// Only the visitor's language travels with the page; the other stays on the server.
export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const content = homeContent[lang];
  // The reader's country first, as every list of customers (app/i18n/reader-first.ts).
  const quotes = readerFirst(content.proof.quotes, lang, (quote) =>
    countryCodeOf(caseStudyOf(quote.customer, lang).data.country, lang),
  );
  const quotePeople = quotes.map((quote) => quotePerson(quote.customer, lang));
  // The first quote's story, with its headline figure, under it.
  const story = quotes[0] && {
    key: quotes[0].customer,
    result: caseStudyOf(quotes[0].customer, lang).data.results[0],
  };
  const { photo, ...hero } = content.hero;
  const heroPhoto = pictureOfField(
    `content/home/${lang}.yaml`,
    "hero.photo",
    { path: photo, alt: hero.photoAlt },
    [4, 5],
  );
  return {
    // The photo goes as its picture; the path of its original is no business of the browser's.
    content: { ...content, hero, proof: { ...content.proof, quotes } },
    art: renderHomeArt(content, lang, heroPhoto),
    quotePeople,
    story,
    texts: pageTexts(lang, "caseStudy"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Home({ loaderData: { content, art, quotePeople, story } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero content={content.hero} phone={art.heroPhone} />
      <HomeLogos
        label={content.proof.logosLabel}
        unnamedLabel={content.proof.unnamedLabel}
        logos={art.customerLogos}
        unnamed={art.unnamedStories}
      />
      <HomeFeatures content={content.features} screen={art.adminScreen} />
      <HomeWorkplaces content={content.workplaces} />
      <HomeSteps content={content.steps} />
      <HomeProof content={content.proof} people={quotePeople} story={story} />
      <HomeApps content={content.apps} />
      <CtaBand {...content.cta} />
    </>
  );
}
