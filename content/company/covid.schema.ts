import { group, line, list, paragraph } from "../schema/fields.ts";
import { ctaGroup, heroGroup, metaGroup, titledTextList } from "../schema/page-parts.ts";

/** The workplace-health page in one language (`content/company/covid.<lang>.yaml`). */
export const covidSchema = group(
  {
    meta: metaGroup,
    hero: heroGroup,
    intro: paragraph({ label: "Introduction", hint: "Why it still matters: one paragraph." }),
    practices: list(
      group(
        {
          title: line({ label: "Title" }),
          body: paragraph({ label: "Text" }),
          points: list(paragraph({ label: "Point" }), { label: "Points" }),
        },
        { label: "Practice" },
      ),
      { label: "Practices" },
    ),
    playbook: group(
      {
        title: line({ label: "Heading" }),
        lead: paragraph({ label: "Lead" }),
        items: titledTextList({ label: "Steps" }),
      },
      { label: "Plan, step by step" },
    ),
    cta: ctaGroup,
  },
  { label: "Workplace health page" },
);
