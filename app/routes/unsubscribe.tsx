import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { LinkButton } from "../newsletter/link-button.tsx";
import { postedToken } from "../newsletter/link-token.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { servicesContext } from "../../core/services/context.ts";
import type { Route } from "./+types/unsubscribe";

type Outcome = "ask" | "done" | "invalid" | "noToken";

const view = (lang: Lang, outcome: Outcome, token: string | null) => ({
  content: leadPagesContent[lang].unsubscribe,
  outcome,
  token: outcome === "ask" ? token : null,
});

/**
 * The link of a newsletter mail. Opening it changes nothing: mail scanners open every link of a mail, and
 * a subscriber must not lose the newsletter to one. The page asks, and its button's POST unsubscribes;
 * a link that names nobody says so at once, and one already used says it is done.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRoute(args);
  const token = page.query("token");
  if (!token) return view(page.lang, "noToken", null);
  const state = await args.context.get(servicesContext).newsletter.unsubscribeState(token);
  return view(page.lang, state === "unknown" ? "invalid" : state === "subscribed" ? "ask" : "done", token);
}

/**
 * The page's button, and mail clients' own (RFC 8058: `List-Unsubscribe-Post` posts
 * `List-Unsubscribe=One-Click` to the link, from the mail provider's server, without an Origin).
 * Unsubscribing twice is the same as once.
 */
export async function action(args: Route.ActionArgs) {
  const page = pageRoute(args);
  const token = await postedToken(args.request, page.query("token"));
  if (!token) return view(page.lang, "noToken", null);
  const result = await args.context.get(servicesContext).newsletter.unsubscribe(token);
  return view(page.lang, result === "unsubscribed" ? "done" : "invalid", null);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content.meta, page: pageMatch(args) });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { content, outcome, token } = actionData ?? loaderData;
  const shown = content[outcome];
  return (
    <section aria-labelledby="page-title" className="bg-surface px-4 pt-32 pb-24 md:pt-40">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 shadow-card md:p-12">
        {outcome === "done" && (
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
            <CheckIcon className="size-8" />
          </span>
        )}
        <h1
          id="page-title"
          className={`${outcome === "done" ? "mt-6 " : ""}text-3xl font-extrabold text-balance`}
        >
          {shown.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{shown.text}</p>
        {token ? (
          <LinkButton token={token} label={content.ask.button} sending={content.ask.sending} />
        ) : (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink page="home" className="btn-primary px-7">
              {content.backHome}
            </AppLink>
            <AppLink page="newsletter" className="btn-ghost px-7 text-brand-700">
              {content.resubscribe}
            </AppLink>
          </div>
        )}
      </div>
    </section>
  );
}
