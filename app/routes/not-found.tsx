import { data } from "react-router";
import { NotFound } from "../components/errors/not-found.tsx";
import { shellWords } from "../i18n/shell-dictionary.ts";
import type { Route } from "./+types/not-found";

/** Every path no page claims: the not-found page inside the site's layout, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shellWords(matches[0].loaderData).notFound.documentTitle },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundPage() {
  return <NotFound />;
}
