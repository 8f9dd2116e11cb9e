import type { AboutContent } from "./types.ts";

export default {
  meta: {
    title: "About us: our story, mission and offices | Regu",
    description:
      "Regu was founded in Jakarta in 2018 by people who ran HR and operations. Today 1,200+ companies " +
      "in 5 countries run attendance, leave and payroll on Regu.",
  },
  hero: {
    eyebrow: "About us",
    title: "We built the app we wished we had when we ran HR",
    lead:
      "Regu started in Jakarta in 2018. Today more than 1,200 companies use it, and 85,000 employees " +
      "clock in with it every day, from coffee outlets and warehouses to sales teams on the road.",
  },
  story: {
    title: "Our story",
    paragraphs: [
      "Before Regu, our founders ran HR and operations for retail and logistics companies. Every month " +
        "ended the same way: paper attendance sheets from dozens of outlets, leave requests scattered " +
        "across WhatsApp groups, overtime added up by hand in a spreadsheet, and a payroll deadline that " +
        "never moved. Mistakes came to light after payday, usually from the employees who were paid short.",
      "In 2018 they started Regu in Jakarta to fix that for shift workers and field teams, the people " +
        "who never sit at a desk. The idea was simple: put attendance, leave and approvals on the phone " +
        "every employee already carries, and let the numbers flow to payroll without anyone typing them " +
        "in twice. Overtime, claims, tasks, chat, payroll services and project management followed, " +
        "because customers asked for them.",
      "Companies in Malaysia, the Philippines, Thailand and Singapore had the same problems, with " +
        "different labor laws. So Regu grew to five offices: Kuala Lumpur, Jakarta, Makati, Bangkok and " +
        "Singapore. Each team knows its country's overtime rules, public holidays and statutory payroll " +
        "items, and answers customers during their own working hours.",
    ],
    scene: {
      key: "office",
      alt: "In an office, a manager approves a request on her phone, and her colleague gets the answer on his.",
    },
  },
  mission: {
    title: "Our mission",
    statement:
      "Give every company in Southeast Asia, from a five-person shop to a nationwide chain, a simple and " +
      "fair way to run its workforce: accurate hours, clear leave balances, and pay that is right and on time.",
  },
  values: {
    title: "What we care about",
    items: [
      {
        title: "Built for the front line",
        body:
          "Most of our users work in outlets, warehouses and on the road, not at a desk. The app has to " +
          "run on an entry-level phone, keep working on a weak signal, and clock someone in within seconds.",
      },
      {
        title: "Local rules, done right",
        body:
          "Overtime, leave and payroll rules differ in each of our five countries. We build them in per " +
          "country, from PP 35/2021 and BPJS in Indonesia to the Employment Act in Malaysia and Singapore, " +
          "so HR does not have to work them out by hand.",
      },
      {
        title: "Fair to employees, too",
        body:
          "Staff see their own attendance, leave balance and payslip in the app. When the numbers are " +
          "open to everyone, there is much less to argue about on payday.",
      },
      {
        title: "Your data stays yours",
        body:
          "Data is encrypted, backed up every day and hosted in Jakarta for Indonesian customers and in " +
          "Singapore for other markets. Export it any time; it is deleted 90 days after a subscription " +
          "ends unless you ask us to delete it sooner.",
      },
    ],
  },
  figures: [
    { value: "2018", label: "founded in Jakarta" },
    { value: "1,200+", label: "companies use Regu" },
    { value: "85,000", label: "employees clock in every day" },
    { value: "5", label: "countries with an office" },
  ],
  offices: {
    title: "Five offices, local teams",
    lead:
      "Each office looks after customers in its own country, in local working hours: sales, onboarding, " +
      "support, and the payroll team that runs payroll services under local rules.",
    roles: {
      MY:
        "Sales, onboarding and support for customers in Malaysia, and payroll services covering EPF, " +
        "SOCSO, EIS and PCB.",
      ID:
        "Our first office and head office: product and engineering, plus sales, onboarding, support and " +
        "payroll services (BPJS and PPh 21) for customers in Indonesia.",
      PH:
        "Sales, onboarding and support for customers in the Philippines, and payroll services covering " +
        "SSS, PhilHealth, Pag-IBIG and withholding tax.",
      TH:
        "Sales, onboarding and support for customers in Thailand, and payroll services covering the " +
        "Social Security Fund and withholding tax (PND 1).",
      SG:
        "Sales, onboarding and support for customers in Singapore, and payroll services covering CPF, " +
        "SDL and IR8A.",
    },
    hours: {
      MY: "Monday–Friday, 08:00–18:00 (MYT)",
      ID: "Monday–Friday, 08:00–18:00 (WIB)",
      PH: "Monday–Friday, 08:00–18:00 (PHT)",
      TH: "Monday–Friday, 08:00–18:00 (ICT)",
      SG: "Monday–Friday, 08:00–18:00 (SGT)",
    },
  },
  cta: {
    title: "Talk to the team near you",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth today. " +
      "No credit card needed, and most companies go live within a week.",
  },
} satisfies AboutContent;
