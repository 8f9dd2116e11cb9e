import { address, checked, group, line, list, paragraph } from "../schema/fields.ts";

/**
 * A figure as the English text writes it ("1.5", "12,000,000"); the Indonesian text writes it with the
 * separators swapped ("1,5", "12.000.000").
 */
export const inIndonesian = (figure: string) =>
  figure.replace(/[.,]/g, (separator) => (separator === "." ? "," : "."));

const fact = group(
  {
    key: address({
      label: "Key",
      hint: "How the pages name this fact: {fact:key} in any text or article is replaced by the fact's words in the page's language. Lowercase words joined by hyphens; used once.",
    }),
    regulation: line({
      label: "Regulation",
      hint: "Where the fact comes from: the regulation and its article, e.g. PP 35/2021, Pasal 31.",
    }),
    figures: list(line({ label: "Figure" }), {
      label: "Figures",
      hint: "Each number the fact states, written as in English (1.5, 12,000,000), or {rates:name} for a figure of the payroll rates. Both texts must state each one; the site's test checks every page that states one of them against these.",
      min: 0,
    }),
    en: paragraph({
      label: "English words",
      hint: "Written to fit in a sentence: no capital at the start, no full stop at the end. {rates:name} puts in a figure of the payroll rates (docs/calculators.md).",
    }),
    id: paragraph({
      label: "Indonesian words",
      hint: "Written to fit in a sentence: no capital at the start, no full stop at the end. {rates:name} puts in a figure of the payroll rates (docs/calculators.md).",
    }),
  },
  { label: "Fact" },
);

/**
 * Indonesia's labour, tax, social-security and data-protection facts the site states (`content/regulations/
 * indonesia.yaml`), each once: the feature pages, the FAQ, the articles and the guides write `{fact:key}`
 * where they state one, so no two pages can disagree.
 */
export const regulationsSchema = group(
  {
    facts: checked(list(fact, { label: "Facts" }), (facts, context) => {
      const seen = new Set<string>();
      facts.forEach((item, index) => {
        if (seen.has(item.key))
          context.addIssue({
            code: "custom",
            message: `The key "${item.key}" is used twice`,
            path: [index, "key"],
          });
        seen.add(item.key);
        for (const figure of item.figures) {
          if (!item.en.includes(figure))
            context.addIssue({
              code: "custom",
              message: `The English words do not state the figure ${figure}`,
              path: [index, "en"],
            });
          if (!item.id.includes(inIndonesian(figure)))
            context.addIssue({
              code: "custom",
              message: `The Indonesian words do not state the figure ${inIndonesian(figure)}`,
              path: [index, "id"],
            });
        }
      });
    }),
  },
  { label: "Indonesian regulations" },
);
