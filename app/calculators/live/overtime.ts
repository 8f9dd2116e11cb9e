import type { OvertimeRates } from "../../../content/payroll/schema.ts";
import { calculateOvertime } from "../../../core/payroll/overtime.ts";
import { readOvertimeQuery } from "../../../core/payroll/query.ts";
import { type Computed, type LiveContext } from "../result-view.tsx";
import { queryOf, readingShown } from "../use-calculator-form.ts";

export { ResultView } from "../result-view.tsx";

/** The overtime calculator's result for the form's values (PP 35/2021; docs/calculators.md). */
export function compute({ values, lenient, rates, t }: LiveContext<OvertimeRates>): Computed {
  const reading = readingShown(readOvertimeQuery(queryOf(values)), values, lenient);
  if (reading.kind !== "input") return { outcome: reading };
  const answer = calculateOvertime(rates, reading.input);
  if (answer.kind === "refusal") return { outcome: answer };
  return {
    outcome: {
      kind: "result",
      main: { name: "total", label: t.outputs.overtimeTotal, value: answer.outputs.total },
      figures: [],
      working: answer.working,
      ratesAsOf: answer.ratesAsOf,
    },
  };
}
