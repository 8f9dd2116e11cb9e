import { group, groupPerKey, line, list, paragraph, template } from "../schema/fields.ts";
import { faqList, metaGroup } from "../schema/page-parts.ts";
import { calculatorKeys } from "./keys.ts";

/**
 * The payroll calculators' pages in one language (`content/calculators/<lang>.yaml`): the list page
 * (/tools, /kalkulator), and each calculator's title, explainer and questions. The form's labels and the
 * working's words are the site's (core/i18n/, core/payroll/words.*.ts); the rates are
 * content/payroll/rates.yaml. Figures a rule states are written as `{fact:key}` (docs/editing.md).
 */

const calculatorNames = {
  overtime: "Overtime calculator",
  thr: "THR calculator",
  bpjs: "BPJS calculator",
  pph21: "PPh 21 calculator",
  severance: "Severance calculator",
} as const;

const calculator = (label: string) =>
  group(
    {
      meta: metaGroup,
      name: line({
        label: "Short name",
        hint: "What the calculator works out, as a sentence names it: “overtime pay”, “upah lembur”.",
      }),
      title: line({ label: "Headline", hint: "The page's one heading, with the words people search for." }),
      lead: paragraph({
        label: "Lead",
        hint: "One or two sentences under the headline: what it works out, by which regulation.",
      }),
      summary: paragraph({ label: "Line on the list page", hint: "One sentence on /tools (/kalkulator)." }),
      explainer: list(
        group(
          {
            heading: line({ label: "Heading" }),
            paragraphs: list(paragraph({ label: "Paragraph" }), { label: "Paragraphs", min: 1 }),
          },
          { label: "Section" },
        ),
        {
          label: "How it is worked out",
          hint: "300 to 600 words under the calculator, in sections: the rule, the regulation and its article, a worked example.",
          min: 2,
        },
      ),
      faq: faqList({
        hint: "Three to six questions; they are also the page's FAQ data for search engines.",
        min: 3,
        max: 6,
      }),
    },
    { label },
  );

/**
 * "Email me this calculation" under each result (docs/calculators.md): the form, what it says once sent,
 * and the PDF (the mail's words are content/emails/, with the other mails'). The PDF holds these words, the calculator's figures and its working,
 * never anything the visitor typed.
 */
const emailCopy = group(
  {
    title: line({ label: "Heading", hint: "Above the address field under the result." }),
    lead: paragraph({
      label: "Line under the heading",
      hint: "What arrives: a PDF of the inputs and the working.",
    }),
    label: line({ label: "Address field's label" }),
    submit: line({ label: "Button" }),
    sending: line({ label: "Button while sending" }),
    sentTitle: line({ label: "Heading once sent" }),
    sentText: paragraph({
      label: "Text once sent",
      hint: "That the PDF is on its way, and where to look for it.",
    }),
    trialTitle: line({ label: "Trial offer's heading once sent" }),
    trialText: paragraph({ label: "Trial offer's text once sent" }),
    pdf: group(
      {
        title: template({
          label: "Title",
          hint: "On the cover and in the running header.",
          slots: ["calculator"],
        }),
        summary: template({
          label: "Cover's summary",
          hint: "{date} is the day it was worked out, {asOf} the day of the rates.",
          slots: ["date", "asOf"],
        }),
        figuresTitle: line({ label: "Title above the figures on the cover" }),
        inputsTitle: line({ label: "Heading of the inputs" }),
        inputHeader: line({ label: "Inputs table: the input's column" }),
        valueHeader: line({ label: "Inputs table: the value's column" }),
        workingTitle: line({ label: "Heading of the working" }),
        stepHeader: line({ label: "Working table: the step's column" }),
        figureHeader: line({ label: "Working table: the figure's column" }),
        sourceHeader: line({ label: "Working table: the regulation's column" }),
        assumptionsTitle: line({ label: "Heading of the assumptions (PPh 21)" }),
        disclaimer: paragraph({
          label: "Closing note",
          hint: "That the figures follow the regulations as of the date, and what they do not replace.",
        }),
      },
      { label: "The PDF" },
    ),
  },
  { label: "Email me this calculation" },
);

export const calculatorPagesSchema = group(
  {
    index: group(
      {
        meta: metaGroup,
        name: line({
          label: "Short name",
          hint: "The list page in the breadcrumb trail: “Payroll calculators”.",
        }),
        eyebrow: line({ label: "Eyebrow", hint: "The small line above the heading." }),
        title: line({ label: "Headline" }),
        lead: paragraph({ label: "Lead" }),
      },
      {
        label: "List page",
        hint: "/tools and /kalkulator: the five calculators, a line each (from each calculator's “Line on the list page”).",
      },
    ),
    calculators: groupPerKey(calculatorKeys, (key) => calculator(calculatorNames[key]), {
      label: "Calculators",
    }),
    email: emailCopy,
  },
  { label: "Payroll calculators" },
);
