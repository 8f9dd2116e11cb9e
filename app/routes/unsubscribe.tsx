import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../components/art/check-icon.tsx";
import { languageOf } from "../routing/paths.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { servicesContext } from "../services/context.ts";
import type { Route } from "./+types/unsubscribe";

type Outcome = "done" | "invalid" | "noToken";

/** Opening the link from a newsletter mail unsubscribes at once: one click, the same however often. */
async function unsubscribe(url: URL, context: Route.LoaderArgs["context"]): Promise<Outcome> {
  const token = url.searchParams.get("token");
  if (!token) return "noToken";
  const result = await context.get(servicesContext).newsletter.unsubscribe(token);
  return result === "unsubscribed" ? "done" : "invalid";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = languageOf(url.pathname);
  return { content: leadPagesContent[lang].unsubscribe, outcome: await unsubscribe(url, context) };
}

/** Mail clients' own button (RFC 8058 List-Unsubscribe-Post) posts to the same address. */
export async function action({ url, context }: Route.ActionArgs) {
  const lang = languageOf(url.pathname);
  return { content: leadPagesContent[lang].unsubscribe, outcome: await unsubscribe(url, context) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return pageMeta({ ...loaderData.content.meta, pathname: location.pathname });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { content, outcome } = actionData ?? loaderData;
  const shown = content[outcome];
  return (
    <section aria-labelledby="page-title" className="bg-surface px-4 pt-32 pb-24 md:pt-40">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 shadow-card md:p-12">
        {outcome === "done" && (
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
            <CheckIcon className="size-8" />
          </span>
        )}
        <h1 id="page-title" className="mt-6 text-3xl font-extrabold text-balance">
          {shown.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{shown.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <AppLink page="home" className="btn-primary px-7">
            {content.backHome}
          </AppLink>
          <AppLink page="newsletter" className="btn-ghost px-7 text-brand-700">
            {content.resubscribe}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
