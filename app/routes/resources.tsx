import { Link } from "react-router";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { PageHero } from "../components/page/page-hero.tsx";
import { renderResourceCover } from "../components/resources/resource-cover.server.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import { collectionPages } from "../collections/collection-pages.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/resources";

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  const pages = collectionPages.resources;
  const words = leadPagesContent[lang].resource;
  return {
    content: collectionListsContent[lang].resources,
    download: words.submit,
    resources: pages.collection[lang].map((item) => ({
      slug: item.slug,
      title: item.data.title,
      description: item.data.description,
      cover: renderResourceCover(item.data.kind, "h-40 shrink-0 sm:h-auto sm:w-40"),
      kindName: words.kinds[item.data.kind],
      pages: fill(words.pages, { pages: item.data.pages }),
      path: pages.path(item),
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { content, resources, download } = loaderData;
  return (
    <>
      <PageHero title={content.title} lead={content.lead} />
      <div className="container-page py-14">
        <ul className="grid gap-6 md:grid-balanced-2">
          {resources.map((resource) => (
            <li
              key={resource.slug}
              className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-card sm:flex-row"
            >
              <StaticMarkup html={resource.cover} className="contents" />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-brand-700">
                  {resource.kindName} · {resource.pages}
                </p>
                <h2 className="mt-2 text-xl font-bold text-balance">
                  <Link to={resource.path} className="after:absolute after:inset-0 group-hover:underline">
                    {resource.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{resource.description}</p>
                <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
                  {download} →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
