import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Payroll services: we run your monthly payroll | Regu",
    description:
      "Regu's payroll team runs payroll from attendance, overtime, leave and claims data: payslips in " +
      "the app, a bank transfer file, statutory filings in 5 countries.",
  },
  hero: {
    eyebrow: "Payroll services",
    title: "Let our payroll team run your payroll every month",
    lead:
      "Regu's payroll specialists calculate pay from the attendance, overtime, leave and claims already in " +
      "Regu, and handle the statutory contributions and tax filings in 5 countries. You review one summary, " +
      "approve it, and every employee finds their payslip in the app.",
    points: [
      "Run by people, not just software",
      "Statutory filings in 5 countries",
      "From IDR 25,000 per employee per run",
    ],
  },
  screens: {
    employee: {
      title: "Payslip",
      subtitle: "Dewi Lestari · 21 Apr – 20 May",
      highlight: {
        label: "Take-home pay (IDR)",
        value: "8,392,200",
        note: "Paid 25 May · BCA ···4821",
      },
      rows: [
        {
          title: "Salary and allowances",
          meta: "IDR 8,000,000",
        },
        {
          title: "Overtime · 8 hours",
          meta: "IDR 647,400 · 4 working days",
          status: { label: "Approved", tone: "ok" },
        },
        {
          title: "Claims reimbursed",
          meta: "IDR 245,000 · 2 receipts",
          status: { label: "Approved", tone: "ok" },
        },
        {
          title: "BPJS and PPh 21",
          meta: "− IDR 500,200",
          status: { label: "Deducted", tone: "info" },
        },
      ],
      action: "See full payslip",
    },
    manager: {
      title: "Payroll run",
      subtitle: "May payroll · 128 employees",
      highlight: {
        label: "Total net pay (IDR)",
        value: "1.09 billion",
        note: "Waiting for your approval",
      },
      rows: [
        {
          title: "Attendance and overtime",
          meta: "Locked at cut-off, 20 May",
          status: { label: "Done", tone: "ok" },
        },
        {
          title: "Leave and claims",
          meta: "31 claims · 6 days unpaid leave",
          status: { label: "Done", tone: "ok" },
        },
        {
          title: "Calculated by Regu team",
          meta: "2 new joiners · 1 leaver",
          status: { label: "Review", tone: "wait" },
        },
        {
          title: "Payslips and bank file",
          meta: "Released after you approve",
          status: { label: "Next", tone: "info" },
        },
      ],
      action: "Review and approve",
    },
  },
  scene: {
    key: "office",
    alt: "At her desk, an HR manager goes through the month's approvals on her phone and laptop, ready for payroll.",
  },
  problems: {
    title: "Payroll week without the late nights",
    lead: "Three problems that eat the last days of every month, and how handing payroll to Regu ends them.",
    items: [
      {
        title: "“I chase numbers from five places”",
        body:
          "Attendance in one file, overtime in another, receipts in a chat group. Our payroll team takes " +
          "everything from the Regu account your staff clock in on, so nobody retypes hours or amounts.",
      },
      {
        title: "“The rates changed and we missed it”",
        body:
          "Contribution rates, wage ceilings and tax tables change, often with little notice. Our specialists " +
          "follow the rules in each country and apply new rates from the date they take effect.",
      },
      {
        title: "“Salary files end up in the wrong inbox”",
        body:
          "Payslips sent by email get forwarded and salary sheets sit on shared drives. With Regu, each " +
          "employee sees only their own payslip in the app, and salary data stays behind role-based access.",
      },
    ],
  },
  steps: {
    title: "Your monthly payroll cycle",
    lead: "The same five steps every month. Your part is the review in step 3; our payroll team does the rest.",
    items: [
      {
        title: "Cut-off locks the month's data",
        body:
          "On the cut-off date we agree with you, for example the 20th, the period's attendance, approved " +
          "overtime, leave and claims are locked, so the numbers stop moving while we calculate. New " +
          "joiners, leavers and salary changes come in before cut-off too.",
      },
      {
        title: "We calculate pay",
        body:
          "Our payroll team works out basic pay, allowances, overtime at legal rates, unpaid leave, " +
          "reimbursed claims, contributions and income tax for every employee.",
      },
      {
        title: "You review and approve",
        body:
          "You receive a summary with totals, a line for each employee and what changed since last month. " +
          "Ask questions or request corrections, then approve from the web dashboard or your phone.",
      },
      {
        title: "Payslips and the bank file go out",
        body:
          "Once you approve, every employee receives their payslip in the Regu app, and your finance team " +
          "gets a bank transfer file to upload on payday. Salaries leave your own account, as they do today.",
      },
      {
        title: "Statutory payments and filings",
        body:
          "We calculate what is due to each agency, prepare the payments and submit the filings before the " +
          "deadlines. Monthly reports for finance and your auditors close the cycle.",
      },
    ],
  },
  details: {
    title: "What the service includes",
    lead: "What finance and HR teams ask before they hand over payroll.",
    items: [
      {
        title: "A team that runs it for you",
        body:
          "Regu's payroll specialists run every cycle and answer your questions on WhatsApp, email or in-app " +
          "chat, Monday to Friday, 08:00–18:00 local time.",
      },
      {
        title: "Data straight from attendance",
        body:
          "Hours, overtime, leave and approved claims come from Regu itself: no exports to clean up, no " +
          "figures typed twice.",
      },
      {
        title: "Overtime at the legal rate",
        body:
          "Overtime is paid with each country's rules, for example 1.5x the first hour and 2x after on " +
          "working days under Indonesia's PP 35/2021, or 1.5x, 2x and 3x under Malaysia's Employment Act.",
      },
      {
        title: "Payslips on every phone",
        body:
          "Employees open their payslip in the Regu app on Android, iPhone or Huawei phones. HR no longer " +
          "prints, seals or emails payslips one by one.",
      },
      {
        title: "Monthly reports",
        body:
          "Totals per employee, contributions and tax for the month, available in the dashboard and as " +
          "Excel files for finance and audit.",
      },
      {
        title: "Kept confidential",
        body:
          "Salary data is encrypted at rest (AES-256) and in transit (TLS 1.2+), access is role-based and " +
          "changes are recorded in the audit log. Indonesian customers' data is hosted in Jakarta.",
      },
    ],
  },
  countries: {
    title: "Statutory items we handle in each country",
    lead:
      "Each employee is calculated under the rules of the country they are paid in, in that country's " +
      "currency.",
    columns: ["Country", "Social security & contributions", "Income tax"],
    rows: [
      {
        country: "Indonesia",
        cells: ["BPJS Ketenagakerjaan and BPJS Kesehatan", "PPh 21, withheld and reported monthly"],
      },
      {
        country: "Malaysia",
        cells: ["EPF (KWSP), SOCSO (PERKESO) and EIS", "PCB monthly tax deduction"],
      },
      {
        country: "Philippines",
        cells: ["SSS, PhilHealth and Pag-IBIG", "Withholding tax on compensation"],
      },
      {
        country: "Thailand",
        cells: ["Social Security Fund", "Withholding tax, filed on PND 1"],
      },
      {
        country: "Singapore",
        cells: ["CPF and Skills Development Levy (SDL)", "IR8A employment income reporting"],
      },
    ],
    note:
      "Rates, ceilings and forms change from time to time. Our payroll team tracks every change and applies " +
      "it from the date it takes effect, so you do not have to.",
  },
  faq: [
    {
      question: "How much does the payroll service cost?",
      answer:
        "Payroll services start from IDR 25,000 per employee per payroll run. They come with the Enterprise " +
        "plan, so our sales team quotes a price for your headcount and countries. Taxes such as VAT are added " +
        "on the invoice.",
    },
    {
      question: "Do we still decide on salaries?",
      answer:
        "Yes. You set salaries, allowances and policies, and you approve every run. Payslips and the bank " +
        "file are released only after your approval.",
    },
    {
      question: "Who can see salary data?",
      answer:
        "In your company, only the people you give payroll access to; on our side, only the payroll team " +
        "running your account. Employees see their own payslip and nobody else's.",
    },
    {
      question: "What do you need from us to start?",
      answer:
        "Your employee list with salary components, tax and social security numbers, and each employee's " +
        "bank account. Our onboarding team imports it from a spreadsheet, and your first run uses the " +
        "attendance recorded in Regu.",
    },
  ],
  related: ["time", "overtime", "claim"],
  cta: {
    title: "Get a payroll quote for your team",
    lead:
      "Tell us how many people you pay and in which countries. We will walk you through the monthly cycle " +
      "in a 30-minute demo and send you a quote.",
  },
} satisfies FeaturePageContent;
