import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Overtime approval app with rates per country | Regu",
    description:
      "Staff request overtime before or record it after, managers approve in two taps, and Regu applies " +
      "each country's rates and limits before totals go to payroll.",
  },
  hero: {
    eyebrow: "Overtime",
    title: "Approve overtime and pay it at the right rate",
    lead:
      "Staff request overtime before they work it or record it right after, and managers approve in two " +
      "taps. Regu applies the rates and limits for each of 5 countries and sends the totals to payroll.",
    points: ["Rates for 5 countries built in", "Daily and weekly limits", "Totals flow to payroll"],
  },
  screens: {
    employee: {
      title: "Overtime",
      subtitle: "Jerome Villanueva · Pasig Warehouse",
      highlight: {
        label: "Overtime this month",
        value: "11.5 hours",
        note: "Ordinary day +25% · Rest day +30%",
      },
      rows: [
        {
          title: "Today 18:00–20:00",
          meta: "2 h · ordinary day · +25%",
          status: { label: "Pending", tone: "wait" },
        },
        {
          title: "Sat 18 May · Rest day",
          meta: "4 h · +30% · approved by Ana",
          status: { label: "Approved", tone: "ok" },
        },
        {
          title: "Thu 16 May 17:00–19:30",
          meta: "2.5 h · ordinary day · +25%",
          status: { label: "Approved", tone: "ok" },
        },
        {
          title: "Weekly limit",
          meta: "4 of 12 h used this week",
          status: { label: "On track", tone: "info" },
        },
      ],
      action: "Request overtime",
    },
    manager: {
      title: "Overtime approvals",
      subtitle: "Pasig Warehouse · Tue, 21 May",
      highlight: {
        label: "Waiting for you",
        value: "4 requests",
        note: "May so far: 186 h · 23 staff",
      },
      rows: [
        {
          title: "Jerome Villanueva",
          meta: "Planned · 18:00–20:00 · 2 h",
          status: { label: "Pending", tone: "wait" },
        },
        {
          title: "Maria Santos",
          meta: "Recorded after · 17:00–19:00",
          status: { label: "Pending", tone: "wait" },
        },
        {
          title: "Paolo Reyes",
          meta: "Planned 4 h · daily limit 3 h",
          status: { label: "Over limit", tone: "alert" },
        },
        {
          title: "Angelica Cruz",
          meta: "Sun 19 May · 4 h · +30%",
          status: { label: "Rest day", tone: "info" },
        },
      ],
      action: "Review 4 requests",
    },
  },
  scene: {
    key: "outlet-night",
    alt: "Late in the evening at a coffee outlet, a barista checks her overtime on her phone while a colleague steams milk.",
  },
  problems: {
    title: "Where overtime usually goes wrong",
    lead:
      "Overtime is where payroll disputes start: hours nobody approved, rates worked out by hand, totals " +
      "added up the night before the cut-off.",
    items: [
      {
        title: "“Nobody remembers approving those hours”",
        body:
          "Staff claim the hours at month end, and the supervisor can't recall the day. In Regu overtime is " +
          "requested before or recorded right after, and approved while it is fresh.",
      },
      {
        title: "“We work out the rates in a spreadsheet”",
        body:
          "One rate for the first hour, another after, rest days and holidays different again, and each " +
          "country its own rules. Regu applies the right multiplier for you.",
      },
      {
        title: "“The totals reach payroll too late”",
        body:
          "When overtime lives in forms and chat messages, someone has to collect it before the cut-off. " +
          "In Regu approved hours are totalled per employee and flow to payroll.",
      },
    ],
  },
  steps: {
    title: "How overtime works in Regu",
    lead: "Set the rules once with our onboarding team, and every request follows them.",
    items: [
      {
        title: "Choose the rules for each country",
        body: "Start from the built-in rates for each market, then set daily and weekly limits.",
      },
      {
        title: "Staff request or record overtime",
        body:
          "Request overtime before working it, or record it afterwards with start and end times. The day type " +
          "comes from the roster and the holiday calendar.",
      },
      {
        title: "Managers approve in two taps",
        body:
          "Requests arrive on the manager's phone. Hours above a limit are flagged before anyone approves " +
          "them.",
      },
      {
        title: "Totals go to payroll",
        body:
          "Approved hours are totalled per multiplier for each pay period. Export them to Excel, or let Regu's " +
          "payroll team put them on the payslip.",
      },
    ],
  },
  details: {
    title: "What HR and finance check before choosing",
    lead: "The questions we are asked most often about overtime, answered plainly.",
    items: [
      {
        title: "Before or after",
        body:
          "Planned overtime is approved in advance; unplanned overtime is recorded after the shift. Both go " +
          "through the same approval.",
      },
      {
        title: "Rates per country",
        body:
          "Default multipliers for working days, rest days and public holidays in all five markets, shown in " +
          "the table below.",
      },
      {
        title: "Adjustable multipliers",
        body:
          "If your company pays above the default, or a contract or agreement says otherwise, HR can change " +
          "the multipliers.",
      },
      {
        title: "Daily and weekly limits",
        body:
          "Set how many overtime hours an employee may work per day and per week. Requests above a limit are " +
          "flagged to the approver.",
      },
      {
        title: "Checked against attendance",
        body:
          "Overtime is matched to the employee's clock-in and clock-out times, so approvers see that the hours " +
          "were actually worked.",
      },
      {
        title: "Totals ready for payroll",
        body:
          "Hours are totalled per employee, pay period and multiplier, ready for your payroll or for Regu's " +
          "payroll team.",
      },
    ],
  },
  countries: {
    title: "Default overtime rates by country",
    lead:
      "Regu starts from these rates, based on each country's labor rules, and applies them to the " +
      "employee's hourly rate.",
    columns: ["Country", "Working days", "Rest days & public holidays"],
    rows: [
      {
        country: "Indonesia",
        cells: ["1.5x the first hour, 2x each hour after (PP 35/2021)", "Higher PP 35/2021 rates, built in"],
      },
      {
        country: "Malaysia",
        cells: ["1.5x (Employment Act)", "2x on rest days, 3x on public holidays"],
      },
      {
        country: "Philippines",
        cells: ["+25% of the hourly rate", "+30% on rest days and special days"],
      },
      {
        country: "Thailand",
        cells: ["1.5x", "3x on holidays"],
      },
      {
        country: "Singapore",
        cells: ["1.5x for eligible employees (Employment Act)", "1.5x for eligible employees"],
      },
    ],
    note:
      "A summary of default rates, not legal advice. Labor rules change and some employees fall under " +
      "different rules, so check with your adviser; Regu updates its defaults when the law changes, and HR " +
      "can adjust any multiplier.",
  },
  faq: [
    {
      question: "Are the rates in Regu legal advice?",
      answer:
        "No. The built-in rates are defaults that save HR from setting everything up by hand. Your company " +
        "decides how overtime is paid, and HR can adjust the multipliers.",
    },
    {
      question: "Can staff record overtime after they have worked it?",
      answer:
        "Yes. Unplanned overtime is recorded after the shift with start and end times and goes to the manager " +
        "like any other request. Nothing reaches payroll until it is approved.",
    },
    {
      question: "We have staff in more than one country. Does that work?",
      answer:
        "Yes. Each employee follows the rates, limits and public holidays of their own country, and totals " +
        "are reported per country for payroll.",
    },
    {
      question: "Which plan includes overtime?",
      answer:
        "Overtime is part of Growth and every plan above it. Growth costs IDR 29,000, MYR 8, PHP 99, THB 59 " +
        "or SGD 3 per active user per month, and you can try it free for 14 days with no credit card.",
    },
  ],
  related: ["time", "payroll", "leave"],
  cta: {
    title: "Get overtime right before the next cut-off",
    lead:
      "Book a 30-minute demo and bring your overtime rules: we will show you how they look in Regu. Or start " +
      "the 14-day free trial of Growth today. No credit card needed.",
  },
} satisfies FeaturePageContent;
