import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { LinkButton } from "../newsletter/link-button.tsx";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { postedToken } from "../newsletter/link-token.server.ts";
import { fill } from "../../core/i18n/fill.ts";
import { confirmationDays } from "../../core/newsletter/confirmation-period.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { ConfirmationState } from "../../core/newsletter/newsletter-service.ts";
import { servicesContext } from "../../core/services/context.ts";
import type { Route } from "./+types/confirm-subscription";

type Outcome = ConfirmationState | "noToken";

/** What the page shows for an outcome, in the page's language. */
function view(lang: Lang, outcome: Outcome, token: string | null) {
  const content = leadPagesContent[lang].confirmSubscription;
  const shown =
    outcome === "expired"
      ? { title: content.expired.title, text: fill(content.expired.text, { days: confirmationDays }) }
      : content[outcome === "pending" ? "ask" : outcome];
  const ask = outcome === "pending" && token ? { token, ...content.ask } : undefined;
  return { meta: content.meta, outcome, shown, ask, readBlog: content.readBlog, backHome: content.backHome };
}

/**
 * Where the newsletter's confirmation mail leads (docs/product.md#confirmation). Opening the signed link
 * changes nothing: mail scanners open every link of a mail, and a stranger's sign-up must not be confirmed
 * by one. The page asks, and its button's POST confirms. A link that ran out or does not work says so at
 * once, above a form to subscribe again. Without a link (the prerendered page) it says where the link is.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRoute(args);
  const token = page.query("token");
  const state = token
    ? await args.context.get(servicesContext).newsletter.confirmationState(token)
    : "noToken";
  return view(page.lang, state, token);
}

/** The page's button: the only request that confirms. */
export async function action(args: Route.ActionArgs) {
  const page = pageRoute(args);
  const token = await postedToken(args.request, page.query("token"));
  const outcome = token ? await args.context.get(servicesContext).newsletter.confirm(token) : "noToken";
  return view(page.lang, outcome, token);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.meta, page: pageMatch(args) });
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { outcome, shown, ask, readBlog, backHome } = actionData ?? loaderData;
  const confirmed = outcome === "confirmed";
  return (
    <section aria-labelledby="page-title" className="bg-surface px-4 pt-32 pb-24 md:pt-40">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 shadow-card md:p-12">
        {confirmed && (
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
            <CheckIcon className="size-8" />
          </span>
        )}
        <h1 id="page-title" className={`${confirmed ? "mt-6 " : ""}text-3xl font-extrabold text-balance`}>
          {shown.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{shown.text}</p>
        {ask ? (
          <LinkButton token={ask.token} label={ask.button} sending={ask.sending} />
        ) : confirmed ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink page="blog" className="btn-primary px-7">
              {readBlog}
            </AppLink>
            <AppLink page="home" className="btn-ghost px-7 text-brand-700">
              {backHome}
            </AppLink>
          </div>
        ) : (
          <>
            <div className="mt-8">
              <NewsletterForm tone="light" />
            </div>
            <AppLink page="home" className="btn-ghost mt-4 px-7 text-brand-700">
              {backHome}
            </AppLink>
          </>
        )}
      </div>
    </section>
  );
}
