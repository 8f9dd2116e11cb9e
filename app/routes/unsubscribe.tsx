import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../components/art/check-icon.tsx";
import { pageOf, pageOfMeta } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { servicesContext } from "../../core/services/context.ts";
import type { Route } from "./+types/unsubscribe";

type Outcome = "done" | "invalid" | "noToken";

/** Opening the link from a newsletter mail unsubscribes at once: one click, the same however often. */
async function unsubscribe(args: Route.LoaderArgs | Route.ActionArgs): Promise<Outcome> {
  const token = pageOf(args).query("token");
  if (!token) return "noToken";
  const result = await args.context.get(servicesContext).newsletter.unsubscribe(token);
  return result === "unsubscribed" ? "done" : "invalid";
}

export async function loader(args: Route.LoaderArgs) {
  const { lang } = pageOf(args);
  return { content: leadPagesContent[lang].unsubscribe, outcome: await unsubscribe(args) };
}

/** Mail clients' own button (RFC 8058 List-Unsubscribe-Post) posts to the same address. */
export async function action(args: Route.ActionArgs) {
  const { lang } = pageOf(args);
  return { content: leadPagesContent[lang].unsubscribe, outcome: await unsubscribe(args) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageOfMeta(args) });
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
