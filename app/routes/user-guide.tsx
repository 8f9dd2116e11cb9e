import { Link } from "react-router";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { guideTopics } from "../../content/guide-topics.ts";
import { PageHero } from "../components/page/page-hero.tsx";
import { ArticleSearchBox } from "../search/article-search-box.tsx";
import { collectionPages, guideInOrder } from "../collections/collection-pages.server.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { searchOnServer } from "../search/search-documents.server.ts";
import { searchDocumentsPath } from "../search/search-paths.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/user-guide";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const route = pageRoute(args);
  const { lang } = route;
  const articles = guideInOrder(lang).map((item) => ({
    slug: item.slug,
    title: item.data.title,
    description: item.data.description,
    topic: item.data.topic,
    audience: item.data.audience,
    path: collectionPages.userGuide.path(item),
  }));
  const topics = guideTopics
    .map((topic) => ({ topic, articles: articles.filter((article) => article.topic === topic) }))
    .filter((group) => group.articles.length > 0);
  return {
    content: collectionListsContent[lang].userGuide,
    topics,
    // `q` comes with the search form sent without JavaScript.
    search: searchOnServer("userGuide", lang, route.query("q") ?? ""),
    searchUrl: searchDocumentsPath("userGuide", lang),
    texts: pageTexts(lang, "guide", "search"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function UserGuide({ loaderData }: Route.ComponentProps) {
  const { content, topics, search, searchUrl } = loaderData;
  const t = useDictionary().guide;
  return (
    <>
      <PageHero title={content.title} lead={content.lead} />
      <div className="container-page pb-14">
        <ArticleSearchBox documentsUrl={searchUrl} serverSearch={search}>
          <div className="grid gap-10 pt-12 lg:grid-cols-[220px_1fr]">
            <nav aria-label={t.topics} className="self-start lg:sticky lg:top-24">
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {topics.map(({ topic }) => (
                  <li key={topic}>
                    <a
                      href={`#${topic}`}
                      className="flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-brand-50 lg:rounded-lg lg:border-0 lg:px-3"
                    >
                      {content.topics[topic]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-12">
              {topics.map(({ topic, articles }) => (
                <section key={topic} id={topic} aria-labelledby={`${topic}-title`} className="scroll-mt-24">
                  <h2 id={`${topic}-title`} className="text-2xl font-extrabold">
                    {content.topics[topic]}
                  </h2>
                  <ul className="mt-5 grid gap-4 md:grid-balanced-2">
                    {articles.map((article) => (
                      <li
                        key={article.slug}
                        className="group relative rounded-2xl border border-line bg-white p-5 shadow-card hover:border-brand-200"
                      >
                        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                          {t.audience[article.audience]}
                        </p>
                        <Link
                          to={article.path}
                          className="mt-1 block text-lg font-bold after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
                        >
                          {article.title}
                        </Link>
                        <p className="mt-1.5 text-sm leading-relaxed text-muted">{article.description}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        </ArticleSearchBox>
      </div>
    </>
  );
}
