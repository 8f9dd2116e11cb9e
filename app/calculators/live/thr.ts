import type { ThrRates } from "../../../content/payroll/schema.ts";
import { readThrQuery } from "../../../core/payroll/query.ts";
import { calculateThr } from "../../../core/payroll/thr.ts";
import { type Computed, type LiveContext } from "../result-view.tsx";
import { queryOf, readingShown } from "../use-calculator-form.ts";

export { ResultView } from "../result-view.tsx";

/** The THR calculator's result for the form's values (Permenaker 6/2016; docs/calculators.md). */
export function compute({ values, lenient, rates, t }: LiveContext<ThrRates>): Computed {
  const reading = readingShown(readThrQuery(queryOf(values)), values, lenient);
  if (reading.kind !== "input") return { outcome: reading };
  const answer = calculateThr(rates, reading.input);
  if (answer.kind === "refusal") return { outcome: answer };
  return {
    outcome: {
      kind: "result",
      main: { name: "total", label: t.outputs.thrTotal, value: answer.outputs.total },
      figures: [],
      working: answer.working,
      ratesAsOf: answer.ratesAsOf,
    },
  };
}
