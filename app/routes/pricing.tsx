import { useState } from "react";
import { pricingContent } from "../../content/pricing/index.ts";
import { pricing, pricingTerms } from "../../content/pricing/plans.ts";
import { AppLink } from "../components/app-link.tsx";
import { FaqList } from "../components/page/faq-list.tsx";
import { PageSection } from "../components/page/page-section.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { comparisonTableHtml } from "../pricing/comparison-table.server.tsx";
import { EstimateCalculator } from "../pricing/estimate-calculator.tsx";
import { PlanCards } from "../pricing/plan-cards.tsx";
import { PricingControls } from "../pricing/pricing-controls.tsx";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { formatPrice, type Billing } from "../../core/pricing/price.ts";
import { useCurrency } from "../pricing/use-currency.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/pricing";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const content = pricingContent[lang];
  return {
    content,
    texts: pageTexts(lang, "pricingPage"),
    // The same in every currency and billing: markup, not code (comparison-table.server.tsx).
    comparisonHtml: comparisonTableHtml(content, lang),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Pricing({ loaderData: { content, comparisonHtml } }: Route.ComponentProps) {
  const { pricingPage: t, footer } = useDictionary();
  const lang = useLang();
  const [billing, setBilling] = useState<Billing>("monthly");
  const [currency, chooseCurrency] = useCurrency(content.currencyOrder[0]);

  return (
    <>
      <section aria-labelledby="pricing-title" className="bg-surface pt-28 pb-16 md:pt-32">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h1 id="pricing-title" className="text-4xl font-extrabold text-balance sm:text-5xl">
              {content.hero.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{content.hero.lead}</p>
            {/* A price question finds sales on the first screen: the corner button hides over the plan cards
                there (app/chat/use-clear-corner.ts). */}
            <a
              href={pathTo("conversionWa", lang)}
              target="_blank"
              rel="noopener"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {footer.talkToSales}
              <span className="sr-only"> {footer.newWindow}</span>
            </a>
          </div>
          <div className="mt-10">
            <PricingControls
              billing={billing}
              onBillingChange={setBilling}
              currency={currency}
              onCurrencyChange={chooseCurrency}
              content={content}
            />
          </div>
          <h2 className="sr-only">{t.plansTitle}</h2>
          <PlanCards content={content} billing={billing} currency={currency} />
          <p className="mx-auto mt-8 max-w-2xl text-center text-sm leading-relaxed text-muted">
            {fill(t.terms, pricingTerms)}
          </p>
        </div>
      </section>

      <PageSection
        id="estimate"
        eyebrow={t.estimateEyebrow}
        title={t.estimateTitle}
        lead={t.estimateLead}
        width="max-w-5xl"
      >
        <EstimateCalculator content={content} billing={billing} currency={currency} />
      </PageSection>

      <section aria-labelledby="compare-title" className="bg-surface py-20 md:py-24">
        <div className="container-page max-w-5xl">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="compare-title" className="text-3xl font-extrabold md:text-4xl">
              {content.comparison.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{content.comparison.lead}</p>
          </div>
          <StaticMarkup html={comparisonHtml} />
        </div>
      </section>

      <section aria-labelledby="payroll-title" className="py-20 md:py-24">
        <div className="container-page">
          <div className="grid items-center gap-6 rounded-3xl bg-brand-deep p-8 text-white md:grid-cols-[2fr_1fr] md:p-12">
            <div>
              <h2 id="payroll-title" className="text-3xl font-extrabold">
                {content.payroll.title}
              </h2>
              <p className="mt-4 leading-relaxed text-brand-50">
                {fill(content.payroll.body, {
                  price: formatPrice(pricing.payrollFrom[currency], currency, lang),
                })}
              </p>
            </div>
            <AppLink page="requestDemo" className="btn-accent justify-self-start px-7 md:justify-self-end">
              {content.payroll.cta}
            </AppLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="billing-faq-title" className="pb-24">
        <div className="container-page max-w-3xl">
          <h2 id="billing-faq-title" className="text-3xl font-extrabold">
            {content.faq.title}
          </h2>
          <FaqList
            className="mt-8"
            items={content.faq.items.map((item) => ({ ...item, answer: fill(item.answer, pricingTerms) }))}
          />
        </div>
      </section>
    </>
  );
}
