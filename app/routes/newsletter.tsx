import { data, redirect } from "react-router";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { stripControlCharacters } from "../../core/text/control-characters.ts";
import { validateNewsletter } from "../../core/newsletter/newsletter.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { languageOf, pathTo } from "../../core/routing/paths.ts";
import { fill } from "../../core/i18n/fill.ts";
import { readFormBody } from "../../core/text/read-form.server.ts";
import { describeError } from "../../core/services/mask.ts";
import { retryAfterMinutes } from "../../core/limits/rate-limit.server.ts";
import { screenSignUp } from "../../core/newsletter/bot-screen.server.ts";
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
  const t = dictionaries[lang].newsletter;
  const form = await readFormBody(request);
  const email = form.get("email");
  const page = form.get("page");
  const result = validateNewsletter({ email });
  if (!result.ok) {
    const message = result.error === "empty" ? t.emptyEmail : t.wrongFormat;
    // Shown again to be corrected, as much as any address can be: not a post stuffed to the body limit.
    return data({ email: typeof email === "string" ? email.slice(0, 1_000) : "", message }, { status: 400 });
  }
  const services = context.get(servicesContext);
  try {
    // The same limits as the JSON API: per IP and per address.
    const limit = await services.rateLimiter.consumeForm(
      "newsletter",
      context.get(requestInfoContext).clientIp,
      result.data.email,
    );
    if (!limit.ok) {
      const message = fill(t.tooMany, { minutes: retryAfterMinutes(limit.retryAfterSeconds) });
      return data(
        { email: result.data.email, message },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    // The same bot check as the API: without JavaScript there is no token, so with RECAPTCHA_SECRET set
    // this page asks for it rather than becoming the way round the check.
    const token = form.get("recaptchaToken");
    const screened = await screenSignUp(
      services.botCheck,
      typeof token === "string" && token !== "" ? token : undefined,
      context.get(requestInfoContext).clientIp,
    );
    if (screened === "refused") {
      return data({ email: result.data.email, message: t.notAPerson }, { status: 400 });
    }
    if (screened === "unavailable") {
      return data(
        { email: result.data.email, message: t.unavailable },
        { status: 503, headers: { "Retry-After": "60" } },
      );
    }
    await services.newsletter.subscribe({
      email: result.data.email,
      lang,
      page:
        typeof page === "string" && page.startsWith("/")
          ? stripControlCharacters(page).slice(0, 300)
          : pathTo("newsletter", lang),
    });
  } catch (error) {
    services.log.error(`newsletter: could not store a subscriber: ${describeError(error)}`);
    return data({ email: result.data.email, message: t.unavailable }, { status: 503 });
  }
  return redirect(pathTo("thankYouSubscribing", lang), 303);
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
