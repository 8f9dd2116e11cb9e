import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { calculatorCardsMarkup } from "../calculators/calculator-data.server.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/tools";

/** The free payroll calculators, a line each (docs/calculators.md, The pages). */
export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  return {
    content: calculatorPagesContent[lang].index,
    // Links and words only: markup, so the page's script is the site's alone.
    cards: calculatorCardsMarkup(lang),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Tools({ loaderData: { content, cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <section aria-label={content.name} className="pb-20 md:pb-24">
        <div className="container-page">
          <StaticMarkup html={cards} />
        </div>
      </section>
    </>
  );
}
