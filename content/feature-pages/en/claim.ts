import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Expense claims app: receipts, limits, approvals | Regu",
    description:
      "Staff photograph a receipt and submit a claim from their phone. Regu checks the limit for their " +
      "grade, sends it to manager and finance, and pays it via payroll.",
  },
  hero: {
    eyebrow: "Expense claims",
    title: "Pay staff back for expenses without paper forms",
    lead:
      "Staff photograph the receipt, and Regu reads the amount, checks the limit for their grade and sends " +
      "the claim to their manager, then to finance. Approved claims are paid with the next payroll or by " +
      "bank transfer.",
    points: [
      "Amount read from the receipt photo",
      "Limits per category and grade",
      "Paid via payroll or bank transfer",
    ],
  },
  screens: {
    employee: {
      title: "Claims",
      subtitle: "Budi Santoso · Sales, Surabaya",
      highlight: {
        label: "Waiting for approval",
        value: "IDR 185,000",
        note: "Fuel · Step 2 of 2: Finance",
      },
      rows: [
        {
          title: "Parking, Tunjungan Plaza",
          meta: "IDR 25,000 · 13 May",
          status: { label: "Approved", tone: "ok" },
        },
        {
          title: "Client lunch, 3 people",
          meta: "IDR 420,000 · 10 May · Meals",
          status: { label: "Paid", tone: "ok" },
        },
        {
          title: "Toll, Surabaya–Gresik",
          meta: "IDR 38,500 · 8 May · Transport",
          status: { label: "Paid", tone: "ok" },
        },
        {
          title: "Hotel, Malang",
          meta: "IDR 650,000 · above grade limit",
          status: { label: "Over limit", tone: "alert" },
        },
      ],
      action: "New claim",
    },
    manager: {
      title: "Approvals",
      subtitle: "Claims · Wednesday, 15 May",
      highlight: {
        label: "Waiting for you",
        value: "4 claims",
        note: "IDR 1,265,000 in total",
      },
      rows: [
        {
          title: "Budi Santoso · Fuel",
          meta: "IDR 185,000 · matches receipt",
          status: { label: "Within limit", tone: "ok" },
        },
        {
          title: "Siti Rahmawati · Meals",
          meta: "IDR 420,000 · Client lunch",
          status: { label: "Check", tone: "wait" },
        },
        {
          title: "Andi Wijaya · Hotel",
          meta: "IDR 650,000 · limit IDR 600,000",
          status: { label: "Over limit", tone: "alert" },
        },
        {
          title: "Putri Lestari · Parking",
          meta: "IDR 10,000 · Step 1 of 2",
          status: { label: "New", tone: "info" },
        },
      ],
      action: "Approve selected",
    },
  },
  scene: {
    key: "field-claim",
    alt: "On a client visit, a sales rep photographs her receipt with her phone to claim it.",
  },
  problems: {
    title: "What goes wrong with claims on paper",
    lead: "Receipts in envelopes, forms on a manager's desk, a spreadsheet in finance. Here is how Regu ends that.",
    items: [
      {
        title: "“The receipt got lost before anyone checked it”",
        body:
          "A parking ticket in a wallet rarely survives to the end of the month. In Regu the receipt is " +
          "photographed when it is paid, and the photo stays with the claim for the approver and the auditor.",
      },
      {
        title: "“Nobody knows the limit until finance says no”",
        body:
          "Limits are set per category and grade, so staff see the rule before they send, and approvers see " +
          "at once when a claim goes over it.",
      },
      {
        title: "“Claims sit on someone's desk for weeks”",
        body:
          "Each claim goes to the manager's phone, then to finance, in the order you set. Approving takes two " +
          "taps, and the employee can see which step their claim has reached.",
      },
    ],
  },
  steps: {
    title: "How claims work in Regu",
    lead: "Set the rules once with our onboarding team. After that, claims move on their own.",
    items: [
      {
        title: "Set categories, limits and approvers",
        body:
          "Create categories such as fuel, parking, meals, hotel and medical, give each grade its limits, " +
          "and choose the approval chain: for example, the direct manager first, then finance.",
      },
      {
        title: "Staff photograph the receipt",
        body:
          "The app reads the amount from the photo. The employee checks it, picks a category, adds a short " +
          "note and sends the claim.",
      },
      {
        title: "Manager and finance approve",
        body:
          "Each approver gets a notification with the receipt photo, the amount and the limit, and approves " +
          "or declines in two taps. The employee sees the status change at every step.",
      },
      {
        title: "Reimburse and export",
        body:
          "Approved claims go into the next payroll run or are paid by bank transfer. Finance exports them " +
          "for the accounting system.",
      },
    ],
  },
  details: {
    title: "What finance and HR check before choosing",
    lead: "The questions we are asked most often about claims, answered plainly.",
    items: [
      {
        title: "Receipt photo and amount reading",
        body:
          "Staff photograph the receipt with the phone camera. Regu reads the amount from the photo (OCR) and " +
          "fills it in for the employee to check, and the photo stays attached to the claim.",
      },
      {
        title: "Categories and limits per grade",
        body:
          "Define your own categories and a limit for each grade, so a field supervisor and a regional " +
          "manager can have different meal or hotel limits. Claims above the limit are flagged to approvers.",
      },
      {
        title: "Multi-step approval chains",
        body:
          "Route claims through the steps your policy needs, such as the direct manager and then finance. " +
          "Approvers act from the app or the web dashboard, and every approval is recorded in the audit log.",
      },
      {
        title: "Reimbursement through payroll or bank transfer",
        body:
          "Add approved claims to the employee's next salary, or pay them separately by bank transfer. If " +
          "Regu's payroll team runs your payroll, approved claims are included for you.",
      },
      {
        title: "Export to accounting",
        body:
          "Export approved claims to Excel and bring them into your accounting system. The receipt photos " +
          "stay with each claim in Regu.",
      },
      {
        title: "Access and security",
        body:
          "Roles decide who can see which claims. Data is encrypted at rest (AES-256) and in transit " +
          "(TLS 1.2+), and stored in Jakarta for Indonesian customers and in Singapore for other markets.",
      },
    ],
  },
  faq: [
    {
      question: "Which plan includes expense claims?",
      answer:
        "Claims are part of Growth (IDR 29,000 per active user per month) and every plan above it. " +
        "You can try them in the 14-day free trial of Growth, with no credit card needed.",
    },
    {
      question: "Does Regu read the receipt amount by itself?",
      answer:
        "Yes. Regu reads the amount from the receipt photo and fills it in. The employee checks it before " +
        "sending, and the approver sees the photo next to the amount, so a wrong figure is easy to spot.",
    },
    {
      question: "Can different employees have different limits?",
      answer:
        "Yes. Limits are set per category and per grade. A claim above the limit is flagged, so the " +
        "approver can decide with the rule in front of them.",
    },
    {
      question: "How are employees paid back?",
      answer:
        "Either with the next payroll run or by a separate bank transfer, as you choose. Regu keeps track of " +
        "which approved claims have been paid.",
    },
    {
      question: "Can claims go to our accounting software?",
      answer:
        "Export approved claims to Excel and import them into your accounting system. On the Business plan, " +
        "the REST API and webhooks let your developers send approved claims to your own systems.",
    },
  ],
  related: ["payroll", "task", "overtime"],
  cta: {
    title: "Stop chasing receipts at the end of the month",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth, which includes " +
      "claims. No credit card needed.",
  },
} satisfies FeaturePageContent;
