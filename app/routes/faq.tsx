import { useEffect, useState } from "react";
import { faqContent } from "../../content/faq/index.ts";
import { brand } from "../../content/brand.ts";
import { FaqList } from "../components/page/faq-list.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { SearchField } from "../search/search-field.tsx";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { matchesAll, searchWords } from "../search/match-text.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/faq";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const route = pageRoute(args);
  // `q` comes with the search form's no-JavaScript GET; the prerendered page has none.
  return {
    content: faqContent[route.lang],
    query: route.query("q") ?? "",
    texts: pageTexts(route.lang, "faqPage"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

/** WhatsApp and the support mailbox: where a question the page does not answer goes. */
function ContactLinks() {
  const t = useDictionary();
  const lang = useLang();
  return (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row">
      <a href={pathTo("conversionWa", lang)} target="_blank" rel="noopener" className="btn-primary px-6">
        WhatsApp <span className="sr-only">{t.footer.newWindow}</span>
      </a>
      <a href={`mailto:${brand.supportEmail}`} className="btn-ghost px-6 text-brand-700 hover:bg-white">
        {brand.supportEmail}
      </a>
    </div>
  );
}

/** Opens the question the address points at (`/faq#<id>`) and brings it into view. */
function useOpenHashTarget() {
  useEffect(() => {
    function openTarget() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView();
        target.querySelector("summary")?.focus({ preventScroll: true });
      }
    }
    openTarget();
    window.addEventListener("hashchange", openTarget);
    return () => window.removeEventListener("hashchange", openTarget);
  }, []);
}

export default function Faq({ loaderData: { content, query: initialQuery } }: Route.ComponentProps) {
  const t = useDictionary();
  const [query, setQuery] = useState(initialQuery);
  useOpenHashTarget();

  const words = searchWords(query);
  const groups = content.groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => matchesAll(`${item.question} ${item.answer.join(" ")}`, words)),
  }));
  const total = content.groups.reduce((sum, group) => sum + group.items.length, 0);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <>
      <PageHero title={content.hero.title} lead={content.hero.lead}>
        <SearchField
          label={t.faqPage.searchLabel}
          placeholder={t.faqPage.searchPlaceholder}
          submit={t.faqPage.searchSubmit}
          value={query}
          onChange={setQuery}
        />
        <p role="status" className="mt-4 min-h-6 text-sm text-muted">
          {words.length > 0 && count > 0 ? fill(t.faqPage.matches, { count, total }) : ""}
        </p>
      </PageHero>

      <div className="container-page grid gap-10 py-16 lg:grid-cols-[220px_1fr]">
        <nav aria-label={t.faqPage.topics} className="self-start lg:sticky lg:top-24">
          <p className="eyebrow">{t.faqPage.topics}</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {content.groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-brand-50 lg:rounded-lg lg:border-0 lg:px-3"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {count === 0 && (
            <div className="rounded-2xl border border-line bg-white p-6 shadow-card">
              <p className="font-semibold">{fill(t.faqPage.noMatches, { query: query.trim() })}</p>
              <ContactLinks />
            </div>
          )}
          {groups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-title`}
              hidden={group.items.length === 0}
              className="scroll-mt-24"
            >
              <h2 id={`${group.id}-title`} className="text-2xl font-extrabold">
                {group.title}
              </h2>
              <FaqList className="mt-5" items={group.items} permalinkLabel={t.faqPage.permalink} />
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="faq-contact-title" className="pb-24">
        <div className="container-page">
          <div className="rounded-3xl bg-brand-50 p-8 text-center md:p-12">
            <h2 id="faq-contact-title" className="text-2xl font-extrabold md:text-3xl">
              {content.contact.title}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-muted">{content.contact.lead}</p>
            <div className="flex justify-center">
              <ContactLinks />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
