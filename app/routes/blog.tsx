import { Link } from "react-router";
import { blogCategories, blogCategoryKeys, categoryBySlug } from "../../content/blog/categories.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { BlogCard } from "../components/blog/blog-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { ArticleSearchBox } from "../search/article-search-box.tsx";
import { blogCard } from "../collections/blog-cards.server.ts";
import { blogFeedPath, blogNewestFirst } from "../collections/collection-pages.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { searchOnServer } from "../search/search-documents.server.ts";
import { searchDocumentsPath } from "../search/search-paths.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/blog";
import { pageTexts } from "../i18n/page-texts.server.ts";

/** Articles per page of a list. */
const pageSize = 9;

/** `/blog` (English), `/blog?lang=id` (Indonesian) and `/blog/<category>`, a page at a time (`?page=2`). */
export function loader(args: Route.LoaderArgs) {
  const route = pageRoute(args);
  const { lang } = route;
  const category = args.params.category ? categoryBySlug(args.params.category) : null;
  if (args.params.category && !category) throw new Response(null, { status: 404 });

  const articles = blogNewestFirst(lang).filter(
    (article) => !category || article.data.category === category.key,
  );
  const pages = Math.max(1, Math.ceil(articles.length / pageSize));
  const pageText = route.query("page") ?? "1";
  const page = /^\d+$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1 || page > pages) throw new Response(null, { status: 404 });

  const content = collectionListsContent[lang].blog;
  const categoryName = category ? blogCategories[category.key][lang].name : null;
  return {
    lang,
    title: categoryName ? fill(content.categoryTitle, { category: categoryName }) : content.title,
    lead: content.lead,
    meta: categoryName
      ? {
          title: fill(content.categoryMeta.title, { category: categoryName }),
          description: fill(content.categoryMeta.description, { category: categoryName.toLowerCase() }),
        }
      : content.meta,
    feed: { title: content.meta.title, path: blogFeedPath(lang) },
    categories: blogCategoryKeys.map((key) => ({
      key,
      name: blogCategories[key][lang].name,
      path: pathTo("blog", lang, { category: blogCategories[key][lang].slug }),
    })),
    current: category?.key ?? null,
    articles: articles.slice((page - 1) * pageSize, page * pageSize).map(blogCard),
    page,
    pages,
    // `q` comes with the search form sent without JavaScript; the search covers every category.
    search: searchOnServer("blog", lang, route.query("q") ?? ""),
    searchUrl: searchDocumentsPath("blog", lang),
    texts: pageTexts(lang, "blog", "search"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return [
    ...pageMeta({ ...loaderData.meta, page: pageMatch(args) }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: loaderData.feed.title,
      href: loaderData.feed.path,
    },
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { lang, title, lead, categories, current, articles, page, pages, feed, search, searchUrl } =
    loaderData;
  const t = useDictionary().blog;
  const pageLink = (target: number) =>
    pathTo(
      "blog",
      lang,
      { category: current ? blogCategories[current][lang].slug : undefined },
      target > 1 ? { page: String(target) } : {},
    );
  const chip =
    "inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold hover:border-brand-500 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white";
  return (
    <>
      <PageHero title={title} lead={lead}>
        <a
          href={feed.path}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t.rss}
        </a>
      </PageHero>
      <div className="container-page pb-14">
        <ArticleSearchBox
          documentsUrl={searchUrl}
          serverSearch={search}
          hiddenFields={lang !== "en" && !current ? { lang } : {}}
        >
          <nav aria-label={t.categories} className="mt-12">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  to={pathTo("blog", lang)}
                  aria-current={current === null ? "page" : undefined}
                  className={chip}
                >
                  {t.allArticles}
                </Link>
              </li>
              {categories.map((category) => (
                <li key={category.key}>
                  <Link
                    to={category.path}
                    aria-current={category.key === current ? "page" : undefined}
                    className={chip}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="mt-10 grid gap-6 md:max-xl:grid-balanced-2 xl:grid-balanced-3">
            {/* The cards after the first are drawn as they near the screen: their covers no longer load
                in the first frame beside the page's opening words, its largest paint. */}
            {articles.map((article, index) => (
              <BlogCard key={article.key} article={article} belowFold={index > 0} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t.pagination} className="mt-12 flex items-center justify-between gap-4">
              {page > 1 ? (
                <Link to={pageLink(page - 1)} rel="prev" className="btn-ghost px-5 text-brand-700">
                  ← {t.newer}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted">{fill(t.pageOf, { page, pages })}</p>
              {page < pages ? (
                <Link to={pageLink(page + 1)} rel="next" className="btn-ghost px-5 text-brand-700">
                  {t.older} →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </ArticleSearchBox>
      </div>
    </>
  );
}
