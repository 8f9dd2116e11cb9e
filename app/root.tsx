import { lazy, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { DictionaryFallback } from "./components/errors/dictionary-fallback.tsx";
import { LastResortBoundary } from "./components/errors/last-resort-boundary.tsx";
import { NotFound } from "./components/errors/not-found.tsx";
import { ServerError } from "./components/errors/server-error.tsx";
import { SiteFooter } from "./components/footer/site-footer.tsx";
import { PageHeader, SiteHeader } from "./components/header/site-header.tsx";
import { ProgressBar } from "./components/progress-bar.tsx";
import { consentEnabled, consentFormId, consentSettings } from "./consent/load-consent.ts";
import { shellDictionary } from "./i18n/page-texts.server.ts";
import { shellWords } from "./i18n/shell-dictionary.ts";
import { reloadForChunkError } from "./navigation/chunk-reload.ts";
import { afterNextPaint } from "./navigation/after-paint.ts";
import { timings } from "./navigation/timings.ts";
import { languageOf } from "../core/routing/paths.ts";
import fontLatinFirst from "./styles/fonts/plus-jakarta-sans-latin-first.woff2?url";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  // Fetched with the stylesheet rather than after it, so the text is drawn once, in the brand font. Only
  // the first Latin face (styles/fonts.css): the rest of Latin is fetched by the pages that use it.
  { rel: "preload", href: fontLatinFirst, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  // The site's icon is written in by the server (seo/site-icon.server.ts).
];

/**
 * The page's UI strings travel with its data, so the browser only ever loads one language; the sections
 * only some pages show come with those pages' own data (page-sections.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  return { dictionary: shellDictionary(languageOf(url.pathname, url.search)) };
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error || !loaderData) return [];
  const t = shellWords(loaderData);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? t.notFound.documentTitle : t.error.documentTitle },
    { name: "robots", content: "noindex" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const error = useRouteError();
  return (
    <html lang={languageOf(pathname, search)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B6E4F" />
        <Meta />
        <Links />
      </head>
      <body>
        <ProgressBar failed={error != null} />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The chat button and the consent manager, loaded once the page has settled (app/components/after-load.tsx). */
const AfterLoad = lazy(() => import("./components/after-load.tsx"));

/**
 * Mounts AfterLoad once the page has settled. The state is this component's own, so that mounting it renders
 * nothing else again: held by the page, the visitor's first click or key re-rendered its header and footer
 * before the next paint.
 */
function AfterLoadWhenSettled() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // Pages hydrate after their load event (scripts/react-router-internals/defer-hydration.ts); the chat button and the consent
    // manager wait a moment longer, so they never compete with the page's own first load, or come at once
    // when the visitor clicks or types.
    const show = () => setLoaded(true);
    const timer = setTimeout(show, timings.afterLoadDelayMs);
    // At the first click or key, once the frame it asked for is painted: mounting costs a slow phone some
    // script time, which that frame need not wait for.
    const showAfterPaint = () => afterNextPaint(show);
    for (const type of ["pointerdown", "keydown"])
      addEventListener(type, showAfterPaint, { once: true, capture: true });
    // The cookie banner came with the page: from now on its buttons keep the choice without leaving it,
    // whether the consent manager has loaded yet or not (load-consent.ts). The press itself has started
    // loading the manager (pointerdown, keydown above).
    if (consentEnabled)
      addEventListener("submit", (event) => {
        if ((event.target as HTMLFormElement).id !== consentFormId) return;
        event.preventDefault();
        consentSettings?.open(event);
      });
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <Suspense>
      <AfterLoad />
    </Suspense>
  ) : null;
}

export default function App() {
  return (
    <>
      <PageHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter>
        <AfterLoadWhenSettled />
      </SiteFooter>
    </>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  const { pathname, search } = useLocation();
  const lang = languageOf(pathname, search);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LastResortBoundary lang={lang} texts={loaderData && shellWords(loaderData).error}>
      <DictionaryFallback lang={lang} missing={!loaderData}>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {/* Not lazy: a suspended error page would let the progress bar finish before it turns red. */}
          {notFound ? <NotFound /> : <ServerError error={error} />}
        </main>
        <SiteFooter />
      </DictionaryFallback>
    </LastResortBoundary>
  );
}
