import type { BpjsRates } from "../../../content/payroll/schema.ts";
import { calculateBpjs, jkkClasses, jpCapOn, type BpjsOutput } from "../../../core/payroll/bpjs.ts";
import { readBpjsQuery } from "../../../core/payroll/query.ts";
import { fill } from "../../../core/i18n/fill.ts";
import { dateText, rupiahText } from "../format.ts";
import { type Computed, type LiveContext } from "../result-view.tsx";
import { queryOf, readingShown } from "../use-calculator-form.ts";

export { ResultView } from "../result-view.tsx";

/** The shares the result lists under the employer's total, in the order of BPJS's bills. */
const shares = [
  "jht-employer",
  "jht-employee",
  "jp-employer",
  "jp-employee",
  "jkk",
  "jkm",
  "kesehatan-employer",
  "kesehatan-employee",
] as const satisfies readonly BpjsOutput[];

/** The BPJS calculator's result for the form's values, with the JP wage cap of `on` (docs/calculators.md). */
export function compute({ values, lenient, rates, t, lang, on }: LiveContext<BpjsRates>): Computed {
  const cap = jpCapOn(rates, on);
  const note = fill(t.jpCapNote, {
    cap: rupiahText(cap.wage, lang),
    since: dateText(cap.source.effective, lang),
  });
  const reading = readingShown(readBpjsQuery(queryOf(values), jkkClasses(rates)), values, lenient);
  if (reading.kind !== "input") return { outcome: reading, note };
  const answer = calculateBpjs(rates, reading.input, on);
  // The reader refuses a class the rates lack before this; undefined only if the two disagree.
  if (!answer) return { outcome: { kind: "errors", errors: { jkk: "unknown-choice" } }, note };
  const { outputs } = answer;
  return {
    note,
    outcome: {
      kind: "result",
      main: { name: "employer-total", label: t.outputs.employerTotal, value: outputs["employer-total"] },
      figures: [
        { name: "employee-total", label: t.outputs.employeeTotal, value: outputs["employee-total"] },
        ...shares.map((name) => ({ name, label: t.outputs[name], value: outputs[name] })),
      ],
      working: answer.working,
      ratesAsOf: answer.ratesAsOf,
    },
  };
}
