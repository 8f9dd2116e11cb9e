import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { pageOf, pageOfMeta } from "../../core/routing/route-of.ts";
import { calculatorCards } from "../calculators/calculator-data.server.ts";
import { CalculatorList } from "../calculators/calculator-page.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { pageTexts } from "../i18n/page-texts.server.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/tools";

/** The free payroll calculators, a line each (docs/calculators.md, The pages). */
export function loader(args: Route.LoaderArgs) {
  const { lang } = pageOf(args);
  return {
    content: calculatorPagesContent[lang].index,
    calculators: calculatorCards(lang),
    texts: pageTexts(lang, "calculatorPage"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageOfMeta(args) });
}

export default function Tools({ loaderData: { content, calculators } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <section aria-label={content.name} className="pb-20 md:pb-24">
        <div className="container-page">
          <CalculatorList items={calculators} />
        </div>
      </section>
    </>
  );
}
