import { address, checked, choice, group, line, list, paragraph } from "../schema/fields.ts";
import { metaGroup } from "../schema/page-parts.ts";

/** The FAQ page's topics, the same in both languages: each is an anchor on the page (`/faq#pricing`). */
export const faqGroupIds = ["product", "pricing", "security", "implementation", "mobile"] as const;

const question = group(
  {
    id: address({
      label: "Address",
      hint: "The question's link on the page (/faq#…), in the page's language: lowercase words joined by hyphens. Used once.",
    }),
    question: line({ label: "Question" }),
    answer: list(
      paragraph({
        label: "Paragraph",
        hint: "A price is written as its slot, filled from “Prices and plans”: {price:growth:IDR}, {annual-price:growth:IDR}, {payroll:IDR}, {year-bill:growth:20:IDR} (see docs/editing.md).",
      }),
      {
        label: "Answer",
        hint: "One to three paragraphs.",
        max: 3,
      },
    ),
  },
  { label: "Question" },
);

/** The FAQ page in one language (`content/faq/<lang>.yaml`): questions in topics. */
export const faqSchema = group(
  {
    meta: metaGroup,
    hero: group(
      { title: line({ label: "Headline" }), lead: paragraph({ label: "Lead" }) },
      { label: "First screen" },
    ),
    groups: checked(
      list(
        group(
          {
            id: choice(faqGroupIds, {
              label: "Topic",
              hint: "Which topic this is, the same in both languages; each topic once.",
              names: {
                product: "Product",
                pricing: "Pricing and billing",
                security: "Security and data",
                implementation: "Implementation",
                mobile: "Mobile app",
              },
            }),
            title: line({ label: "Heading" }),
            items: list(question, { label: "Questions" }),
          },
          { label: "Topic" },
        ),
        { label: "Topics" },
      ),
      (groups, context) => {
        const seen = new Set<string>();
        groups.forEach((topic, index) => {
          if (seen.has(topic.id))
            context.addIssue({
              code: "custom",
              message: `The topic "${topic.id}" is used twice`,
              path: [index, "id"],
            });
          seen.add(topic.id);
        });
        const addresses = new Set<string>();
        groups.forEach((topic, index) =>
          topic.items.forEach((item, itemIndex) => {
            if (addresses.has(item.id))
              context.addIssue({
                code: "custom",
                message: `The address "${item.id}" is used twice`,
                path: [index, "items", itemIndex, "id"],
              });
            addresses.add(item.id);
          }),
        );
      },
    ),
    contact: group(
      { title: line({ label: "Heading" }), lead: paragraph({ label: "Lead" }) },
      { label: "Still have a question?", hint: "The box at the end of the page." },
    ),
  },
  { label: "FAQ page" },
);
