import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { calculatorKeys, calculatorPage, type CalculatorKey } from "../../content/calculators/keys.ts";
import { payrollWordsEn, type PayrollWords } from "../../core/payroll/words.en.ts";
import { payrollWordsId } from "../../core/payroll/words.id.ts";
import { queriesOf, type Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { pageOf, type PageRoute } from "../../core/routing/route-of.ts";
import type { Params } from "../../core/routing/paths.ts";
import { pageTexts } from "../i18n/page-texts.server.ts";
import type { CalculatorPageData } from "./calculator-page.tsx";

const payrollWords: Record<Lang, PayrollWords> = { en: payrollWordsEn, id: payrollWordsId };

/** The longest value of a parameter written back into the form (the server bounds queries too). */
const longestValue = 256;

/** The calculators' list page and each calculator's card, in a language. */
export function calculatorCards(lang: Lang, except?: CalculatorKey) {
  const { calculators } = calculatorPagesContent[lang];
  return calculatorKeys
    .filter((key) => key !== except)
    .map((key) => ({ key, name: calculators[key].title, summary: calculators[key].summary }));
}

/**
 * What every calculator's loader sends (docs/calculators.md, The pages): its words, the values of its
 * query as they were typed (written back into the form, escaped by React), the other calculators, and the
 * dictionary's calculator section. The route module adds its own part of the payroll rates.
 */
export function calculatorData(
  args: { pattern: string; params: Params; url: URL },
  key: CalculatorKey,
): CalculatorPageData & { lang: Lang; hasQuery: boolean; texts: ReturnType<typeof calculatorTexts> } {
  const route: PageRoute = pageOf(args);
  const { lang } = route;
  const content = calculatorPagesContent[lang];
  const values = Object.fromEntries(
    queriesOf(route.pageId)
      .filter((name) => name !== "lang")
      .map((name) => [name, (route.query(name) ?? "").slice(0, longestValue)]),
  );
  const words = payrollWords[lang];
  // Only this calculator's steps: the page's data carries no other calculator's words.
  const steps = Object.fromEntries(
    Object.entries(words.steps).filter(([step]) => step.startsWith(`${key}.`)),
  ) as PayrollWords["steps"];
  return {
    key,
    lang,
    content: content.calculators[key],
    values,
    hasQuery: Object.values(values).some((value) => value !== ""),
    words: { ...words, steps },
    trail: [
      { name: content.index.name, path: pathTo("tools", lang) },
      { name: content.calculators[key].title, path: pathTo(calculatorPage[key], lang) },
    ],
    others: calculatorCards(lang, key),
    texts: calculatorTexts(lang),
  };
}

const calculatorTexts = (lang: Lang) => pageTexts(lang, "calculatorPage");
