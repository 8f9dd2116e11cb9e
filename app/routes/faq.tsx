import { faqContent } from "../../content/faq/index.ts";
import { FaqPage } from "../faq/faq-page.tsx";
import { pageOf, pageOfMeta } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/faq";
import { pageTexts } from "../i18n/page-texts.server.ts";

export function loader(args: Route.LoaderArgs) {
  const route = pageOf(args);
  // `q` comes with the search form's no-JavaScript GET; the prerendered page has none.
  return {
    content: faqContent[route.lang],
    query: route.query("q") ?? "",
    texts: pageTexts(route.lang, "faqPage"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageOfMeta(args) });
}

export default function Faq({ loaderData: { content, query } }: Route.ComponentProps) {
  return <FaqPage content={content} initialQuery={query} />;
}
