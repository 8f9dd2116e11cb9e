import { useEffect, useState } from "react";
import { businessSizes } from "../../../content/payroll/choices.ts";
import { payrollRates } from "../../../content/payroll/index.ts";
import { calculateBpjs, jkkClasses, jpCapOn } from "../../../core/payroll/bpjs.ts";
import { readBpjsQuery } from "../../../core/payroll/query.ts";
import { fill } from "../../../core/i18n/fill.ts";
import { pageOfMeta } from "../../../core/routing/route-of.ts";
import { calculatorData } from "../../calculators/calculator-data.server.ts";
import { CalculatorPage, type Outcome } from "../../calculators/calculator-page.tsx";
import { dateText, numberText, rupiahText, todayInJakarta } from "../../calculators/format.ts";
import { readingShown, useCalculatorForm } from "../../calculators/use-calculator-form.ts";
import { useDictionary, useLang } from "../../i18n/use-dictionary.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/bpjs";

/** The BPJS calculator (PP 44, 45, 46/2015, Perpres 82/2018, Perpres 109/2013; docs/calculators.md). */
export function loader(args: Route.LoaderArgs) {
  // The day whose JP wage cap applies: the page's own day on the server; the browser takes its own once
  // it starts, so a page prerendered before March uses March's cap from March.
  return { ...calculatorData(args, "bpjs"), rates: payrollRates.bpjs, on: todayInJakarta() };
}

export function meta(args: Route.MetaArgs) {
  const { content, hasQuery } = args.loaderData;
  return pageMeta({ ...content.meta, page: pageOfMeta(args), result: hasQuery });
}

export default function BpjsCalculator({ loaderData: data }: Route.ComponentProps) {
  const t = useDictionary().calculatorPage;
  const lang = useLang();
  const classes = jkkClasses(data.rates);
  const form = useCalculatorForm({
    values: data.values,
    hasQuery: data.hasQuery,
    choices: { jkk: classes[0] ?? "", size: "large" },
  });
  const reading = readingShown(readBpjsQuery(form.params, classes), form.values, form.lenient);
  const [on, setOn] = useState(data.on);
  useEffect(() => setOn(todayInJakarta()), []);
  const cap = jpCapOn(data.rates, on);
  let outcome: Outcome = reading.kind === "input" ? { kind: "blank" } : reading;
  if (reading.kind === "input") {
    const answer = calculateBpjs(data.rates, reading.input, on);
    if (answer) {
      const { outputs } = answer;
      const figure = (name: keyof typeof outputs & keyof typeof t.outputs) => ({
        name,
        label: t.outputs[name],
        value: outputs[name],
      });
      outcome = {
        kind: "result",
        main: { name: "employer-total", label: t.outputs.employerTotal, value: outputs["employer-total"] },
        figures: [
          { name: "employee-total", label: t.outputs.employeeTotal, value: outputs["employee-total"] },
          figure("jht-employer"),
          figure("jht-employee"),
          figure("jp-employer"),
          figure("jp-employee"),
          figure("jkk"),
          figure("jkm"),
          figure("kesehatan-employer"),
          figure("kesehatan-employee"),
        ],
        working: answer.working,
        ratesAsOf: answer.ratesAsOf,
      };
    }
  }
  return (
    <CalculatorPage
      data={data}
      fields={[
        { name: "wage", label: t.fields.bpjsWage, hint: t.fields.wageHint },
        {
          name: "jkk",
          label: t.fields.jkk,
          options: classes.map(
            (rate, index) =>
              [
                rate,
                fill(t.fields.jkkOption, {
                  rate: numberText(Number(rate), lang),
                  risk: t.jkkRisks[index] ?? "",
                }),
              ] as const,
          ),
        },
        {
          name: "size",
          label: t.fields.size,
          options: businessSizes.map((size) => [size, t.sizes[size]] as const),
        },
      ]}
      values={form.values}
      onChange={form.setValue}
      onSubmit={form.submit}
      outcome={outcome}
      note={fill(t.jpCapNote, {
        cap: rupiahText(cap.wage, lang),
        since: dateText(cap.source.effective, lang),
      })}
    />
  );
}
