import type { ReactNode } from "react";
import type * as z from "zod/mini";
import { CheckIcon } from "../../art/check-icon.tsx";
import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import { LeadForm, type LeadFormProps } from "./lead-form.tsx";

type FormPageProps<Schema extends z.ZodMiniType> = Pick<
  LeadFormProps<Schema>,
  "form" | "actionData" | "children"
> & {
  /** What the page's loader gives every lead form page (lead-page.server.ts). */
  loaderData: {
    /** The page's copy (content/lead-pages): its promise, points, quote and the form card's words. */
    content: {
      hero: { eyebrow: string; title: string; lead: string };
      points: ReadonlyArray<{ title: string; text: string }>;
      quote: { text: string; person: string; role: string; company: string };
      formTitle: string;
      formLead: string;
      submit: string;
    };
    words: FormWords;
    /** The quoted person's portrait (`/avatars/<person>.svg`, or their photo), found on the server. */
    quoteAvatar: string;
  };
  /** More beside the points: the demo's agenda, the registration's login line. */
  aside?: ReactNode;
  /** Under the whole page: the contact page's offices. */
  after?: ReactNode;
};

/**
 * The page of a lead form: on a wide screen the promise on the left and the form on the right; on a
 * phone the title, then the form at once, then the reasons.
 */
export function FormPage<Schema extends z.ZodMiniType>({
  loaderData: { content, words, quoteAvatar },
  aside,
  after,
  ...leadForm
}: FormPageProps<Schema>) {
  const { hero, points, quote, formTitle, formLead, submit } = content;
  return (
    <>
      <section aria-labelledby="page-title" className="bg-surface pt-24 pb-16 md:pt-32">
        <div className="container-page grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_30rem] lg:grid-rows-[auto_1fr]">
          <div>
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1
              id="page-title"
              className="mt-3 text-4xl leading-[1.1] font-extrabold text-balance sm:text-5xl"
            >
              {hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{hero.lead}</p>
          </div>
          <section
            aria-labelledby="form-title"
            className="rounded-3xl border border-line bg-white p-6 shadow-card md:p-8 lg:row-span-2"
          >
            <h2 id="form-title" className="text-2xl font-bold">
              {formTitle}
            </h2>
            <p className="mt-2 mb-6 leading-relaxed text-muted">{formLead}</p>
            <LeadForm {...leadForm} words={words} submitLabel={submit} labelledBy="form-title" />
          </section>
          <div className="space-y-10">
            <ul className="space-y-5">
              {points.map((point) => (
                <li key={point.title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
                    <CheckIcon className="size-6" />
                  </span>
                  <div>
                    <h3 className="font-bold">{point.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            {aside}
            <figure className="rounded-2xl bg-brand-deep p-6 text-white">
              <blockquote className="text-lg leading-relaxed">“{quote.text}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3 text-sm text-brand-100">
                <img
                  src={quoteAvatar}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full"
                />
                <span>
                  <span className="block text-base font-bold text-white">{quote.person}</span>
                  {quote.role}, {quote.company}
                </span>
              </figcaption>
            </figure>
          </div>
        </div>
      </section>
      {after}
    </>
  );
}
