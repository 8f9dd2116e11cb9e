import { useEffect } from "react";
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
import { LastResortBoundary } from "./components/errors/last-resort-boundary.tsx";
import { NotFound } from "./components/errors/not-found.tsx";
import { ServerError } from "./components/errors/server-error.tsx";
import { SiteFooter } from "./components/footer/site-footer.tsx";
import { SiteHeader } from "./components/header/site-header.tsx";
import { ProgressBar } from "./components/progress-bar.tsx";
import { dictionaries } from "./i18n/dictionary.ts";
import { reloadForChunkError } from "./navigation/chunk-reload.ts";
import { languageOf } from "./routing/paths.ts";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  const t = dictionaries[languageOf(location.pathname, location.search)];
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

export default function App() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LastResortBoundary lang={languageOf(pathname, search)}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {notFound ? <NotFound /> : <ServerError error={error} />}
      </main>
      <SiteFooter />
    </LastResortBoundary>
  );
}
