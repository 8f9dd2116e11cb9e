/** The FAQ page in one language: questions in groups. Both languages satisfy this type. */
export interface FaqContent {
  meta: { title: string; description: string };
  hero: { title: string; lead: string };
  groups: Array<{
    /** Stable id of the group, the same in both languages: product, pricing, security, implementation, mobile. */
    id: "product" | "pricing" | "security" | "implementation" | "mobile";
    title: string;
    items: Array<{
      /**
       * The question's address on the page (`/faq#<id>`), lowercase words joined by hyphens, written in the
       * page's language (e.g. "can-i-try-regu-for-free" / "apakah-bisa-mencoba-regu-gratis"). Unique.
       */
      id: string;
      question: string;
      /** One to three paragraphs of plain text. */
      answer: string[];
    }>;
  }>;
  /** The box at the end: still have a question? */
  contact: { title: string; lead: string };
}
