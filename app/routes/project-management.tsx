import { projectManagementContent } from "../../content/company/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { WhatsappIcon } from "../components/art/whatsapp-icon.tsx";
import { renderPhoneScreen } from "../components/features/feature-art.server.tsx";
import type { HeaderHandle } from "../components/header/site-header.tsx";
import { CardGrid } from "../components/page/card-grid.tsx";
import { CheckIcon } from "../components/page/check-icon.tsx";
import { FaqList } from "../components/page/faq-list.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { languageOf, pathTo } from "../routing/paths.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/project-management";

// A paid-campaign landing page: one goal (a demo or a WhatsApp chat), so the header offers nothing else.
export const handle: HeaderHandle = { campaignHeader: true };

export function loader({ url }: Route.LoaderArgs) {
  const content = projectManagementContent[languageOf(url.pathname)];
  return { content, phone: renderPhoneScreen(content.screen) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return pageMeta({ ...loaderData.content.meta, pathname: location.pathname });
}

function Goals({ whatsapp, dark = false }: { whatsapp: string; dark?: boolean }) {
  const t = useDictionary();
  const lang = useLang();
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <AppLink page="requestDemo" className="btn-accent px-7">
        {t.cta.requestDemo}
      </AppLink>
      <a
        href={pathTo("conversionWa", lang)}
        target="_blank"
        rel="noopener"
        className={`btn-ghost px-7 ${dark ? "text-white hover:bg-white/10" : "text-brand-700 hover:bg-brand-50"}`}
      >
        <WhatsappIcon className="size-5" />
        {whatsapp}
        <span className="sr-only">{t.footer.newWindow}</span>
      </a>
    </div>
  );
}

export default function ProjectManagement({ loaderData: { content, phone } }: Route.ComponentProps) {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="overflow-hidden bg-[radial-gradient(120%_90%_at_85%_10%,#14936b_0%,#0b6e4f_38%,#053526_100%)] text-white"
      >
        <div className="container-page grid items-center gap-12 pt-28 pb-16 md:pt-32 lg:grid-cols-[1.15fr_0.85fr] lg:pb-20">
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-100 uppercase">{content.hero.eyebrow}</p>
            <h1
              id="hero-title"
              className="mt-4 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {content.hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-50">{content.hero.lead}</p>
            <Goals whatsapp={content.cta.whatsapp} dark />
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
      </section>

      <section aria-labelledby="problems-title" className="py-20 md:py-24">
        <div className="container-page">
          <h2 id="problems-title" className="text-center text-3xl font-extrabold tracking-tight md:text-4xl">
            {content.problems.title}
          </h2>
          <CardGrid items={content.problems.items} />
        </div>
      </section>

      <section aria-labelledby="capabilities-title" className="bg-surface py-20 md:py-24">
        <div className="container-page">
          <SectionHeading
            id="capabilities-title"
            eyebrow={content.hero.eyebrow}
            title={content.capabilities.title}
            lead={content.capabilities.lead}
          />
          <CardGrid items={content.capabilities.items} />
        </div>
      </section>

      <section aria-label={content.quote.company} className="py-20 md:py-24">
        <figure className="container-page max-w-3xl text-center">
          <blockquote className="text-2xl leading-snug font-bold text-balance md:text-3xl">
            “{content.quote.text}”
          </blockquote>
          <figcaption className="mt-6 text-muted">
            <span className="font-bold text-ink">{content.quote.name}</span> · {content.quote.role},{" "}
            {content.quote.company}
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="pm-faq-title" className="bg-surface py-20 md:py-24">
        <div className="container-page max-w-3xl">
          <h2 id="pm-faq-title" className="text-3xl font-extrabold tracking-tight">
            FAQ
          </h2>
          <FaqList className="mt-8" items={content.faq} />
        </div>
      </section>

      <section aria-labelledby="pm-cta-title" className="py-20 md:py-24">
        <div className="container-page">
          <div className="rounded-3xl bg-[linear-gradient(135deg,#0b6e4f,#053526)] px-6 py-14 text-white md:px-12">
            <h2
              id="pm-cta-title"
              className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance md:text-4xl"
            >
              {content.cta.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-brand-50">{content.cta.lead}</p>
            <Goals whatsapp={content.cta.whatsapp} dark />
          </div>
        </div>
      </section>
    </>
  );
}
