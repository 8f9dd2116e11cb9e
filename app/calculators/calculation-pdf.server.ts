import { calculatorPagesContent } from "../../content/calculators/index.ts";
import type { CalculatorKey } from "../../content/calculators/keys.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { MailAttachment } from "../../core/mail/mail-content.ts";
import type { PayrollWords } from "../../core/payroll/words.en.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { renderResourcePdf, type ResourceData } from "../downloads/resource-pdf.server.ts";
import type { Dictionary } from "../../core/i18n/en.ts";
import { dateText, figureText, sourceText, stepText } from "./format.ts";
import type { Outcome } from "./result-view.tsx";

/**
 * The PDF of "Email me this calculation" (docs/calculators.md): the inputs and the working of one result,
 * in the page's language, drawn by the resources' engine (docs/decisions/0007-pdfs.md) as a calculator
 * sheet: the cover names the result, the body holds two tables. Every word is ours or the server's figures:
 * the inputs are the values the server read from the query, never the text typed.
 */

export interface CalculationSheet {
  key: CalculatorKey;
  lang: Lang;
  /** The inputs, each with its label and its value as the page writes it. */
  inputs: Array<{ label: string; value: string }>;
  outcome: Extract<Outcome, { kind: "result" }>;
  words: PayrollWords;
  t: Dictionary["calculatorPage"];
  /** The day it was worked out, YYYY-MM-DD in Jakarta. */
  on: string;
  siteUrl?: string;
  /** Tests read the text of an uncompressed file. */
  compress?: boolean;
}

/** A table cell's text: Markdown's own characters escaped, so a label never becomes markup. */
const cell = (text: string) => text.replace(/([\\|*_[\]<>`#~])/g, "\\$1").replace(/\s+/g, " ");

export function calculationMarkdown({ lang, inputs, outcome, words, t }: CalculationSheet): string {
  const copy = calculatorPagesContent[lang].email.pdf;
  const lines = [
    `## ${copy.inputsTitle}`,
    "",
    `| ${copy.inputHeader} | ${copy.valueHeader} |`,
    "| --- | ---: |",
    ...inputs.map((input) => `| ${cell(input.label)} | ${cell(input.value)} |`),
    "",
    `## ${copy.workingTitle}`,
    "",
    `| ${copy.stepHeader} | ${copy.figureHeader} | ${copy.sourceHeader} |`,
    "| --- | ---: | --- |",
    ...outcome.working.map((step) => {
      const figure = figureText(step.figure, step.unit, lang, t.units) ?? "";
      return `| ${cell(stepText(step, lang, words))} | ${cell(figure)} | ${cell(sourceText(step.source, lang))} |`;
    }),
    "",
  ];
  if (outcome.assumptions?.length) {
    lines.push(
      `## ${copy.assumptionsTitle}`,
      "",
      ...outcome.assumptions.map((line) => `- ${cell(line)}`),
      "",
    );
  }
  lines.push(cell(copy.disclaimer), "");
  return lines.join("\n");
}

/** The figures of a result with their labels, as the page writes them. */
export const resultFigures = (outcome: Extract<Outcome, { kind: "result" }>) => [
  outcome.main,
  ...outcome.figures,
];

export async function renderCalculationPdf(sheet: CalculationSheet): Promise<MailAttachment> {
  const { key, lang, outcome, on } = sheet;
  const content = calculatorPagesContent[lang];
  const copy = content.email.pdf;
  const calculator = content.calculators[key];
  const title = fill(copy.title, { calculator: calculator.name });
  const data: ResourceData = {
    title,
    description: calculator.lead,
    kind: "calculator",
    pages: 1,
    summary: fill(copy.summary, { date: dateText(on, lang), asOf: dateText(outcome.ratesAsOf, lang) }),
    learn: resultFigures(outcome).map(
      (figure) => `${figure.label}: ${figureText(figure.value, "rupiah", lang, sheet.t.units) ?? ""}`,
    ),
  };
  const pdf = await renderResourcePdf(
    {
      slug: key,
      lang,
      data,
      markdown: calculationMarkdown(sheet),
      file: `calculation ${key} (${lang})`,
    },
    {
      siteUrl: sheet.siteUrl,
      date: new Date(),
      compress: sheet.compress,
      coverListTitle: copy.figuresTitle,
    },
  );
  return {
    // Our words only: the calculator and the day (regu-thr-2026-12-07.pdf).
    filename: `regu-${key}-${on}.pdf`,
    contentType: "application/pdf",
    base64: pdf.toString("base64"),
  };
}
