import type { HomeContent } from "../../../content/home/types.ts";
import { SceneImage } from "../../art/scenes/scene-image.tsx";
import { SectionHeading } from "../page/section-heading.tsx";

/** Where Regu is used: a drawn workplace per column, its caption under it. */
export function HomeWorkplaces({ content }: { content: HomeContent["workplaces"] }) {
  return (
    <section aria-labelledby="workplaces-title" className="below-fold py-20 md:py-24">
      <div className="container-page">
        <SectionHeading
          id="workplaces-title"
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
        />
        <ul className="mt-12 grid gap-10 md:grid-cols-3 md:gap-6 lg:gap-8">
          {content.items.map((item) => (
            <li key={item.scene}>
              <figure>
                <SceneImage scene={item.scene} className="rounded-2xl" />
                <figcaption className="mt-5">
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted">{item.caption}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
