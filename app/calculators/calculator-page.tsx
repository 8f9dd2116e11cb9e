import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FieldError } from "../../core/payroll/query.ts";
import type { PayrollWords } from "../../core/payroll/words.en.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { todayInJakarta } from "../../core/i18n/dates.ts";
import { StaticMarkup } from "../components/static-markup.tsx";
import { afterNextPaint } from "../navigation/after-paint.ts";
import { useDictionary } from "../i18n/use-dictionary.ts";
import type { CalculatorKey } from "../../content/calculators/keys.ts";
import { useConversion } from "../consent/use-conversion.ts";
import {
  CalculationMail,
  type CalculationMailAnswer,
  type CalculationMailWords,
} from "./calculation-mail.tsx";
import { CalculatorTrial } from "./calculator-trial.tsx";
import { calculatorResultEvent, useTypedResultEvent } from "./result-event.ts";
import type { LiveModule } from "./result-view.tsx";
import { queryOf, useCalculatorForm } from "./use-calculator-form.ts";

/**
 * A calculator's page in the browser (docs/calculators.md, The pages): its GET form, and beside it the
 * result the server rendered. When the visitor starts on the form (a pointer over it, focus, a key), the
 * calculator's own module loads (`load`: app/calculators/live/) and from then on works the result out
 * at each change, with no request; until then the page's script is the form alone, within the site's
 * first-load budget. The trail, the explainer, the questions and the other calculators are markup.
 */

/** A field of the form: a query parameter of the calculator (core/payroll/query.ts). */
export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  /** A choice among these values, each with its label; without them, a text field. */
  options?: Array<[value: string, label: string]>;
  /** The keyboard a phone shows for a text field. */
  inputMode?: "numeric" | "decimal";
}

/** What every calculator's loader sends (calculator-data.server.tsx). */
export interface CalculatorPageData<Rates> {
  key: CalculatorKey;
  lang: Lang;
  content: { title: string; lead: string };
  hasQuery: boolean;
  values: Record<string, string>;
  fields: FieldSpec[];
  errors: Partial<Record<string, FieldError>>;
  note: string | null;
  /** Whether the server worked out a result for the page's query. */
  hasResult: boolean;
  resultHtml: string;
  trailHtml: string;
  belowHtml: string;
  words: PayrollWords;
  rates: Rates;
  /** "Email me this calculation": its words, and whether it was just sent (`?sent=1`). */
  mail: CalculationMailWords & { sent: boolean };
}

const fieldIds = (name: string) => ({
  input: `field-${name}`,
  hint: `field-${name}-hint`,
  error: `field-${name}-error`,
});

const inputClass = (error: boolean) =>
  `mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink ${
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
  const common = {
    id: ids.input,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [field.hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ") || undefined,
    "aria-required": field.optional ? undefined : true,
    className: inputClass(Boolean(error)),
  } as const;
  // The field shows each key at once, from its own state; the form's values, and the result worked out
  // from them, follow in a transition (CalculatorPage), which React renders without holding up the next key.
  const [shown, setShown] = useState(value);
  const change = (next: string) => {
    setShown(next);
    onChange(next);
  };
  const offered = field.options?.some(([option]) => option === shown);
  return (
    <div>
      <label htmlFor={ids.input} className="block text-sm font-semibold text-ink">
        {field.label}
        {field.optional && <span className="ml-1 font-normal text-muted">{t.optional}</span>}
      </label>
      {field.options ? (
        <select {...common} value={shown} onChange={(event) => change(event.target.value)}>
          {/* A value the form does not offer (typed into the address) stays, its error beside it. */}
          {!offered && <option value={shown}>{shown || t.choose}</option>}
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
          value={shown}
          onChange={(event) => change(event.target.value)}
        />
      )}
      {field.hint && (
        <p id={ids.hint} className="mt-1.5 text-sm text-muted">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="mt-1.5 flex gap-1.5 text-sm font-semibold text-danger">
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </div>
  );
}

const noSubscription = () => () => {};

/** "Copy link": the address of this calculation, with JavaScript only (kept in place, hidden, before). */
function CopyLink({ address }: { address: () => string }) {
  const t = useDictionary().calculatorPage;
  // False in the server's markup and while React takes the page over, true once it has: the button works.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [said, setSaid] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    let words: string = t.linkCopied;
    try {
      await navigator.clipboard.writeText(address());
    } catch {
      words = t.copyFailed;
    }
    setSaid(words);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(""), 6000);
  }
  return (
    <div className={`flex min-h-11 flex-wrap items-center justify-end gap-3 ${ready ? "" : "invisible"}`}>
      <p role="status" className="text-sm font-semibold text-brand-800">
        {said}
      </p>
      <button
        type="button"
        onClick={() => void copy()}
        className="btn-ghost px-4 text-sm text-brand-700 hover:bg-white"
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
    </div>
  );
}

/** Loads the calculator's own module once, the first time the visitor turns to the form. */
function useLiveModule<Rates>(load: () => Promise<LiveModule<Rates>>) {
  const [live, setLive] = useState<LiveModule<Rates> | null>(null);
  const loading = useRef(false);
  const start = () => {
    if (loading.current) return;
    loading.current = true;
    // After the frame the visitor's pointer or key asked for: starting the import takes a slow phone some
    // script time, which that frame need not wait for. Then a transition: the page renders again with the
    // module without holding up the key being typed.
    afterNextPaint(() =>
      load().then(
        (module) => startTransition(() => setLive(module)),
        () => {
          // A failed load (offline, a new deploy) leaves the form working without JavaScript's help:
          // sent, it asks the server.
          loading.current = false;
        },
      ),
    );
  };
  return { live, start };
}

export function CalculatorPage<Rates>({
  data,
  actionData,
  load,
}: {
  data: CalculatorPageData<Rates>;
  actionData?: CalculationMailAnswer;
  load: () => Promise<LiveModule<Rates>>;
}) {
  const t = useDictionary().calculatorPage;
  const form = useCalculatorForm({ values: data.values, hasQuery: data.hasQuery });
  const { live, start } = useLiveModule(load);
  // The server's result until the visitor changes something and the module is there to work out the next.
  const computed =
    live && (form.changed || form.submitted)
      ? live.compute({
          values: form.values,
          lenient: form.lenient,
          rates: data.rates,
          lang: data.lang,
          words: data.words,
          t,
          on: todayInJakarta(),
        })
      : null;
  const errors = computed ? (computed.outcome.kind === "errors" ? computed.outcome.errors : {}) : data.errors;
  const note = computed ? (computed.note ?? null) : data.note;
  const hasResult = computed ? computed.outcome.kind === "result" : data.hasResult;
  // calculator_result (docs/calculators.md): the server's result once on arrival (not again once the
  // calculation is mailed, the same one); each result worked out in the browser once it has settled.
  useConversion((pagePath) =>
    data.hasResult && !data.mail.sent ? [calculatorResultEvent(data.key, data.lang, pagePath)] : undefined,
  );
  useTypedResultEvent(
    data.key,
    data.lang,
    computed?.outcome.kind === "result" ? queryOf(form.values).toString() : undefined,
  );

  return (
    <>
      <section aria-labelledby="page-title" className="bg-surface pt-24 pb-14 md:pt-28">
        <div className="container-page">
          <StaticMarkup html={data.trailHtml} />
          <h1
            id="page-title"
            className="mt-4 max-w-3xl text-4xl leading-[1.1] font-extrabold text-balance sm:text-5xl"
          >
            {data.content.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{data.content.lead}</p>

          <div className="mt-10 grid items-start gap-8 lg:grid-cols-[5fr_7fr]">
            <form
              method="get"
              noValidate
              onPointerOver={start}
              onFocus={start}
              onSubmit={(event) => {
                event.preventDefault();
                start();
                form.submit();
              }}
              aria-labelledby="calculator-form-title"
              className="min-w-0 rounded-3xl border border-line bg-white p-6 shadow-card md:p-8"
            >
              <h2 id="calculator-form-title" className="text-xl font-extrabold">
                {t.formTitle}
              </h2>
              <div className="mt-5 space-y-5">
                {data.fields.map((field) => {
                  const error = errors[field.name];
                  return (
                    <Field
                      key={field.name}
                      field={field}
                      value={form.values[field.name] ?? ""}
                      error={error ? data.words.fieldErrors[error] : undefined}
                      onChange={(value) => {
                        start();
                        startTransition(() => form.setValue(field.name, value));
                      }}
                    />
                  );
                })}
              </div>
              {note && <p className="mt-5 text-sm text-muted">{note}</p>}
              <button type="submit" className="btn-primary mt-6 w-full px-7 sm:w-auto">
                {t.calculate}
              </button>
            </form>

            <section aria-labelledby="result-title" className="min-w-0 rounded-3xl bg-brand-50 p-6 md:p-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="result-title" className="text-xl font-extrabold">
                  {t.resultTitle}
                </h2>
                <CopyLink address={form.address} />
              </div>
              <div className="mt-4">
                {computed && live ? (
                  <live.ResultView outcome={computed.outcome} lang={data.lang} words={data.words} t={t} />
                ) : (
                  <StaticMarkup html={data.resultHtml} />
                )}
              </div>
              {(hasResult || data.mail.sent) && (
                <CalculationMail
                  words={data.mail}
                  values={form.values}
                  sent={data.mail.sent}
                  actionData={actionData}
                />
              )}
              {/* Once the calculation is mailed, its confirmation offers the trial. */}
              {!data.mail.sent && <CalculatorTrial title={t.trialTitle} text={t.trialLead} />}
            </section>
          </div>
        </div>
      </section>
      <StaticMarkup html={data.belowHtml} />
    </>
  );
}
