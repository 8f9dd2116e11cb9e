import { payrollRates } from "../../../content/payroll/index.ts";
import { calculateOvertime, overtimeDays, workingWeeks } from "../../../core/payroll/overtime.ts";
import { readOvertimeQuery } from "../../../core/payroll/query.ts";
import { fill } from "../../../core/i18n/fill.ts";
import { pageOfMeta } from "../../../core/routing/route-of.ts";
import { calculatorData } from "../../calculators/calculator-data.server.ts";
import { CalculatorPage, type Outcome } from "../../calculators/calculator-page.tsx";
import { readingShown, useCalculatorForm } from "../../calculators/use-calculator-form.ts";
import { useDictionary } from "../../i18n/use-dictionary.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/overtime";

/** The overtime calculator (PP 35/2021 Pasal 26, 31–32; docs/calculators.md). */
export function loader(args: Route.LoaderArgs) {
  return { ...calculatorData(args, "overtime"), rates: payrollRates.overtime };
}

export function meta(args: Route.MetaArgs) {
  const { content, hasQuery } = args.loaderData;
  return pageMeta({ ...content.meta, page: pageOfMeta(args), result: hasQuery });
}

export default function OvertimeCalculator({ loaderData: data }: Route.ComponentProps) {
  const t = useDictionary().calculatorPage;
  const form = useCalculatorForm({
    values: data.values,
    hasQuery: data.hasQuery,
    choices: { week: "5", day: "workday" },
  });
  const reading = readingShown(readOvertimeQuery(form.params), form.values, form.lenient);
  let outcome: Outcome = reading.kind === "input" ? { kind: "blank" } : reading;
  if (reading.kind === "input") {
    const answer = calculateOvertime(data.rates, reading.input);
    outcome =
      answer.kind === "refusal"
        ? answer
        : {
            kind: "result",
            main: { name: "total", label: t.outputs.overtimeTotal, value: answer.outputs.total },
            figures: [],
            working: answer.working,
            ratesAsOf: answer.ratesAsOf,
          };
  }
  return (
    <CalculatorPage
      data={data}
      fields={[
        { name: "wage", label: t.fields.wage, hint: t.fields.wageHint },
        { name: "variable", label: t.fields.variable, hint: t.fields.variableHint, optional: true },
        {
          name: "week",
          label: t.fields.week,
          options: workingWeeks.map((days) => [String(days), fill(t.fields.weekOption, { days })] as const),
        },
        {
          name: "day",
          label: t.fields.day,
          options: overtimeDays.map((day) => [day, data.words.days[day]] as const),
        },
        { name: "hours", label: t.fields.hours, hint: t.fields.hoursHint, inputMode: "decimal" },
        { name: "days", label: t.fields.days, hint: t.fields.daysHint, optional: true },
      ]}
      values={form.values}
      onChange={form.setValue}
      onSubmit={form.submit}
      outcome={outcome}
    />
  );
}
