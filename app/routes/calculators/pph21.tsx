import { taxStatuses } from "../../../content/payroll/choices.ts";
import { payrollRates } from "../../../content/payroll/index.ts";
import { calculatePph21 } from "../../../core/payroll/pph21.ts";
import { readPph21Query } from "../../../core/payroll/query.ts";
import { pageOfMeta } from "../../../core/routing/route-of.ts";
import { calculatorData } from "../../calculators/calculator-data.server.ts";
import { CalculatorPage, type Outcome } from "../../calculators/calculator-page.tsx";
import { monthName } from "../../calculators/format.ts";
import { readingShown, useCalculatorForm } from "../../calculators/use-calculator-form.ts";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/pph21";

/** The PPh 21 calculator (PP 58/2023, PMK 168/2023; docs/calculators.md). */
export function loader(args: Route.LoaderArgs) {
  return { ...calculatorData(args, "pph21"), rates: payrollRates.pph21 };
}

export function meta(args: Route.MetaArgs) {
  const { content, hasQuery } = args.loaderData;
  return pageMeta({ ...content.meta, page: pageOfMeta(args), result: hasQuery });
}

const months = Array.from({ length: 12 }, (_, index) => index + 1);

export default function Pph21Calculator({ loaderData: data }: Route.ComponentProps) {
  const t = useDictionary().calculatorPage;
  const lang = useLang();
  const form = useCalculatorForm({
    values: data.values,
    hasQuery: data.hasQuery,
    choices: { status: "TK/0" },
  });
  const reading = readingShown(readPph21Query(form.params), form.values, form.lenient);
  let outcome: Outcome = reading.kind === "input" ? { kind: "blank" } : reading;
  if (reading.kind === "input") {
    const answer = calculatePph21(data.rates, reading.input);
    outcome = {
      kind: "result",
      main: { name: "tax", label: t.outputs.tax, value: answer.outputs.tax },
      figures:
        answer.outputs.refund > 0
          ? [{ name: "refund", label: t.outputs.refund, value: answer.outputs.refund }]
          : [],
      working: answer.working,
      ratesAsOf: answer.ratesAsOf,
      assumptions: answer.assumptions.map((assumption) => data.words.assumptions[assumption]),
    };
  }
  return (
    <CalculatorPage
      data={data}
      fields={[
        { name: "gross", label: t.fields.gross, hint: t.fields.grossHint },
        {
          name: "status",
          label: t.fields.status,
          options: taxStatuses.map((status) => [status, t.statuses[status]] as const),
        },
        {
          name: "month",
          label: t.fields.month,
          options: months.map((month) => [String(month), monthName(month, lang)] as const),
        },
        { name: "pension", label: t.fields.pension, hint: t.fields.pensionHint, optional: true },
      ]}
      values={form.values}
      onChange={form.setValue}
      onSubmit={form.submit}
      outcome={outcome}
    />
  );
}
