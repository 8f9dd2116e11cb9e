import type { HomeContent } from "../../../content/home/types.ts";

/** Figures and a customer's words. */
export function HomeProof({ content }: { content: HomeContent["proof"] }) {
  return (
    <section aria-labelledby="proof-title" className="bg-brand-900 py-20 text-white md:py-24">
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
              className="flex flex-col rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10"
            >
              <dt className="order-2 mt-2 text-sm text-brand-100">{figure.label}</dt>
              <dd className="order-1 text-4xl font-extrabold text-accent md:text-5xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <figure className="mx-auto mt-14 max-w-3xl text-center">
          <blockquote className="text-xl leading-relaxed font-medium text-balance md:text-2xl">
            <p>“{content.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-6 text-brand-100">
            <span className="font-bold text-white">{content.quote.name}</span> · {content.quote.role},{" "}
            {content.quote.company}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
