import { CampaignHeader } from "../components/header/campaign-header.tsx";
import { projectManagementContent } from "../../content/company/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { WhatsappIcon } from "../art/whatsapp-icon.tsx";
import { renderPhoneScreen } from "../components/features/feature-art.server.tsx";
import { renderAdminScreen } from "../art/admin/admin-screen-figure.server.tsx";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import type { HeaderHandle } from "../components/header/site-header.tsx";
import { CardGrid } from "../components/page/card-grid.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { FaqList } from "../components/page/faq-list.tsx";
import { PageSection } from "../components/page/page-section.tsx";
import { QuoteCaption } from "../components/page/quote-caption.tsx";
import { quotePortrait } from "../collections/customers.server.ts";
import { StaticMarkup } from "../components/static-markup.tsx";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/project-management";

// A paid-campaign landing page: one goal (a demo or a WhatsApp chat), so the header offers nothing else.
export const handle: HeaderHandle = { header: CampaignHeader };

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const content = projectManagementContent[lang];
  return {
    content,
    phone: renderPhoneScreen(content.screen),
    board: renderAdminScreen("projects", lang, adminScreensContent[lang], { onDark: true }),
    quoteAvatar: quotePortrait(content.quote.name, lang),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

/**
 * The page's two goals, on its dark backgrounds: a demo request, or a WhatsApp chat in a new tab. The first
 * screen leaves WhatsApp to the header's number (`whatsapp` unset): one WhatsApp prompt per screen.
 */
function Goals({ whatsapp }: { whatsapp?: string }) {
  const t = useDictionary();
  const lang = useLang();
  return (
    <>
      <AppLink page="requestDemo" className="btn-accent px-7">
        {t.cta.requestDemo}
      </AppLink>
      {whatsapp && (
        <a
          href={pathTo("conversionWa", lang)}
          target="_blank"
          rel="noopener"
          className="btn-ghost px-7 text-white hover:bg-white/10"
        >
          <WhatsappIcon className="size-5" />
          {whatsapp}
          <span className="sr-only">{t.footer.newWindow}</span>
        </a>
      )}
    </>
  );
}

export default function ProjectManagement({
  loaderData: { content, phone, board, quoteAvatar },
}: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="hero-title" className="overflow-hidden bg-hero text-white">
        <div className="container-page grid items-center gap-12 pt-28 pb-16 md:pt-32 lg:grid-cols-[1.15fr_0.85fr] lg:pb-20">
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-100 uppercase">{content.hero.eyebrow}</p>
            <h1
              id="hero-title"
              className="mt-4 text-4xl leading-[1.08] font-extrabold text-balance sm:text-5xl"
            >
              {content.hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-50">{content.hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Goals />
            </div>
            <ul className="mt-8 grid gap-2 font-semibold">
              {content.hero.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckIcon className="size-5 text-accent" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <StaticMarkup html={phone} />
        </div>
        {/* The project as the office sees it: the task board and the timeline of the web dashboard. */}
        <StaticMarkup html={board} className="container-page pb-16 lg:pb-24" />
      </section>

      <section aria-labelledby="problems-title" className="py-20 md:py-24">
        <div className="container-page">
          <h2 id="problems-title" className="text-center text-3xl font-extrabold md:text-4xl">
            {content.problems.title}
          </h2>
          <CardGrid items={content.problems.items} />
        </div>
      </section>

      <PageSection id="capabilities" eyebrow={content.hero.eyebrow} {...content.capabilities} tinted>
        <CardGrid items={content.capabilities.items} />
      </PageSection>

      <section aria-label={content.quote.company} className="py-20 md:py-24">
        <figure className="container-page max-w-3xl text-center">
          <blockquote className="text-2xl leading-snug font-bold text-balance md:text-3xl">
            “{content.quote.text}”
          </blockquote>
          <QuoteCaption person={{ ...content.quote, avatar: quoteAvatar }} className="mt-8 justify-center" />
        </figure>
      </section>

      <section aria-labelledby="pm-faq-title" className="bg-surface py-20 md:py-24">
        <div className="container-page max-w-3xl">
          <h2 id="pm-faq-title" className="text-3xl font-extrabold">
            FAQ
          </h2>
          <FaqList className="mt-8" items={content.faq} />
        </div>
      </section>

      <CtaBand title={content.cta.title} lead={content.cta.lead}>
        <Goals whatsapp={content.cta.whatsapp} />
      </CtaBand>
    </>
  );
}
