import { Link } from "react-router";
import { fill } from "../../../core/i18n/fill.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { cardGridSizes, ResponsivePicture, type Picture } from "../page/responsive-picture.tsx";

export interface BlogArticleCard {
  key: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** The date written out in the card's language, on the server (core/i18n/dates.ts says why). */
  dateText: string;
  minutes: number;
  category: string;
  path: string;
  cover: Picture;
}

export function BlogCard({
  article,
  headingLevel = 2,
  belowFold = false,
}: {
  article: BlogArticleCard;
  headingLevel?: 2 | 3;
  /** Laid out as it nears the screen, its lazy cover fetched then rather than in the page's first frame. */
  belowFold?: boolean;
}) {
  const t = useDictionary();
  const Heading = `h${headingLevel}` as const;
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card hover:border-brand-200${belowFold ? " below-fold" : ""}`}
    >
      <ResponsivePicture
        picture={article.cover}
        alt=""
        sizes={cardGridSizes}
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{article.category}</p>
        <Heading className="mt-2 text-lg leading-snug font-bold">
          <Link to={article.path} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{article.description}</p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={article.date}>{article.dateText}</time> ·{" "}
          {fill(t.blog.readingTime, { minutes: article.minutes })}
        </p>
      </div>
    </li>
  );
}
