import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../components/art/check-icon.tsx";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { fill } from "../../core/i18n/fill.ts";
import { confirmationDays } from "../../core/newsletter/confirmation-period.ts";
import { pageOf, pageOfMeta } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { servicesContext } from "../../core/services/context.ts";
import type { Route } from "./+types/confirm-subscription";

/**
 * Where the newsletter's confirmation mail leads (docs/product.md#confirmation). Opening the signed link
 * confirms the subscription; a link that ran out or does not work says so, above a form to subscribe
 * again. Without a link (the prerendered page) it says where the link is.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = pageOf(args);
  const content = leadPagesContent[lang].confirmSubscription;
  const token = pageOf(args).query("token");
  const outcome = token ? await args.context.get(servicesContext).newsletter.confirm(token) : "noToken";
  const shown =
    outcome === "expired"
      ? { title: content.expired.title, text: fill(content.expired.text, { days: confirmationDays }) }
      : content[outcome];
  return { meta: content.meta, outcome, shown, readBlog: content.readBlog, backHome: content.backHome };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.meta, page: pageOfMeta(args) });
}

export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  const { outcome, shown, readBlog, backHome } = loaderData;
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
        {confirmed ? (
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
