import type { HomeContent } from "../../../content/home/types.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { AppLink } from "../app-link.tsx";
import { QuoteCaption, type QuotePerson } from "../page/quote-caption.tsx";

/** A large opening quotation mark, drawn, above the featured quote. */
function QuoteMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 48 36" aria-hidden="true" className={className} fill="currentColor">
      <path d="M0 36V22C0 9 7 2 19 0l2 5c-7 2-10 6-10 12h9v19zm27 0V22C27 9 34 2 46 0l2 5c-7 2-10 6-10 12h9v19z" />
    </svg>
  );
}

/**
 * Figures and customers' words: the first quote large on a white card with a figure from its story, the
 * others beside it, each with the portrait, name, role and company of the person who said it (`people`,
 * in the same order).
 */
export function HomeProof({
  content,
  people,
  story,
}: {
  content: HomeContent["proof"];
  people: QuotePerson[];
  story?: { key: string; result?: { value: string; label: string } };
}) {
  const t = useDictionary().caseStudy;
  const quotes = content.quotes.map((quote, index) => ({ text: quote.text, person: people[index] }));
  const [featured, ...others] = quotes;
  return (
    <section aria-labelledby="proof-title" className="below-fold bg-brand-900 py-20 text-white md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-brand-100 uppercase">{content.eyebrow}</p>
          <h2 id="proof-title" className="mt-3 text-3xl font-extrabold text-balance md:text-4xl">
            {content.title}
          </h2>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {content.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-2xl bg-white/5 px-3 py-6 text-center ring-1 ring-white/10 sm:p-6"
            >
              <dt className="order-2 mt-2 text-sm text-brand-100">{figure.label}</dt>
              {/* Two cards a row on a phone: a figure of six characters ("15,000") fits at this size; a price's
                  currency ("Rp 15,000") is drawn small before it, so that the amount keeps its line. */}
              <dd className="order-1 text-3xl font-extrabold text-accent sm:text-4xl md:text-5xl">
                <FigureValue value={figure.value} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-14 grid gap-6 lg:grid-cols-[3fr_2fr]">
          {featured?.person && (
            <div className="flex flex-col rounded-3xl bg-white p-8 text-ink shadow-card md:p-10">
              <figure className="flex flex-1 flex-col">
                <QuoteMark className="h-8 w-auto self-start text-brand-500" />
                <blockquote className="mt-6 flex-1 text-xl leading-relaxed font-semibold md:text-[1.7rem] md:leading-snug">
                  <p>{featured.text}</p>
                </blockquote>
                <QuoteCaption person={featured.person} className="mt-8" />
              </figure>
              {story && (
                <p className="mt-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-line pt-6">
                  {story.result && (
                    <span>
                      <strong className="block text-2xl font-extrabold text-brand-700">
                        {story.result.value}
                      </strong>
                      <span className="text-sm text-muted">{story.result.label}</span>
                    </span>
                  )}
                  <AppLink
                    page="caseStudy"
                    params={{ name: story.key }}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    {t.readStory}
                    <span className="sr-only">: {featured.person.company}</span>
                    <span aria-hidden="true">→</span>
                  </AppLink>
                </p>
              )}
            </div>
          )}
          <div className="grid gap-6">
            {others.map(
              (quote) =>
                quote.person && (
                  <figure
                    key={quote.person.company}
                    className="flex flex-col rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 md:p-8"
                  >
                    <blockquote className="flex-1 text-lg leading-relaxed">
                      <p>“{quote.text}”</p>
                    </blockquote>
                    <QuoteCaption person={quote.person} dark className="mt-6" />
                  </figure>
                ),
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A figure, with a leading currency ("Rp") set smaller than the amount it names. */
function FigureValue({ value }: { value: string }) {
  const price = /^(Rp) (.+)$/.exec(value);
  if (!price) return value;
  return (
    <>
      <span className="text-lg sm:text-xl md:text-2xl">{price[1]}</span> {price[2]}
    </>
  );
}
