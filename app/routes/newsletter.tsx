import { data, redirect } from "react-router";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { stripControlCharacters } from "../../core/text/control-characters.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { languageOf, pathTo } from "../../core/routing/paths.ts";
import { readFormBody } from "../../core/text/read-form.server.ts";
import { subscribe } from "../../core/newsletter/subscribe.server.ts";
import { requestInfoContext, servicesContext } from "../../core/services/context.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { shellWords } from "../i18n/shell-dictionary.ts";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter without JavaScript: the footer form posts here. Errors come back on this page with the
 * address kept; success goes to the thank-you page, exactly as with JavaScript.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const lang = languageOf(url.pathname);
  const form = await readFormBody(request);
  const email = form.get("email");
  const page = form.get("page");
  const token = form.get("recaptchaToken");
  // The same limits and bot check as the JSON API: without JavaScript there is no token, so with
  // RECAPTCHA_SECRET set this page asks for it rather than becoming the way round the check.
  const result = await subscribe(context.get(servicesContext), {
    email,
    lang,
    page:
      typeof page === "string" && page.startsWith("/")
        ? stripControlCharacters(page).slice(0, 300)
        : pathTo("newsletter", lang),
    recaptchaToken: typeof token === "string" ? token : undefined,
    clientIp: context.get(requestInfoContext).clientIp,
  });
  switch (result.kind) {
    case "subscribed":
      return redirect(pathTo("thankYouSubscribing", lang), 303);
    case "invalid":
      // Shown again to be corrected, as much as any address can be: not a post stuffed to the body limit.
      return data(
        { email: typeof email === "string" ? email.slice(0, 1_000) : "", message: result.message },
        { status: 400 },
      );
    case "rate-limited":
      return data(
        { email: result.email, message: result.message },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "refused":
      return data({ email: result.email, message: result.message }, { status: 400 });
    case "unavailable":
      return data(
        { email: result.email, message: result.message },
        result.cause === "bot-check" ? { status: 503, headers: { "Retry-After": "60" } } : { status: 503 },
      );
  }
}

export function meta({ location, matches }: Route.MetaArgs) {
  const t = shellWords(matches[0].loaderData).newsletter;
  return pageMeta({ title: `${t.pageTitle} | Regu`, description: t.pageLead, pathname: location.pathname });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useDictionary().newsletter;
  return (
    <section aria-labelledby="newsletter-page-title" className="bg-surface px-4 pt-32 pb-24 md:pt-40">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 shadow-card md:p-10">
        <h1 id="newsletter-page-title" className="text-3xl font-extrabold">
          {t.pageTitle}
        </h1>
        <p className="mt-3 mb-6 text-muted">{t.pageLead}</p>
        <NewsletterForm tone="light" initialEmail={actionData?.email} initialMessage={actionData?.message} />
      </div>
    </section>
  );
}
