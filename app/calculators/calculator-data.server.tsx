import { renderToStaticMarkup } from "react-dom/server";
import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { calculatorKeys, calculatorPage, type CalculatorKey } from "../../content/calculators/keys.ts";
import type { CalculatorContent } from "../../content/calculators/types.ts";
import { businessSizes, severanceReasons, taxStatuses } from "../../content/payroll/choices.ts";
import { payrollRates } from "../../content/payroll/index.ts";
import type { PayrollRates } from "../../content/payroll/schema.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { fill } from "../../core/i18n/fill.ts";
import { jkkClasses } from "../../core/payroll/bpjs.ts";
import { overtimeDays, workingWeeks } from "../../core/payroll/overtime.ts";
import { payrollWordsEn, type PayrollWords } from "../../core/payroll/words.en.ts";
import { payrollWordsId } from "../../core/payroll/words.id.ts";
import { queriesOf, type Lang } from "../../core/routing/pages.ts";
import { pathTo, type Params } from "../../core/routing/paths.ts";
import { pageRoute } from "../../core/routing/route-of.ts";
import { breadcrumbList } from "../components/page/breadcrumbs.tsx";
import { FaqList } from "../components/page/faq-list.tsx";
import { pageTexts } from "../i18n/page-texts.server.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { todayInJakarta } from "../../core/i18n/dates.ts";
import { monthName, numberText } from "./format.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { honeypotField, startedAtField } from "../../core/leads/schemas/lead-form-data.ts";
import { sentQuery } from "./calculation-mail-form.ts";
import type { FieldError } from "../../core/payroll/query.ts";
import type { FieldSpec } from "./calculator-page.tsx";
import { ResultView, type Computed, type LiveContext } from "./result-view.tsx";

/**
 * What a calculator's loader sends (docs/calculators.md, The pages). The server works out the result of
 * the page's query with the calculator's own module and renders it, with the parts of the page that never
 * change in the browser (the trail, the explainer, the questions, the other calculators), into markup: the
 * page's first script carries only the form, and the calculator's module loads when the visitor starts on
 * the form.
 */

const payrollWords: Record<Lang, PayrollWords> = { en: payrollWordsEn, id: payrollWordsId };

/** The longest value of a parameter written back into the form (the server bounds queries too). */
const longestValue = 256;

interface Calculator<Key extends CalculatorKey> {
  rates: PayrollRates[Key];
  /** The choices the bare calculator starts with (a 5-day week, a working day). */
  choices: Record<string, string>;
  fields: (words: ResultWordsOf) => FieldSpec[];
}

type ResultWordsOf = { lang: Lang; words: PayrollWords; t: (typeof dictionaries)["en"]["calculatorPage"] };

/** Each calculator's form, in the order its query reads it (core/routing/pages.ts, pageQueries). */
const calculators: { [Key in CalculatorKey]: Calculator<Key> } = {
  overtime: {
    rates: payrollRates.overtime,
    choices: { week: "5", day: "workday" },
    fields: ({ t, words }) => [
      { name: "wage", label: t.fields.wage, hint: t.fields.wageHint },
      { name: "variable", label: t.fields.variable, hint: t.fields.variableHint, optional: true },
      {
        name: "week",
        label: t.fields.week,
        options: workingWeeks.map((days) => [String(days), fill(t.fields.weekOption, { days })]),
      },
      { name: "day", label: t.fields.day, options: overtimeDays.map((day) => [day, words.days[day]]) },
      { name: "hours", label: t.fields.hours, hint: t.fields.hoursHint, inputMode: "decimal" },
      { name: "days", label: t.fields.days, hint: t.fields.daysHint, optional: true },
    ],
  },
  thr: {
    rates: payrollRates.thr,
    choices: {},
    fields: ({ t }) => [
      { name: "wage", label: t.fields.thrWage, hint: t.fields.wageHint },
      { name: "months", label: t.fields.months, hint: t.fields.monthsHint },
    ],
  },
  bpjs: {
    rates: payrollRates.bpjs,
    choices: { jkk: jkkClasses(payrollRates.bpjs)[0] ?? "", size: "large" },
    fields: ({ t, lang }) => [
      { name: "wage", label: t.fields.bpjsWage, hint: t.fields.wageHint },
      {
        name: "jkk",
        label: t.fields.jkk,
        options: jkkClasses(payrollRates.bpjs).map((rate, index) => [
          rate,
          fill(t.fields.jkkOption, { rate: numberText(Number(rate), lang), risk: t.jkkRisks[index] ?? "" }),
        ]),
      },
      { name: "size", label: t.fields.size, options: businessSizes.map((size) => [size, t.sizes[size]]) },
    ],
  },
  pph21: {
    rates: payrollRates.pph21,
    choices: { status: "TK/0" },
    fields: ({ t, lang }) => [
      { name: "gross", label: t.fields.gross, hint: t.fields.grossHint },
      {
        name: "status",
        label: t.fields.status,
        options: taxStatuses.map((status) => [status, t.statuses[status]]),
      },
      {
        name: "month",
        label: t.fields.month,
        options: Array.from({ length: 12 }, (_, index) => [String(index + 1), monthName(index + 1, lang)]),
      },
      { name: "pension", label: t.fields.pension, hint: t.fields.pensionHint, optional: true },
    ],
  },
  severance: {
    rates: payrollRates.severance,
    choices: {},
    fields: ({ t, words }) => [
      { name: "wage", label: t.fields.severanceWage, hint: t.fields.wageHint },
      { name: "years", label: t.fields.years },
      { name: "months", label: t.fields.extraMonths, optional: true },
      {
        name: "reason",
        label: t.fields.reason,
        options: severanceReasons.map((reason) => [reason, words.reasons[reason]]),
      },
    ],
  },
};

/** The calculators as cards, each a link to its page: the list page's, and the "other calculators". */
function CalculatorCards({ lang, except }: { lang: Lang; except?: CalculatorKey }) {
  const content = calculatorPagesContent[lang].calculators;
  const t = dictionaries[lang].calculatorPage;
  const keys = calculatorKeys.filter((key) => key !== except);
  return (
    <ul className="mt-8 grid gap-5 md:max-xl:grid-balanced-2 xl:grid-balanced-3">
      {keys.map((key) => (
        <li key={key} className="flex">
          <a
            href={pathTo(calculatorPage[key], lang)}
            className="group flex w-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card transition-colors hover:border-brand-500"
          >
            <span className="text-lg font-extrabold text-ink group-hover:text-brand-700">
              {content[key].title}
            </span>
            <span className="mt-2 flex-1 text-muted">{content[key].summary}</span>
            <span className="mt-4 font-semibold text-brand-700">
              {t.openCalculator} <span aria-hidden="true">→</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export const calculatorCardsMarkup = (lang: Lang, except?: CalculatorKey) =>
  renderToStaticMarkup(<CalculatorCards lang={lang} except={except} />);

/** The calculators a page links (a feature page's), each with its name. */
export function calculatorLinks(lang: Lang, keys: readonly CalculatorKey[]) {
  return keys.map((key) => ({ key, name: calculatorPagesContent[lang].calculators[key].title }));
}

/** The trail from the list to the calculator, for people and for search engines (BreadcrumbList). */
function Trail({
  lang,
  calculator,
  content,
}: {
  lang: Lang;
  calculator: CalculatorKey;
  content: CalculatorContent;
}) {
  const trail = [
    { name: calculatorPagesContent[lang].index.name, path: pathTo("tools", lang) },
    { name: content.title, path: pathTo(calculatorPage[calculator], lang) },
  ];
  return (
    <>
      <nav aria-label={dictionaries[lang].breadcrumbs.label}>
        <ol className="flex items-center gap-2 text-sm text-muted">
          <li className="flex shrink-0 items-center gap-2">
            <a
              href={trail[0]?.path}
              className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline"
            >
              {trail[0]?.name}
            </a>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate font-semibold text-ink">
              {content.title}
            </span>
          </li>
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail)} />
    </>
  );
}

/** How the figure is worked out, the questions and the other calculators: the page below the calculator. */
function Below({
  lang,
  calculator,
  content,
}: {
  lang: Lang;
  calculator: CalculatorKey;
  content: CalculatorContent;
}) {
  const t = dictionaries[lang].calculatorPage;
  return (
    <>
      <section aria-labelledby="explainer-title" className="py-16 md:py-20">
        {/* The width of the questions below, so the two read as one column. */}
        <div className="container-page max-w-3xl">
          <div className="prose-document">
            <h2 id="explainer-title">{fill(t.explainerTitle, { calculator: content.name })}</h2>
            {content.explainer.map((section) => (
              <div key={section.heading}>
                <h3>{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="faq-title" className="bg-surface py-16 md:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="faq-title" className="text-2xl font-extrabold md:text-3xl">
            {fill(t.faqTitle, { calculator: content.name })}
          </h2>
          <FaqList className="mt-6" items={content.faq} />
        </div>
      </section>
      <section aria-labelledby="other-calculators-title" className="py-16 md:py-20">
        <div className="container-page">
          <h2 id="other-calculators-title" className="text-2xl font-extrabold md:text-3xl">
            {t.otherCalculators}
          </h2>
          <CalculatorCards lang={lang} except={calculator} />
        </div>
      </section>
    </>
  );
}

/**
 * A calculator's page worked out for the request's query: its language, content, form and result. The
 * loader renders it; the action of "Email me this calculation" mails it (calculation-mail.server.ts), so
 * the figures mailed are the server's own, never the browser's.
 */
export function calculationOf<Key extends CalculatorKey, Rates extends PayrollRates[Key]>(
  args: { pattern: string; params: Params; url: URL },
  key: Key,
  compute: (context: LiveContext<Rates>) => Computed,
) {
  const route = pageRoute(args);
  const { lang } = route;
  const calculator = calculators[key] as unknown as Calculator<Key> & { rates: Rates };
  const content = calculatorPagesContent[lang].calculators[key];
  const query = Object.fromEntries(
    queriesOf(route.pageId)
      .filter((name) => name !== "lang" && name !== sentQuery)
      .map((name) => [name, (route.query(name) ?? "").slice(0, longestValue)]),
  );
  const hasQuery = Object.values(query).some((value) => value !== "");
  const values = hasQuery ? query : { ...query, ...calculator.choices };
  const allWords = payrollWords[lang];
  // Only this calculator's steps: the page's data carries no other calculator's words.
  const steps = Object.fromEntries(
    Object.entries(allWords.steps).filter(([step]) => step.startsWith(`${key}.`)),
  ) as PayrollWords["steps"];
  const words: PayrollWords = { ...allWords, steps };
  const t = dictionaries[lang].calculatorPage;
  const on = todayInJakarta();
  // The bare calculator shows no error for its empty fields; a query shows every one.
  const { outcome, note } = compute({
    values,
    lenient: !hasQuery,
    rates: calculator.rates,
    lang,
    words,
    t,
    on,
  });
  return {
    route,
    lang,
    content,
    query,
    hasQuery,
    values,
    words,
    t,
    on,
    outcome,
    note,
    rates: calculator.rates,
    fields: calculator.fields({ lang, words, t }),
  };
}

/**
 * Everything a calculator's page needs from its loader: the query's values (written back into the form,
 * escaped by React), the form's fields, the result the server worked out (as data, for the field errors,
 * and as markup), the calculator's words and rates for the browser to work the next result out with, and
 * the words of "Email me this calculation" (and whether it was just sent).
 */
export function calculatorData<Key extends CalculatorKey, Rates extends PayrollRates[Key]>(
  args: { pattern: string; params: Params; url: URL },
  key: Key,
  compute: (context: LiveContext<Rates>) => Computed,
) {
  const calculation = calculationOf(args, key, compute);
  const { route, lang, content, hasQuery, values, words, t, outcome, note, rates, fields } = calculation;
  const form = formWords[lang];
  return {
    key,
    lang,
    content: { title: content.title, lead: content.lead, meta: content.meta },
    hasQuery,
    values,
    fields,
    errors: (outcome.kind === "errors" ? outcome.errors : {}) as Partial<Record<string, FieldError>>,
    note: note ?? null,
    /** Whether the server rendered a result for a query: the page reports it once (calculator_result). */
    hasResult: hasQuery && outcome.kind === "result",
    resultHtml: renderToStaticMarkup(<ResultView outcome={outcome} lang={lang} words={words} t={t} />),
    trailHtml: renderToStaticMarkup(<Trail lang={lang} calculator={key} content={content} />),
    belowHtml: renderToStaticMarkup(<Below lang={lang} calculator={key} content={content} />),
    words,
    rates,
    mail: {
      sent: route.query(sentQuery) === "1",
      copy: calculatorPagesContent[lang].email,
      form: {
        errors: form.errors,
        privacyNotice: form.privacyNotice,
        networkError: form.networkError,
        honeypot: form.honeypot,
      },
      hidden: { honeypot: honeypotField, startedAt: startedAtField },
    },
    texts: pageTexts(lang, "calculatorPage"),
  };
}
