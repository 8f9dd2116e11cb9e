import { Link } from "react-router";
import { useConversion } from "../consent/use-conversion.ts";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { MarketingConsent, PersonFields } from "../leads/components/contact-fields.tsx";
import { LeadForm } from "../leads/components/lead-form.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { Breadcrumbs } from "../components/page/breadcrumbs.tsx";
import { renderResourceCover } from "../components/resources/resource-cover.server.tsx";
import { StaticMarkup } from "../components/static-markup.tsx";
import {
  collectionPages,
  findItem,
  languageLinksOfItem,
  previewNotice,
} from "../collections/collection-pages.server.ts";
import { handleLeadForm } from "../leads/lead-action.server.ts";
import { downloadPath } from "../../core/leads/download-path.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { servicesContext } from "../../core/services/context.ts";
import type { Route } from "./+types/resource";

const resourceForm = {
  type: "resource",
  loadSchema: () =>
    import("../../core/leads/schemas/resource-download.ts").then((module) => module.resourceDownloadSchema),
} as const;

function resourceOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const route = pageRoute(args);
  const pages = collectionPages.resources;
  const item = findItem(pages, route.lang, args.params.name);
  if (!item) throw new Response(null, { status: 404 });
  return { route, lang: route.lang, item, pages };
}

export function loader(args: Route.LoaderArgs) {
  const { route, lang, item, pages } = resourceOf(args);
  const t = dictionaries[lang];
  const words = leadPagesContent[lang].resource;
  // After the form: a signed link to the file. Only a request with one asks the server's services;
  // the prerendered page has none.
  const token = route.query("download");
  let download: { state: "ready"; href: string } | { state: "expired" } | null = null;
  if (token) {
    const check = token === "expired" ? null : args.context.get(servicesContext).downloads.verify(token);
    download =
      check?.ok && check.slug === item.slug && check.lang === lang
        ? { state: "ready", href: downloadPath(token) }
        : { state: "expired" };
  }
  return {
    ...previewNotice(item),
    lang,
    data: item.data,
    cover: renderResourceCover(item.data.kind, "h-44 w-36 shrink-0 rounded-2xl"),
    // The section titles of the PDF, so the visitor sees what is inside before giving their details.
    inside: item.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text),
    words,
    form: formWords[lang],
    kind: words.kinds[item.data.kind],
    pagesLabel: fill(words.pages, { pages: item.data.pages }),
    download,
    languageLinks: languageLinksOfItem(pages, item),
    trail: [
      { name: t.nav.home, path: pathTo("home", lang) },
      { name: t.nav.downloadResources, path: pathTo("resources", lang) },
      { name: item.data.title, path: pages.path(item) },
    ],
    more: pages.collection[lang]
      .filter((other) => other !== item)
      .map((other) => ({
        title: other.data.title,
        kind: words.kinds[other.data.kind],
        path: pages.path(other),
      })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, url } = args;
  const { lang, item } = resourceOf(args);
  const { downloads } = context.get(servicesContext);
  return handleLeadForm({
    request,
    url,
    context,
    lang,
    form: resourceForm,
    details: () => ({ slug: item.slug, title: item.data.title }),
    success: () =>
      pathTo("resource", lang, { name: item.slug }, { download: downloads.sign({ lang, slug: item.slug }) }),
  });
}

export function meta(args: Route.MetaArgs) {
  const { data, languageLinks, download } = args.loaderData;
  const tags = pageMeta({
    title: `${data.title} | Regu`,
    description: data.description,
    page: pageMatch(args),
    versions: languageLinks.versions,
  });
  // The download starts by itself, with JavaScript or without; the button below is there if it does not.
  return download?.state === "ready"
    ? [...tags, { httpEquiv: "refresh", content: `1;url=${download.href}` }]
    : tags;
}

export default function Resource({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, data, cover, inside, words, form, kind, pagesLabel, download, trail, more, previewNotice } =
    loaderData;
  // The form was sent and its download starts now: one lead, one PDF.
  useConversion((pagePath) =>
    download?.state === "ready"
      ? [
          { event: "generate_lead", form_type: "resource", language: lang, page_path: pagePath },
          {
            event: "file_download",
            file_name: `${pagePath.split("/").pop() ?? ""}.pdf`,
            file_extension: "pdf",
            language: lang,
            page_path: pagePath,
          },
        ]
      : undefined,
  );
  return (
    <article aria-labelledby="page-title">
      <header className="bg-surface pt-24 pb-14 md:pt-28">
        <div className="container-page">
          {previewNotice && <StaticMarkup html={previewNotice} />}
          <Breadcrumbs trail={trail} />
          {/* On a phone the form comes right after the summary, before the long description; from the
              large breakpoint it stands beside both. The order of the page is the order it is read in. */}
          <div className="mt-8 grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-y-8">
            <div className="lg:col-start-1">
              <p className="eyebrow">
                {kind} · {pagesLabel}
              </p>
              <h1
                id="page-title"
                className="mt-3 text-4xl leading-[1.1] font-extrabold text-balance sm:text-5xl"
              >
                {data.title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{data.summary}</p>
            </div>
            <section
              aria-labelledby="download-title"
              className="rounded-3xl border border-line bg-white p-6 shadow-card md:p-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
            >
              {download?.state === "ready" ? (
                <div role="status">
                  <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
                    <CheckIcon className="size-7" />
                  </span>
                  <h2 id="download-title" className="mt-4 text-2xl font-bold">
                    {words.ready.title}
                  </h2>
                  <p className="mt-2 leading-relaxed text-muted">{words.ready.text}</p>
                  {/* A plain link: the file is an attachment, so the page stays. */}
                  <a href={download.href} download className="btn-primary mt-6 h-12 w-full text-base">
                    {words.ready.button}
                  </a>
                </div>
              ) : (
                <>
                  <h2 id="download-title" className="text-2xl font-bold">
                    {words.formTitle}
                  </h2>
                  <p className="mt-2 mb-6 leading-relaxed text-muted">{words.formLead}</p>
                  {download?.state === "expired" && (
                    <p
                      role="status"
                      className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
                    >
                      {words.expired}
                    </p>
                  )}
                  <LeadForm
                    form={resourceForm}
                    words={form}
                    actionData={actionData}
                    submitLabel={words.submit}
                    labelledBy="download-title"
                  >
                    {(state) => (
                      <>
                        <PersonFields words={form} form={state} />
                        <MarketingConsent words={form} form={state} />
                      </>
                    )}
                  </LeadForm>
                </>
              )}
            </section>
            <div className="lg:col-start-1">
              <div className="flex flex-col gap-8 sm:flex-row">
                <StaticMarkup html={cover} className="contents" />
                <section aria-labelledby="learn-title">
                  <h2 id="learn-title" className="text-lg font-bold">
                    {words.learnTitle}
                  </h2>
                  <ul className="mt-3 space-y-2">
                    {data.learn.map((point) => (
                      <li key={point} className="flex gap-2 leading-relaxed">
                        <CheckIcon className="mt-1 size-5 shrink-0 text-brand-600" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
              <ol className="mt-10 grid gap-x-8 gap-y-2 border-t border-line pt-6 text-sm text-muted sm:grid-cols-2">
                {inside.map((heading, index) => (
                  <li key={heading} className="flex gap-3">
                    <span className="font-bold text-brand-700 tabular-nums">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    {heading}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </header>
      <section aria-labelledby="more-title" className="container-page py-14">
        <h2 id="more-title" className="text-2xl font-bold">
          {words.more}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {more.map((other) => (
            <li key={other.path} className="rounded-2xl border border-line p-5">
              <p className="text-sm font-semibold text-brand-700">{other.kind}</p>
              <Link to={other.path} className="flex min-h-11 items-center font-bold hover:underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
