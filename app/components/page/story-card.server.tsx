import { renderToStaticMarkup } from "react-dom/server";
import { dictionaries } from "../../../core/i18n/dictionaries.ts";
import { fill } from "../../../core/i18n/fill.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { cardGridSizes, ResponsivePicture, type Picture } from "./responsive-picture.tsx";
import { ResultFigure } from "../case-studies/result-figure.tsx";

export interface StoryCard {
  name: string;
  industry: string;
  country: string;
  employees: number;
  result?: { value: string; label: string };
  banner: Picture;
  /** The customer's mark, or none for a customer not named in their story. */
  logo: Picture | null;
}

/**
 * What a card pointing to a customer's story shows, inside its link: the story's banner, the mark of a
 * named customer, the industry, name, country and size, and the headline figure at the foot. Markup made
 * on the server (see StaticMarkup), so the cards cost the page no script.
 */
export function storyCardHtml(card: StoryCard, lang: Lang): string {
  const t = dictionaries[lang];
  return renderToStaticMarkup(
    <>
      <ResponsivePicture
        picture={card.banner}
        alt=""
        sizes={cardGridSizes}
        className="aspect-[2/1] w-full object-cover object-right"
      />
      <span className="flex flex-1 flex-col p-6">
        {card.logo && (
          <ResponsivePicture
            picture={card.logo}
            alt=""
            sizes="160px"
            className="mb-4 h-8 w-auto self-start"
          />
        )}
        <span className="block text-sm font-bold text-brand-700 uppercase">{card.industry}</span>
        <span className="mt-1 block text-lg font-bold group-hover:underline">{card.name}</span>
        <span className="mt-1 mb-4 block text-sm text-muted">
          {card.country} ·{" "}
          {fill(t.caseStudy.peopleCount, { count: card.employees.toLocaleString(t.meta.locale) })}
        </span>
        {/* At the foot, so the figures of cards side by side share a line. */}
        {card.result && (
          <span className="mt-auto block border-t border-line pt-4">
            <span className="block text-2xl font-extrabold text-brand-700">
              <ResultFigure value={card.result.value} />
            </span>
            <span className="mt-1 block text-sm text-muted">{card.result.label}</span>
          </span>
        )}
      </span>
    </>,
  );
}
