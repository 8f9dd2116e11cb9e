import type { Dictionary } from "../../core/i18n/en.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { FieldError } from "../../core/payroll/query.ts";
import type { PayrollWords } from "../../core/payroll/words.en.ts";
import type { Source, Step } from "../../core/payroll/working.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { dateText, figureText, fillSlots, rupiahText, sourceText, stepText } from "./format.ts";

/**
 * A calculator's result as the page shows it: the figures as `<output>` elements, the working step by step
 * with each step's regulation, or a refusal's message and no total. The server renders it into the page
 * (calculator-data.server.tsx); in the browser it comes with the calculator's own module, loaded when the
 * visitor starts on the form (docs/calculators.md, The pages). It takes its words as props: the server
 * renders it outside the router.
 */

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

/** What the result is worked out and worded with. */
export interface ResultWords {
  lang: Lang;
  words: PayrollWords;
  t: Dictionary["calculatorPage"];
}

/** A figure as the result writes it: rupiah that never break between "Rp" and the number. */
const money = (amount: number, lang: Lang) => rupiahText(amount, lang).replace(" ", "\u00a0");

function Working({ steps, lang, words, t }: { steps: Step[] } & ResultWords) {
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
              <p className="font-bold whitespace-nowrap text-ink tabular-nums sm:text-right">{figure}</p>
            )}
            <p className="text-xs text-muted sm:col-start-1">{sourceText(step.source, lang)}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function ResultView({ outcome, lang, words, t }: { outcome: Outcome } & ResultWords) {
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
          className="mt-1 block text-4xl font-extrabold whitespace-nowrap text-brand-800 tabular-nums md:text-5xl"
        >
          {money(outcome.main.value, lang)}
        </output>
        {outcome.figures.length > 0 && (
          <dl className="mt-5 grid gap-y-2 border-t border-line pt-4">
            {outcome.figures.map((figure) => (
              <div key={figure.name} className="flex items-baseline justify-between gap-3">
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="font-bold whitespace-nowrap tabular-nums">
                  <output name={figure.name}>{money(figure.value, lang)}</output>
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
      <Working steps={outcome.working} lang={lang} words={words} t={t} />
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

/** What a calculator's own module (./live/) works its result out from. */
export interface LiveContext<Rates> extends ResultWords {
  /** The form's values, as typed. */
  values: Readonly<Record<string, string>>;
  /** Whether a field not yet filled in is not yet an error (use-calculator-form.ts). */
  lenient: boolean;
  /** The calculator's part of the payroll rates, as its loader sent it. */
  rates: Rates;
  /** Today (YYYY-MM-DD): the day whose rates apply. */
  on: string;
}

/** A calculator's result, and a line under its form where it has one (the JP wage cap it uses). */
export interface Computed {
  outcome: Outcome;
  note?: string;
}

/** A calculator's own module: how it works its result out, and how the result is shown. */
export interface LiveModule<Rates> {
  compute: (context: LiveContext<Rates>) => Computed;
  ResultView: typeof ResultView;
}
