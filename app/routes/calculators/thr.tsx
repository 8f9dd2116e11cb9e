import { payrollRates } from "../../../content/payroll/index.ts";
import { readThrQuery } from "../../../core/payroll/query.ts";
import { calculateThr } from "../../../core/payroll/thr.ts";
import { pageOfMeta } from "../../../core/routing/route-of.ts";
import { calculatorData } from "../../calculators/calculator-data.server.ts";
import { CalculatorPage, type Outcome } from "../../calculators/calculator-page.tsx";
import { readingShown, useCalculatorForm } from "../../calculators/use-calculator-form.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/thr";

/** The THR calculator (Permenaker 6/2016; docs/calculators.md). */
export function loader(args: Route.LoaderArgs) {
  return { ...calculatorData(args, "thr"), rates: payrollRates.thr };
}

export function meta(args: Route.MetaArgs) {
  const { content, hasQuery } = args.loaderData;
  return pageMeta({ ...content.meta, page: pageOfMeta(args), result: hasQuery });
}

export default function ThrCalculator({ loaderData: data }: Route.ComponentProps) {
  const t = useDictionary().calculatorPage;
  const form = useCalculatorForm({ values: data.values, hasQuery: data.hasQuery, choices: {} });
  const reading = readingShown(readThrQuery(form.params), form.values, form.lenient);
  let outcome: Outcome = reading.kind === "input" ? { kind: "blank" } : reading;
  if (reading.kind === "input") {
    const answer = calculateThr(data.rates, reading.input);
    outcome =
      answer.kind === "refusal"
        ? answer
        : {
            kind: "result",
            main: { name: "total", label: t.outputs.thrTotal, value: answer.outputs.total },
            figures: [],
            working: answer.working,
            ratesAsOf: answer.ratesAsOf,
          };
  }
  return (
    <CalculatorPage
      data={data}
      fields={[
        { name: "wage", label: t.fields.thrWage, hint: t.fields.wageHint },
        { name: "months", label: t.fields.months, hint: t.fields.monthsHint },
      ]}
      values={form.values}
      onChange={form.setValue}
      onSubmit={form.submit}
      outcome={outcome}
    />
  );
}
