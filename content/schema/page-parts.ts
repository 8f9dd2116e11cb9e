import { group, line, list, paragraph } from "./fields.ts";

/** Parts several pages' schemas share, so that each is labelled and checked alike everywhere. */

export const metaGroup = group(
  {
    title: line({ label: "Title", hint: "The browser tab and search results." }),
    description: paragraph({ label: "Description", hint: "Under the title in search results." }),
  },
  { label: "Search and sharing" },
);

export const eyebrow = line({ label: "Eyebrow", hint: "The small line above the heading." });

/** The fields that open a section of a page: its eyebrow, heading and lead, to spread into its group. */
export const sectionOpening = {
  eyebrow,
  title: line({ label: "Heading" }),
  lead: paragraph({ label: "Lead" }),
};

export const heroGroup = group(
  {
    eyebrow,
    title: line({ label: "Headline" }),
    lead: paragraph({ label: "Lead" }),
  },
  { label: "First screen" },
);

export const ctaGroup = group(
  { title: line({ label: "Heading" }), lead: paragraph({ label: "Lead" }) },
  { label: "Call to action" },
);

export const figuresList = list(
  group({ value: line({ label: "Figure" }), label: line({ label: "What it counts" }) }, { label: "Figure" }),
  { label: "Figures" },
);

/** An item with a title and a text (a feature, a step, a value). */
export const titledText = ({ label }: { label: string }) =>
  group({ title: line({ label: "Title" }), body: paragraph({ label: "Text" }) }, { label });

/** A list of items, each a title and a text. */
export const titledTextList = ({ label }: { label: string }) =>
  list(titledText({ label: "Item" }), { label });

/** Questions a buyer asks, each answered in a few sentences. */
export const faqList = ({ hint, min, max }: { hint?: string; min?: number; max?: number } = {}) =>
  list(
    group(
      { question: line({ label: "Question" }), answer: paragraph({ label: "Answer" }) },
      { label: "Question" },
    ),
    { label: "Questions and answers", hint, min, max },
  );

/** The three short proof points ticked under a first screen's buttons. */
export const ticks = list(line({ label: "Point", hint: "At most 40 characters.", max: 40 }), {
  label: "Ticks under the buttons",
  hint: "Three short proof points.",
  min: 3,
  max: 3,
});
