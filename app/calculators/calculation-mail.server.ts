import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { calculatorPage, type CalculatorKey } from "../../content/calculators/keys.ts";
import { payrollRates } from "../../content/payroll/index.ts";
import type { PayrollRates } from "../../content/payroll/schema.ts";
import { siteConfig } from "../../core/config/site.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { formMessage } from "../../core/leads/schemas/lead-form-data.ts";
import type { CalculationMailAnswer } from "./calculation-mail.tsx";
import { jkkClasses } from "../../core/payroll/bpjs.ts";
import {
  readBpjsQuery,
  readOvertimeQuery,
  readPph21Query,
  readSeveranceQuery,
  readThrQuery,
  type QueryReading,
} from "../../core/payroll/query.ts";
import { pathTo, type Params } from "../../core/routing/paths.ts";
import { handleLeadForm } from "../leads/lead-action.server.ts";
import { privacyNoticeText } from "../leads/components/privacy-notice.tsx";
import { calculationOf } from "./calculator-data.server.tsx";
import { calculationMailForm, sentQuery } from "./calculation-mail-form.ts";
import { renderCalculationPdf, resultFigures } from "./calculation-pdf.server.ts";
import { numberText, rupiahText } from "./format.ts";
import type { Computed, LiveContext } from "./result-view.tsx";
import { queryOf } from "./use-calculator-form.ts";

/**
 * The action of "Email me this calculation" (docs/calculators.md): the lead path of every form (limits,
 * checks, store with its outbox row, redirect: app/leads/lead-action.server.ts) for a lead of type
 * `calculator`. The figures are the server's: it works the page's query out again with core/payroll and
 * mails the PDF of that, whatever the browser showed. Sent, the visitor lands on the same calculation with
 * `?sent=1`, which says so and offers the trial.
 */

/** Each calculator's query read into its typed input (the same readers as the page's). */
const readers: Record<CalculatorKey, (params: URLSearchParams) => QueryReading<object, string>> = {
  overtime: readOvertimeQuery,
  thr: readThrQuery,
  bpjs: (params) => readBpjsQuery(params, jkkClasses(payrollRates.bpjs)),
  pph21: readPph21Query,
  severance: readSeveranceQuery,
};

/** The inputs in rupiah; the others are counts or choices. */
const rupiahInputs = new Set(["wage", "variable", "gross", "pension"]);

export interface CalculationMailArgs {
  request: Request;
  url: URL;
  pattern: string;
  params: Params;
  context: Readonly<RouterContextProvider>;
}

export async function calculationMailAction<Key extends CalculatorKey, Rates extends PayrollRates[Key]>(
  args: CalculationMailArgs,
  key: Key,
  compute: (context: LiveContext<Rates>) => Computed,
) {
  const calculation = calculationOf(args, key, compute);
  const { lang, outcome, fields, query, words, t, on } = calculation;
  const reading = readers[key](queryOf(query));
  if (outcome.kind !== "result" || reading.kind !== "input") {
    // Only a result offers the form; a post without one (a hand-made request) has nothing to mail.
    return data<CalculationMailAnswer>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  }
  const input = reading.input as Record<string, number | string>;
  const inputs = fields.flatMap((field) => {
    const value = input[field.name];
    if (value === undefined) return [];
    const text =
      field.options?.find(([option]) => option === String(value))?.[1] ??
      (typeof value === "number"
        ? rupiahInputs.has(field.name)
          ? rupiahText(value, lang)
          : numberText(value, lang)
        : value);
    return [{ label: field.label, value: text }];
  });
  const figures = resultFigures(outcome).map((figure) => ({
    label: figure.label,
    value: figure.value,
    text: rupiahText(figure.value, lang),
  }));
  const answer = await handleLeadForm({
    request: args.request,
    url: args.url,
    context: args.context,
    lang,
    form: calculationMailForm,
    details: () => ({
      calculator: key,
      name: calculation.content.name,
      inputs: input,
      figures,
      consentText: privacyNoticeText(formWords[lang].privacyNotice),
    }),
    attachments: async () => [
      await renderCalculationPdf({ key, lang, inputs, outcome, words, t, on, siteUrl: siteConfig.SITE_URL }),
    ],
    success: () => {
      const sent: Record<string, string> = { ...nonEmpty(query), [sentQuery]: "1" };
      return pathTo(calculatorPage[key], lang, {}, sent);
    },
  });
  if (answer instanceof Response) return answer;
  // The message in words here, so the page's first script needs no more than the answer.
  return data<CalculationMailAnswer>(
    { ...answer.data, message: formMessage(answer.data, formWords[lang], false) },
    answer.init ?? undefined,
  );
}

const nonEmpty = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ""));
