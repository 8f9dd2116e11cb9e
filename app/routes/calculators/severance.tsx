import { severanceReasons } from "../../../content/payroll/choices.ts";
import { payrollRates } from "../../../content/payroll/index.ts";
import { readSeveranceQuery } from "../../../core/payroll/query.ts";
import { calculateSeverance } from "../../../core/payroll/severance.ts";
import { pageOfMeta } from "../../../core/routing/route-of.ts";
import { calculatorData } from "../../calculators/calculator-data.server.ts";
import { CalculatorPage, type Outcome } from "../../calculators/calculator-page.tsx";
import { readingShown, useCalculatorForm } from "../../calculators/use-calculator-form.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/severance";

/** The severance calculator (PP 35/2021 Pasal 40 and the reasons' articles; docs/calculators.md). */
export function loader(args: Route.LoaderArgs) {
  return { ...calculatorData(args, "severance"), rates: payrollRates.severance };
}

export function meta(args: Route.MetaArgs) {
  const { content, hasQuery } = args.loaderData;
  return pageMeta({ ...content.meta, page: pageOfMeta(args), result: hasQuery });
}

export default function SeveranceCalculator({ loaderData: data }: Route.ComponentProps) {
  const t = useDictionary().calculatorPage;
  const form = useCalculatorForm({ values: data.values, hasQuery: data.hasQuery, choices: {} });
  const reading = readingShown(readSeveranceQuery(form.params), form.values, form.lenient);
  let outcome: Outcome = reading.kind === "input" ? { kind: "blank" } : reading;
  if (reading.kind === "input") {
    const { outputs, working, ratesAsOf } = calculateSeverance(data.rates, reading.input);
    outcome = {
      kind: "result",
      main: { name: "total", label: t.outputs.severanceTotal, value: outputs.total },
      figures: [
        { name: "severance", label: t.outputs.severance, value: outputs.severance },
        { name: "long-service", label: t.outputs.longService, value: outputs["long-service"] },
      ],
      working,
      ratesAsOf,
    };
  }
  return (
    <CalculatorPage
      data={data}
      fields={[
        { name: "wage", label: t.fields.severanceWage, hint: t.fields.wageHint },
        { name: "years", label: t.fields.years },
        { name: "months", label: t.fields.extraMonths, optional: true },
        {
          name: "reason",
          label: t.fields.reason,
          options: severanceReasons.map((reason) => [reason, data.words.reasons[reason]] as const),
        },
      ]}
      values={form.values}
      onChange={form.setValue}
      onSubmit={form.submit}
      outcome={outcome}
    />
  );
}
