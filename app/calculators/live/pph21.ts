import type { Pph21Rates } from "../../../content/payroll/schema.ts";
import { calculatePph21 } from "../../../core/payroll/pph21.ts";
import { readPph21Query } from "../../../core/payroll/query.ts";
import { type Computed, type LiveContext } from "../result-view.tsx";
import { queryOf, readingShown } from "../use-calculator-form.ts";

export { ResultView } from "../result-view.tsx";

/** The PPh 21 calculator's result for the form's values (PP 58/2023, PMK 168/2023; docs/calculators.md). */
export function compute({ values, lenient, rates, t, words }: LiveContext<Pph21Rates>): Computed {
  const reading = readingShown(readPph21Query(queryOf(values)), values, lenient);
  if (reading.kind !== "input") return { outcome: reading };
  const answer = calculatePph21(rates, reading.input);
  const { tax, refund } = answer.outputs;
  return {
    outcome: {
      kind: "result",
      main: { name: "tax", label: t.outputs.tax, value: tax },
      // December returns what January to November withheld too much: shown only when there is some.
      figures: refund > 0 ? [{ name: "refund", label: t.outputs.refund, value: refund }] : [],
      working: answer.working,
      ratesAsOf: answer.ratesAsOf,
      assumptions: answer.assumptions.map((assumption) => words.assumptions[assumption]),
    },
  };
}
