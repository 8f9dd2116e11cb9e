import { useEffect, useRef, useState, type ReactNode } from "react";
import { calculatorPage, type CalculatorKey } from "../../content/calculators/keys.ts";
import type { CalculatorContent } from "../../content/calculators/types.ts";
import type { FieldError } from "../../core/payroll/query.ts";
import type { PayrollWords } from "../../core/payroll/words.en.ts";
import type { Source, Step } from "../../core/payroll/working.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { AppLink } from "../components/app-link.tsx";
import { Breadcrumbs, type Crumb } from "../components/page/breadcrumbs.tsx";
import { FaqList } from "../components/page/faq-list.tsx";
import { FieldMessages, fieldIds } from "../leads/components/fields.tsx";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { dateText, figureText, fillSlots, rupiahText, sourceText, stepText } from "./format.ts";

/**
 * A calculator's page (docs/calculators.md, The pages): its GET form, its result beside it with the
 * working, the call to the trial, then its explainer, its questions and the other calculators. Each route
 * module (app/routes/calculators/) gives its fields and works its result out with its own module of
 * core/payroll/, so a page's script carries only its own calculator.
 */

/** A field of the form: a query parameter of the calculator (core/payroll/query.ts). */
export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  /** A choice among these values, each with its label; without them, a text field. */
  options?: ReadonlyArray<readonly [value: string, label: string]>;
  /** The keyboard a phone shows for a text field. */
  inputMode?: "numeric" | "decimal";
}

/** A figure of the result, by its output's name (the table). */
export interface Figure {
  name: string;
  label: string;
  value: number;
}

export type Outcome =
  | { kind: "blank" }
  | { kind: "errors"; errors: Partial<Record<string, FieldError>> }
  | { kind: "refusal"; reason: string; values: Record<string, number | string>; source: Source }
  | {
      kind: "result";
      /** The figure the calculator is for, shown large. */
      main: Figure;
      /** The others, in a list under it. */
      figures: Figure[];
      working: Step[];
      ratesAsOf: string;
      /** What the calculation assumes, in the page's words (PPh 21). */
      assumptions?: string[];
    };

/** What a calculator's loader sends (app/calculators/calculator-data.server.ts). */
export interface CalculatorPageData {
  key: CalculatorKey;
  content: CalculatorContent;
  values: Record<string, string>;
  words: PayrollWords;
  trail: Crumb[];
  others: Array<{ key: CalculatorKey; name: string; summary: string }>;
}

const inputClass = (error: boolean) =>
  `mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-slate-500 ${
    error ? "border-danger" : "border-slate-300"
  }`;

function Field({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useDictionary().calculatorPage;
  const ids = fieldIds(field.name);
  const describedBy =
    [field.hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id: ids.input,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.optional ? undefined : true,
  } as const;
  return (
    <div>
      <label htmlFor={ids.input} className="block text-sm font-semibold text-ink">
        {field.label}
        {field.optional && <span className="ml-1 font-normal text-muted">{t.optional}</span>}
      </label>
      {field.options ? (
        <select
          {...common}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass(Boolean(error))} appearance-auto pr-3`}
        >
          {/* A value the form does not offer (a hand-typed address) stays, so its error shows beside it. */}
          {!field.options.some(([option]) => option === value) && (
            <option value={value}>{value || t.choose}</option>
          )}
          {field.options.map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.inputMode ?? "numeric"}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(Boolean(error))}
        />
      )}
      <FieldMessages name={field.name} hint={field.hint} error={error} />
    </div>
  );
}

/** "Copy link": the address of this calculation, with JavaScript only (hidden, but kept in place, before). */
function CopyLink() {
  const t = useDictionary().calculatorPage;
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);
  async function copy() {
    let words: string = t.linkCopied;
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      words = t.copyFailed;
    }
    setSaid(words);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(""), 6000);
  }
  return (
    <div className={`flex min-h-11 flex-wrap items-center gap-3 ${ready ? "" : "invisible"}`}>
      <button
        type="button"
        onClick={() => void copy()}
        className="btn-ghost min-h-10 px-4 text-sm text-brand-700 hover:bg-white"
        data-testid="copy-link"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path
            d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-.9.9M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l.9-.9"
            strokeLinecap="round"
          />
        </svg>
        {t.copyLink}
      </button>
      <p role="status" className="text-sm font-semibold text-brand-800">
        {said}
      </p>
    </div>
  );
}

function Working({ steps, words, lang }: { steps: Step[]; words: PayrollWords; lang: Lang }) {
  const t = useDictionary().calculatorPage;
  return (
    <ol className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white" data-testid="working">
      {steps.map((step, index) => {
        const figure = figureText(step.figure, step.unit, lang, t.units);
        return (
          <li
            key={`${step.key}-${index}`}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_auto] sm:gap-x-4"
          >
            <p className="text-[0.95rem] text-ink">{stepText(step, lang, words)}</p>
            {figure !== undefined && (
              <p className="font-bold whitespace-nowrap text-ink tabular-nums sm:row-span-2 sm:text-right">
                {figure}
              </p>
            )}
            <p className="text-xs text-muted">{sourceText(step.source, lang)}</p>
          </li>
        );
      })}
    </ol>
  );
}

function Result({ outcome, words }: { outcome: Outcome; words: PayrollWords }) {
  const t = useDictionary().calculatorPage;
  const lang = useLang();
  if (outcome.kind === "blank" || outcome.kind === "errors")
    return (
      <div className="flex min-h-40 items-center rounded-2xl border-2 border-dashed border-brand-200 px-6 py-8 text-muted">
        <p>{outcome.kind === "blank" ? t.placeholder : t.fixFields}</p>
      </div>
    );
  if (outcome.kind === "refusal")
    return (
      <div
        role="alert"
        className="min-h-40 rounded-2xl border border-danger/30 bg-white px-6 py-6"
        data-testid="refusal"
      >
        <p className="text-lg font-bold text-danger">
          {fillSlots(
            (words.refusals as Record<string, string>)[outcome.reason] ?? outcome.reason,
            outcome.values,
            lang,
            words,
          )}
        </p>
        <p className="mt-2 text-sm text-muted">{sourceText(outcome.source, lang)}</p>
        <p className="mt-3 text-sm text-ink">{t.noTotal}</p>
      </div>
    );
  return (
    <div>
      <div className="min-h-40 rounded-2xl bg-white px-6 py-6 shadow-card">
        <p className="text-sm font-semibold text-muted">{outcome.main.label}</p>
        <output
          name={outcome.main.name}
          htmlFor={undefined}
          className="mt-1 block text-4xl font-extrabold text-brand-800 tabular-nums md:text-5xl"
        >
          {rupiahText(outcome.main.value, lang)}
        </output>
        {outcome.figures.length > 0 && (
          <dl className="mt-5 grid gap-x-6 gap-y-2 border-t border-line pt-4 sm:grid-cols-2">
            {outcome.figures.map((figure) => (
              <div key={figure.name} className="flex items-baseline justify-between gap-3">
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="font-bold tabular-nums">
                  <output name={figure.name}>{rupiahText(figure.value, lang)}</output>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-4 text-sm text-muted">
          {fill(words.ratesAsOf, { date: dateText(outcome.ratesAsOf, lang) })}
        </p>
      </div>
      <h3 className="mt-8 text-lg font-extrabold">{t.workingTitle}</h3>
      <Working steps={outcome.working} words={words} lang={lang} />
      {outcome.assumptions && (
        <div className="mt-6 rounded-2xl bg-white/70 px-5 py-4">
          <h3 className="font-bold">{t.assumptionsTitle}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {outcome.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The trial, under the result: the site's trial button, in the page's language. */
function TrialCall() {
  const t = useDictionary();
  return (
    <div className="mt-8 rounded-2xl bg-brand-deep px-6 py-6 text-white">
      <p className="text-lg font-extrabold">{t.calculatorPage.trialTitle}</p>
      <p className="mt-2 text-brand-50">{t.calculatorPage.trialLead}</p>
      <AppLink page="registration" className="btn-accent mt-4 px-6">
        {t.cta.startTrial}
      </AppLink>
    </div>
  );
}

export function CalculatorPage({
  data,
  fields,
  values,
  onChange,
  outcome,
  onSubmit,
  note,
}: {
  data: CalculatorPageData;
  fields: FieldSpec[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  outcome: Outcome;
  /** With JavaScript, sending the form shows every error, empty fields included. */
  onSubmit: () => void;
  /** A line under the form (the JP cap the BPJS calculator uses). */
  note?: ReactNode;
}) {
  const t = useDictionary().calculatorPage;
  const { content } = data;
  const errors: Partial<Record<string, FieldError>> = outcome.kind === "errors" ? outcome.errors : {};
  const errorText = (name: string) => {
    const error = errors[name];
    return error ? data.words.fieldErrors[error] : undefined;
  };
  return (
    <>
      <section aria-labelledby="page-title" className="bg-surface pt-24 pb-14 md:pt-28">
        <div className="container-page">
          <Breadcrumbs trail={data.trail} />
          <h1
            id="page-title"
            className="mt-4 max-w-3xl text-4xl leading-[1.1] font-extrabold text-balance sm:text-5xl"
          >
            {content.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{content.lead}</p>

          <div className="mt-10 grid items-start gap-8 lg:grid-cols-[5fr_7fr]">
            <form
              method="get"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
              aria-labelledby="calculator-form-title"
              className="rounded-3xl border border-line bg-white p-6 shadow-card md:p-8"
            >
              <h2 id="calculator-form-title" className="text-xl font-extrabold">
                {t.formTitle}
              </h2>
              <div className="mt-5 space-y-5">
                {fields.map((field) => (
                  <Field
                    key={field.name}
                    field={field}
                    value={values[field.name] ?? ""}
                    error={errorText(field.name)}
                    onChange={(value) => onChange(field.name, value)}
                  />
                ))}
              </div>
              {note && <div className="mt-5 text-sm text-muted">{note}</div>}
              <button type="submit" className="btn-primary mt-6 w-full px-7 sm:w-auto">
                {t.calculate}
              </button>
            </form>

            <section
              aria-labelledby="result-title"
              className="rounded-3xl bg-brand-50 p-6 md:p-8"
              data-testid="result"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="result-title" className="text-xl font-extrabold">
                  {t.resultTitle}
                </h2>
                <CopyLink />
              </div>
              <div className="mt-4">
                <Result outcome={outcome} words={data.words} />
              </div>
              <TrialCall />
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="explainer-title" className="py-16 md:py-20">
        <div className="container-page prose-document">
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
      </section>

      <section aria-labelledby="faq-title" className="bg-surface py-16 md:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="faq-title" className="text-2xl font-extrabold md:text-3xl">
            {fill(t.faqTitle, { calculator: content.name })}
          </h2>
          <FaqList className="mt-6" items={content.faq} />
        </div>
      </section>

      <OtherCalculators others={data.others} />
    </>
  );
}

export function OtherCalculators({ others }: { others: CalculatorPageData["others"] }) {
  const t = useDictionary().calculatorPage;
  return (
    <section aria-labelledby="other-calculators-title" className="py-16 md:py-20">
      <div className="container-page">
        <h2 id="other-calculators-title" className="text-2xl font-extrabold md:text-3xl">
          {t.otherCalculators}
        </h2>
        <CalculatorList items={others} />
      </div>
    </section>
  );
}

/** Calculators as cards, each a link to its page: the list page's and the "other calculators". */
export function CalculatorList({ items }: { items: CalculatorPageData["others"] }) {
  const t = useDictionary().calculatorPage;
  return (
    <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="flex">
          <AppLink
            page={calculatorPage[item.key]}
            className="group flex w-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card transition-colors hover:border-brand-500"
          >
            <span className="text-lg font-extrabold text-ink group-hover:text-brand-700">{item.name}</span>
            <span className="mt-2 flex-1 text-muted">{item.summary}</span>
            <span className="mt-4 font-semibold text-brand-700">
              {t.openCalculator} <span aria-hidden="true">→</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
