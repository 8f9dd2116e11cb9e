import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Leave management app: policies, balances, approvals | Regu",
    description:
      "Set leave policies per company, grade and country. Staff check their balance and request leave from " +
      "their phone, and managers approve it in two taps.",
  },
  hero: {
    eyebrow: "Leave",
    title: "Handle leave requests without forms, chasing or guesswork",
    lead:
      "Employees check their own balance and request leave from their phone, and their manager approves in " +
      "two taps. Accruals, carry-over and public holidays in 5 countries are counted for you, so HR stops " +
      "keeping balances in a spreadsheet.",
    points: ["Approve in two taps", "Balances employees can see", "Holiday calendars per country"],
  },
  screens: {
    employee: {
      title: "My leave",
      subtitle: "Nurul Izzah · Outlet Bangsar",
      highlight: {
        label: "Annual leave left",
        value: "9 days",
        note: "of 14 days · 2 carried over",
      },
      rows: [
        {
          title: "Annual leave 23–27 Dec",
          meta: "4 days · waiting for Farid",
          status: { label: "Pending", tone: "wait" },
        },
        {
          title: "Hari Malaysia",
          meta: "Mon, 16 Sep · Public holiday",
          status: { label: "Holiday", tone: "info" },
        },
        {
          title: "Annual leave 12–13 Sep",
          meta: "2 days · approved by Farid",
          status: { label: "Approved", tone: "ok" },
        },
        {
          title: "Sick leave 2 Aug",
          meta: "1 day · MC uploaded",
          status: { label: "Approved", tone: "ok" },
        },
      ],
      action: "Request leave",
    },
    manager: {
      title: "Leave requests",
      subtitle: "Outlet Bangsar · 9 staff",
      highlight: {
        label: "Waiting for you",
        value: "3 requests",
        note: "Away this week: 2 of 9 staff",
      },
      rows: [
        {
          title: "Nurul Izzah",
          meta: "Annual · 23–27 Dec · 4 days",
          status: { label: "Pending", tone: "wait" },
        },
        {
          title: "Tan Mei Ling",
          meta: "Annual · 24–26 Dec · 2 days",
          status: { label: "Overlap", tone: "alert" },
        },
        {
          title: "Kavitha Raman",
          meta: "Sick · 10 Sep · MC attached",
          status: { label: "New", tone: "info" },
        },
        {
          title: "Hafiz Rahman",
          meta: "Annual · 9–10 Sep · 2 days",
          status: { label: "Approved", tone: "ok" },
        },
      ],
      action: "Review 3 requests",
    },
  },
  scene: {
    key: "office",
    alt: "At her desk, a manager approves a leave request on her phone, and her colleague gets the answer on his.",
  },
  problems: {
    title: "What leave looks like without the paperwork",
    lead: "Most leave trouble comes from one thing: nobody is sure of the numbers. Regu keeps them where everyone can see them.",
    items: [
      {
        title: "“How many days do I have left?”",
        body:
          "Employees ask HR, HR opens a spreadsheet, and the answer is often out of date. In Regu every " +
          "employee sees their own balance in the app, updated with each approval, accrual and carry-over.",
      },
      {
        title: "“My request is still on the manager's desk”",
        body:
          "Paper forms and WhatsApp messages get lost, and staff wait days for an answer. Requests reach the " +
          "manager's phone as a notification and are approved in two taps, level by level.",
      },
      {
        title: "“Half the outlet is away the same week”",
        body:
          "Without a shared view, two people from one team book the same days. The team calendar shows who is " +
          "away, so the manager sees the overlap before approving.",
      },
    ],
  },
  steps: {
    title: "How leave works in Regu",
    lead: "Set the policies once with our onboarding team. After that, requests and balances keep themselves up to date.",
    items: [
      {
        title: "Set your leave policies",
        body:
          "Create annual, sick, maternity, paternity, unpaid and custom leave types per company, grade or " +
          "country, with their accrual and carry-over rules.",
      },
      {
        title: "Import opening balances",
        body:
          "Bring each employee's remaining days in from a spreadsheet. Public-holiday calendars for each " +
          "country are already there.",
      },
      {
        title: "Employees request from their phone",
        body:
          "They pick the leave type and dates and see how many days it will use. For sick leave, they add a " +
          "photo of the doctor's note.",
      },
      {
        title: "Managers approve in two taps",
        body:
          "The request goes through each approval level you set. Once approved, the balance updates and the " +
          "team calendar shows the absence.",
      },
    ],
  },
  details: {
    title: "What HR checks before choosing",
    lead: "The questions we are asked most often about leave, answered plainly.",
    items: [
      {
        title: "Leave types and policies",
        body:
          "Annual, sick, maternity, paternity and unpaid leave, plus your own types such as marriage or " +
          "compassionate leave. Different rules per company, grade or country, in one account.",
      },
      {
        title: "Accrual and carry-over",
        body:
          "Give the full entitlement at the start of the year or let it accrue over the year. Decide how many " +
          "unused days carry over to the next one.",
      },
      {
        title: "Balances employees can see",
        body:
          "Each employee sees their entitlement, what they have used and what is still pending, so HR answers " +
          "far fewer questions.",
      },
      {
        title: "Multi-level approval",
        body:
          "Send requests to the direct manager first, then to HR or a department head if your policy needs a " +
          "second step. Each approver decides in two taps, from the app or the web dashboard.",
      },
      {
        title: "Sick leave with a doctor's note",
        body:
          "Employees photograph the doctor's note or MC and upload it with the request. HR has the proof on " +
          "file without collecting paper.",
      },
      {
        title: "Public holidays per country",
        body:
          "Holiday calendars for Indonesia, Malaysia, the Philippines, Thailand and Singapore. Staff in each " +
          "country follow their own calendar.",
      },
      {
        title: "Team calendar",
        body:
          "See who is away today, this week or this month, per team or site, and spot overlaps before you " +
          "approve.",
      },
    ],
  },
  faq: [
    {
      question: "Can different grades or countries have different leave rules?",
      answer:
        "Yes. Policies are set per company, grade or country. Managers can have more annual leave than new " +
        "joiners, and your teams in Malaysia and Indonesia can each have their own entitlements and public " +
        "holidays in the same account.",
    },
    {
      question: "How do we move our current balances into Regu?",
      answer:
        "Import each employee's remaining days from a spreadsheet. Our onboarding team checks the figures with " +
        "you before you go live, and most companies are live within a week.",
    },
    {
      question: "Do public holidays count against the leave balance?",
      answer:
        "No. Each employee follows the holiday calendar of their country, and a public holiday inside a leave " +
        "request is not counted as a leave day.",
    },
    {
      question: "Which plan includes leave?",
      answer:
        "Leave is in every plan, together with attendance and chat. Starter costs IDR 15,000 or MYR 4 per " +
        "active user per month for up to 50 users; the pricing page lists every plan and currency.",
    },
  ],
  related: ["time", "overtime", "payroll"],
  cta: {
    title: "Take leave off paper this month",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth and set up your first " +
      "leave policy today. No credit card needed.",
  },
} satisfies FeaturePageContent;
