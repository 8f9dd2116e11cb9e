import type { PricingContent } from "./types.ts";

export default {
  meta: {
    title: "Pricing and plans | Regu",
    description:
      "Regu is priced per active user per month. Compare Starter, Growth, Business and Enterprise, " +
      "get 2 months free on annual billing, or try Growth free.",
  },
  hero: {
    title: "Pay only for the people who use Regu",
    lead:
      "Every plan is priced per active user per month. Pay yearly and get 2 months free, " +
      "or try Growth free first, with no credit card needed.",
  },
  currencyOrder: ["MYR", "IDR", "PHP", "THB", "SGD"],
  currencyNames: {
    IDR: "Indonesian rupiah (IDR)",
    MYR: "Malaysian ringgit (MYR)",
    PHP: "Philippine peso (PHP)",
    THB: "Thai baht (THB)",
    SGD: "Singapore dollar (SGD)",
  },
  plans: {
    starter: {
      name: "Starter",
      summary: "For small teams that want to start with attendance, leave and chat.",
      includes: [
        "GPS and selfie clock-in with geofences",
        "Leave requests and approvals in two taps",
        "Team chat and announcements with read receipts",
        "Up to 50 users",
      ],
      cta: "Start free trial",
    },
    growth: {
      name: "Growth",
      summary: "For companies with shifts, overtime and field staff to manage.",
      includes: [
        "Everything in Starter",
        "Overtime with each country's rules and multipliers",
        "Expense claims with receipt photos",
        "Field tasks with checklists and photo proof",
        "Shifts and rosters, including night and rotating shifts",
        "Reports you can export to Excel",
      ],
      cta: "Start free trial",
    },
    business: {
      name: "Business",
      summary: "For companies that run projects and connect Regu to their other systems.",
      includes: [
        "Everything in Growth",
        "Project management with timesheets and milestones",
        "REST API and webhooks",
        "Single sign-on with Google Workspace or Microsoft Entra ID",
        "Priority support",
      ],
      cta: "Start free trial",
    },
    enterprise: {
      name: "Enterprise",
      summary: "For large organizations that need custom limits and payroll run by our team.",
      includes: [
        "Everything in Business",
        "Custom user limits",
        "Payroll services run by our payroll team",
        "A dedicated account manager",
        "Custom contract and invoicing",
      ],
      cta: "Talk to sales",
    },
  },
  comparison: {
    title: "Compare plans",
    lead:
      "Every plan includes the mobile app for Android, iPhone and Huawei phones, " +
      "and the web dashboard for HR and admins.",
    featureColumn: "Feature",
    rows: {
      attendance: "Time & attendance (GPS and selfie clock-in)",
      leave: "Leave management",
      chat: "Team chat and announcements",
      overtime: "Overtime",
      claims: "Expense claims",
      tasks: "Field tasks",
      shifts: "Shifts and rosters",
      reports: "Reports",
      projects: "Project management",
      api: "REST API & webhooks",
      sso: "Single sign-on (Google Workspace, Microsoft Entra ID)",
      payroll: "Payroll services",
      users: "Users",
      support: "Support",
    },
    values: {
      upTo50: "Up to 50",
      unlimited: "Unlimited",
      custom: "Custom",
      standard: "Business hours",
      priority: "Priority",
      dedicated: "Dedicated manager",
    },
  },
  payroll: {
    title: "Payroll services, run by our team",
    body: "Regu's payroll team runs payroll for you from your attendance, overtime, leave and claims data in Regu: the calculation, payslips in the app, statutory contributions and tax filings in each country (from BPJS and PPh 21 in Indonesia to EPF, SSS and CPF), the bank transfer file and monthly reports. It is priced per employee per payroll run, from {price}, and our sales team sends you a quote.",
    cta: "Ask for a quote",
  },
  faq: {
    title: "Billing questions",
    items: [
      {
        question: "What counts as an active user?",
        answer:
          "An active user is an employee with an active Regu account in that month. When someone leaves, " +
          "deactivate their account and they no longer count from the following month.",
      },
      {
        question: "Is there a minimum number of users?",
        answer:
          "Yes. Each paid plan is billed for at least {users} users. If your team is smaller, " +
          "you pay for {users} users.",
      },
      {
        question: "How much do we save with annual billing?",
        answer:
          "Annual billing gives you 2 months free: you use Regu for 12 months and pay no more than 10 would " +
          "cost, since the monthly share is rounded down to a round price. " +
          "If you prefer, you can pay month by month instead.",
      },
      {
        question: "How can we pay, and in which currency?",
        answer:
          "By bank transfer, virtual account or credit card. Invoices are issued in your local currency: " +
          "rupiah, ringgit, pesos, baht or Singapore dollars.",
      },
      {
        question: "Do prices include tax?",
        answer:
          "No. Prices on this page exclude taxes. VAT (PPN in Indonesia), SST in Malaysia or GST in " +
          "Singapore is added on the invoice where it applies.",
      },
      {
        question: "Can we change plans or the number of users?",
        answer:
          "Yes, at any time. Add or remove users as your team changes, or move to another plan. " +
          "Upgrades are prorated, so you only pay the difference for the rest of your billing period.",
      },
      {
        question: "How do we cancel?",
        answer:
          "You can cancel a monthly plan at any time, and it ends at the end of that month. Your data stays " +
          "yours: export it whenever you like. We delete it 90 days after your subscription ends, or sooner " +
          "if you ask us to.",
      },
      {
        question: "What happens when the free trial ends?",
        answer:
          "The free trial gives your team {days} days of Growth, with no credit card needed. When it ends, " +
          "choose Starter, Growth or Business and pay by bank transfer, virtual account or credit card to " +
          "keep using Regu. Need custom limits or payroll services? Talk to our sales team about Enterprise.",
      },
    ],
  },
} satisfies PricingContent;
