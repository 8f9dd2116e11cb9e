import { formatLongDate } from "../../core/i18n/dates.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { legalDocuments } from "../legal/documents.server.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/legal";
import { ContentsNav } from "../components/page/contents-nav.tsx";

/** The privacy policy and the terms: one module, the path says which document and which language. */
export function loader(args: Route.LoaderArgs) {
  const { pageId, lang } = pageRoute(args);
  if (pageId !== "privacy" && pageId !== "terms") throw new Response(null, { status: 404 });
  const { data, html, headings } = legalDocuments[pageId][lang];
  return {
    data,
    updated: formatLongDate(data.updated, lang),
    html,
    contents: headings.filter((heading) => heading.depth === 2),
  };
}

export function meta(args: Route.MetaArgs) {
  const { title, description } = args.loaderData.data;
  return pageMeta({ title: `${title} | Regu`, description, page: pageMatch(args) });
}

export default function Legal({ loaderData: { data, updated, html, contents } }: Route.ComponentProps) {
  const t = useDictionary();

  return (
    <article aria-labelledby="page-title">
      <header className="bg-surface pt-28 pb-12 md:pt-36">
        <div className="container-page max-w-5xl">
          <h1 id="page-title" className="text-4xl font-extrabold sm:text-5xl">
            {data.title}
          </h1>
          <p className="mt-4 text-muted">
            <time dateTime={data.updated}>{fill(t.legal.updated, { date: updated })}</time>
          </p>
        </div>
      </header>
      <div className="container-page grid max-w-5xl gap-10 py-12 lg:grid-cols-[240px_1fr] lg:py-16">
        <ContentsNav title={t.legal.contents} headings={contents} />
        <div className="prose-document" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}
