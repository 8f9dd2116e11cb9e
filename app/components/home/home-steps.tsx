import type { HomeContent } from "../../../content/home/types.ts";
import { SectionHeading } from "../page/section-heading.tsx";

export function HomeSteps({ content }: { content: HomeContent["steps"] }) {
  return (
    <section aria-labelledby="steps-title" className="bg-surface py-20 md:py-24">
      <div className="container-page">
        <SectionHeading
          id="steps-title"
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
        />
        <ol className="mt-14 grid gap-8 md:grid-cols-2 xl:grid-cols-4">
          {content.items.map((step, index) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
