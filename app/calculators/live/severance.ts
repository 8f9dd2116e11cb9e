import type { SeveranceRates } from "../../../content/payroll/schema.ts";
import { readSeveranceQuery } from "../../../core/payroll/query.ts";
import { calculateSeverance } from "../../../core/payroll/severance.ts";
import { type Computed, type LiveContext } from "../result-view.tsx";
import { queryOf, readingShown } from "../use-calculator-form.ts";

export { ResultView } from "../result-view.tsx";

/** The severance calculator's result for the form's values (PP 35/2021; docs/calculators.md). */
export function compute({ values, lenient, rates, t }: LiveContext<SeveranceRates>): Computed {
  const reading = readingShown(readSeveranceQuery(queryOf(values)), values, lenient);
  if (reading.kind !== "input") return { outcome: reading };
  const { outputs, working, ratesAsOf } = calculateSeverance(rates, reading.input);
  return {
    outcome: {
      kind: "result",
      main: { name: "total", label: t.outputs.severanceTotal, value: outputs.total },
      figures: [
        { name: "severance", label: t.outputs.severance, value: outputs.severance },
        { name: "long-service", label: t.outputs.longService, value: outputs["long-service"] },
      ],
      working,
      ratesAsOf,
    },
  };
}
