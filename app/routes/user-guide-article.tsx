import { Link } from "react-router";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { featurePage } from "../../content/features.ts";
import { AppLink } from "../components/app-link.tsx";
import { withGuideScreen } from "../art/guide-screen.server.tsx";
import { Breadcrumbs } from "../components/page/breadcrumbs.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import {
  collectionPages,
  findItem,
  guideInOrder,
  languageLinksOfItem,
  previewNotice,
} from "../collections/collection-pages.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/user-guide-article";
import { ContentsNav } from "../components/page/contents-nav.tsx";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const pages = collectionPages.userGuide;
  const item = findItem(pages, lang, args.params.slug);
  if (!item) throw new Response(null, { status: 404 });
  const lists = collectionListsContent[lang].userGuide;
  const inOrder = guideInOrder(lang);
  const index = inOrder.indexOf(item);
  const neighbour = (other: (typeof inOrder)[number] | undefined) =>
    other ? { title: other.data.title, path: pages.path(other) } : null;
  // The screen reaches the page only as its drawing, set in the article's body.
  const { screen, ...data } = item.data;
  return {
    ...previewNotice(item),
    data,
    html: withGuideScreen(item.html, screen, fill(lists.screenCaption, { screen: screen.title })),
    contents: item.headings.filter((heading) => heading.depth === 2),
    languageLinks: languageLinksOfItem(pages, item),
    previous: neighbour(inOrder[index - 1]),
    next: neighbour(inOrder[index + 1]),
    topicName: lists.topics[item.data.topic],
    trail: [
      { name: dictionaries[lang].nav.home, path: pathTo("home", lang) },
      { name: lists.title, path: pathTo("userGuide", lang) },
      { name: item.data.title, path: pages.path(item) },
    ],
    texts: pageTexts(lang, "guide"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { data, languageLinks } = args.loaderData;
  return pageMeta({
    title: `${data.title} | Regu`,
    description: data.description,
    page: pageMatch(args),
    versions: languageLinks.versions,
  });
}

export default function UserGuideArticle({ loaderData }: Route.ComponentProps) {
  const { data, html, contents, previous, next, topicName, trail, previewNotice } = loaderData;
  const t = useDictionary();
  return (
    <article aria-labelledby="page-title">
      <header className="bg-surface pt-24 pb-10 md:pt-28">
        <div className="container-page max-w-5xl">
          {previewNotice && <StaticMarkup html={previewNotice} />}
          <Breadcrumbs trail={trail} />
          <p className="eyebrow mt-8">
            {topicName} · {t.guide.audience[data.audience]}
          </p>
          <h1 id="page-title" className="mt-2 text-4xl font-extrabold text-balance">
            {data.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{data.description}</p>
          {data.feature && (
            <AppLink
              page={featurePage[data.feature]}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {fill(t.guide.featureLink, { feature: t.features[data.feature].title })}
            </AppLink>
          )}
        </div>
      </header>
      <div className="container-page grid max-w-5xl gap-10 py-12 lg:grid-cols-[220px_1fr]">
        <ContentsNav title={t.guide.contents} headings={contents} />
        <div>
          <div className="prose-document" dangerouslySetInnerHTML={{ __html: html }} />
          <nav
            aria-label={t.guide.pager}
            className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
          >
            {previous && (
              <Link
                to={previous.path}
                rel="prev"
                className="rounded-2xl border border-line p-5 hover:border-brand-500"
              >
                <span className="block text-sm text-muted">← {t.guide.previous}</span>
                <span className="mt-1 block font-bold">{previous.title}</span>
              </Link>
            )}
            {next && (
              <Link
                to={next.path}
                rel="next"
                className="rounded-2xl border border-line p-5 text-right hover:border-brand-500 sm:col-start-2"
              >
                <span className="block text-sm text-muted">{t.guide.next} →</span>
                <span className="mt-1 block font-bold">{next.title}</span>
              </Link>
            )}
          </nav>
        </div>
      </div>
    </article>
  );
}
