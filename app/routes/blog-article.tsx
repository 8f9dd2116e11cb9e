import { blogCategories, categoryBySlug } from "../../content/blog/categories.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { BlogCard } from "../components/blog/blog-card.tsx";
import { ResponsivePicture } from "../components/page/responsive-picture.tsx";
import { Breadcrumbs } from "../components/page/breadcrumbs.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { siteConfig } from "../../core/config/site.ts";
import { blogCard } from "../collections/blog-cards.server.ts";
import {
  blogCoverPicture,
  blogFeedPath,
  blogNewestFirst,
  collectionPages,
  findItem,
  languageLinksOfItem,
  previewNotice,
  readingMinutes,
} from "../collections/collection-pages.server.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formatLongDate } from "../../core/i18n/dates.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { logoPath } from "../../core/routing/endpoints.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/blog-article";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const pages = collectionPages.blog;
  const category = categoryBySlug(args.params.category);
  const article = category ? findItem(pages, lang, args.params.id) : null;
  // The category in the address must be the article's own: one article, one address.
  if (!category || !article || article.data.category !== category.key) {
    throw new Response(null, { status: 404 });
  }
  const newest = blogNewestFirst(lang).filter((other) => other !== article);
  const sameCategory = newest.filter((other) => other.data.category === article.data.category);
  const related = [...sameCategory, ...newest.filter((other) => !sameCategory.includes(other))].slice(0, 3);
  const categoryName = blogCategories[category.key][lang].name;
  // The cover goes as its picture below; the path of its original is no business of the browser's.
  const { cover, ...data } = article.data;
  const coverPicture = blogCoverPicture(article);
  return {
    ...previewNotice(article),
    data,
    html: article.html,
    path: pages.path(article),
    // A cover photo shows under the title; the drawn cover, which sets the title again, is for the cards
    // and for sharing only: the article's first screen is its title, its summary and its first lines.
    photo: cover ? coverPicture : undefined,
    image: coverPicture.src,
    dateText: formatLongDate(article.data.date, lang),
    minutes: readingMinutes(article.html),
    categoryName,
    languageLinks: languageLinksOfItem(pages, article),
    feed: { title: collectionListsContent[lang].blog.meta.title, path: blogFeedPath(lang) },
    related: related.map(blogCard),
    trail: [
      { name: dictionaries[lang].nav.home, path: pathTo("home", lang) },
      { name: dictionaries[lang].nav.blog, path: pathTo("blog", lang) },
      { name: categoryName, path: pathTo("blog", lang, { category: args.params.category }) },
      { name: article.data.title, path: pages.path(article) },
    ],
    texts: pageTexts(lang, "blog", "caseStudy"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { data, languageLinks, feed } = args.loaderData;
  return [
    ...pageMeta({
      title: `${data.title} | Regu`,
      description: data.description,
      page: pageMatch(args),
      versions: languageLinks.versions,
    }),
    { property: "article:published_time", content: data.date },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.path },
  ];
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { data, html, path, photo, image, dateText, minutes, categoryName, related, trail, previewNotice } =
    loaderData;
  const t = useDictionary();
  return (
    <>
      <article aria-labelledby="page-title">
        <header className="bg-surface pt-24 pb-10 md:pt-28">
          <div className="container-page max-w-4xl">
            {previewNotice && <StaticMarkup html={previewNotice} />}
            <Breadcrumbs trail={trail} />
            <p className="eyebrow mt-8">{categoryName}</p>
            <h1 id="page-title" className="mt-2 text-4xl font-extrabold text-balance sm:text-5xl">
              {data.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{data.description}</p>
            <p className="mt-6 text-sm text-muted">
              <span className="font-semibold text-ink">
                {fill(t.blog.by, { author: data.author, role: data.authorRole })}
              </span>
              {" · "}
              <time dateTime={data.date}>{dateText}</time> · {fill(t.blog.readingTime, { minutes })}
            </p>
            {photo && (
              <ResponsivePicture
                picture={photo}
                alt={data.coverAlt ?? ""}
                sizes="(min-width: 768px) 576px, calc(100vw - 2rem)"
                loading="first-screen"
                className="mt-8 aspect-[40/21] w-full max-w-xl rounded-2xl object-cover shadow-card"
              />
            )}
          </div>
        </header>
        <div className="container-page max-w-4xl pt-10 pb-16">
          <div className="prose-document mx-auto" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: data.title,
            description: data.description,
            datePublished: data.date,
            image: `${siteConfig.SITE_URL}${image}`,
            author: { "@type": "Person", name: data.author, jobTitle: data.authorRole },
            publisher: { "@type": "Organization", name: "Regu", logo: `${siteConfig.SITE_URL}${logoPath}` },
            mainEntityOfPage: `${siteConfig.SITE_URL}${path}`,
            inLanguage: t.meta.locale,
          }}
        />
      </article>
      <section aria-labelledby="related-title" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="related-title" className="text-2xl font-extrabold">
            {t.blog.related}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((article) => (
              <BlogCard key={article.key} article={article} headingLevel={3} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        title={t.caseStudy.ctaTitle}
        lead={t.caseStudy.ctaLead}
        demo={t.cta.requestDemo}
        signup={t.cta.startTrial}
      />
    </>
  );
}
