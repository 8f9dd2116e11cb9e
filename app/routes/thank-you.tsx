import { thankYouContent } from "../../content/thank-you/index.ts";
import type { ThankYouPageId } from "../../content/thank-you/types.ts";
import { useConversion } from "../consent/use-conversion.ts";
import { AppLink } from "../components/app-link.tsx";
import { CheckIcon } from "../art/check-icon.tsx";
import { fill, type MayHold } from "../../core/i18n/fill.ts";
import { confirmationDays } from "../../core/newsletter/confirmation-period.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/thank-you";

/** One module for the four thank-you pages; the path says which one and in which language. */
export function loader(args: Route.LoaderArgs) {
  const page = pageRoute(args);
  const pageId = page.pageId as ThankYouPageId;
  const content = thankYouContent[page.lang][pageId];
  if (pageId !== "thankYouSubscribing") return { pageId, lang: page.lang, content };
  // How long the confirmation link works, from the constant the links and the sweep read.
  const days = (text: MayHold<"days">) => fill(text, { days: confirmationDays });
  return {
    pageId,
    lang: page.lang,
    content: { ...content, body: days(content.body), next: content.next.map(days) },
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({ ...args.loaderData.content, page: pageMatch(args) });
}

/** The lead form each thank-you page confirms, as the conversion's `form_type`. */
const formTypes = { thankYou: "contact", thankYouDemo: "demo", thankYouRegistering: "registration" } as const;

export default function ThankYou({ loaderData: { pageId, lang, content } }: Route.ComponentProps) {
  useConversion((pagePath) =>
    pageId === "thankYouSubscribing"
      ? [{ event: "sign_up", method: "newsletter", language: lang }]
      : [{ event: "generate_lead", form_type: formTypes[pageId], language: lang, page_path: pagePath }],
  );
  return (
    <section aria-labelledby="thank-you-title" className="bg-surface px-4 pt-32 pb-24 md:pt-40">
      <div className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-8 shadow-card md:p-12">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <CheckIcon className="size-8" />
        </span>
        <h1 id="thank-you-title" className="mt-6 text-3xl font-extrabold text-balance md:text-4xl">
          {content.heading}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{content.body}</p>
        <ol className="mt-8 space-y-4">
          {content.next.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-1 leading-relaxed">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <AppLink page={content.primary.page} className="btn-primary px-7">
            {content.primary.label}
          </AppLink>
          <AppLink page={content.secondary.page} className="btn-ghost px-7 text-brand-700">
            {content.secondary.label}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
