import { blogCategories } from "../../content/blog/categories.ts";
import { formatLongDate } from "../../core/i18n/dates.ts";
import type { BlogArticleCard } from "../components/blog/blog-card.tsx";
import { blogArticlePath, blogCoverPicture, readingMinutes } from "./collection-pages.server.ts";
import type { blogArticles } from "./collections.server.ts";

/** What a card needs of an article: no body, so lists stay light. */
export function blogCard(article: (typeof blogArticles)["en"][number]): BlogArticleCard {
  return {
    key: article.slug,
    title: article.data.title,
    description: article.data.description,
    date: article.data.date,
    dateText: formatLongDate(article.data.date, article.lang),
    minutes: readingMinutes(article.html),
    category: blogCategories[article.data.category][article.lang].name,
    path: blogArticlePath(article),
    cover: blogCoverPicture(article),
  };
}
