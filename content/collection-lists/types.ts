import type { Template } from "../../app/i18n/fill.ts";
import type { GuideTopic } from "../guide-topics.ts";

/** The words of the collections' list pages in one language; the items come from their Markdown files. */
interface ListPage {
  meta: { title: string; description: string };
  title: string;
  lead: string;
}

export interface CollectionListsContent {
  caseStudies: ListPage;
  blog: ListPage & {
    /** The title and description of a category page; `{category}` is the category's name. */
    categoryMeta: { title: Template<"category">; description: Template<"category"> };
    categoryTitle: Template<"category">;
  };
  userGuide: ListPage & {
    topics: Record<GuideTopic, string>;
    /** The caption of an article's drawing of the app; `{screen}` is the screen's name, its app bar. */
    screenCaption: Template<"screen">;
  };
  resources: ListPage;
}
