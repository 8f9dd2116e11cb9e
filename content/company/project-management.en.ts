import type { ProjectManagementContent } from "./types.ts";

export default {
  meta: {
    title: "Project management software for field teams | Regu",
    description:
      "Plan projects, assign tasks to field crews and compare actual hours with budget in one app. " +
      "Timesheets come from attendance. Book a demo or chat on WhatsApp.",
  },
  hero: {
    eyebrow: "Project management software",
    title: "Run field projects from one app, not ten chat groups",
    lead:
      "For construction, installation, maintenance, event and agency teams. Plan milestones, assign tasks " +
      "to the crew on site and follow progress as it happens, with photos, check-ins and the hours worked, " +
      "so you see how actual hours compare with the budget before the project ends.",
    points: [
      "Timesheets linked to attendance",
      "Photo proof and client-site check-ins",
      "Budget vs actual hours per project",
    ],
  },
  screen: {
    title: "Tower B fit-out",
    subtitle: "Week 6 of 10 · PT Alun",
    highlight: {
      label: "Hours used vs budget",
      value: "612 / 800 h",
      note: "On track · 3 of 5 milestones done",
    },
    rows: [
      {
        title: "Rudi Hartono",
        meta: "Ceiling, floor 12 · 4 photos",
        status: { label: "Done", tone: "ok" },
      },
      {
        title: "Siti Rahmawati",
        meta: "Electrical check, floor 14",
        status: { label: "On site", tone: "info" },
      },
      { title: "Agus Pratama", meta: "Paint touch-up, lobby", status: { label: "Due today", tone: "wait" } },
      {
        title: "Dewi Lestari",
        meta: "Client walk-through, 15:00",
        status: { label: "Planned", tone: "info" },
      },
    ],
    action: "Send progress report",
  },
  problems: {
    title: "Where projects with field teams slip",
    items: [
      {
        title: "The plan never leaves the office",
        body:
          "The schedule lives in a spreadsheet the site team never opens. In Regu, each person sees their " +
          "tasks for the day on their phone, with the checklist and the location.",
      },
      {
        title: "Progress gets lost in chat groups",
        body:
          "Photos and updates arrive in five WhatsApp groups and are buried by lunchtime. In Regu they are " +
          "attached to the task and the project, with a time stamp and location.",
      },
      {
        title: "Overruns show up too late",
        body:
          "Paper timesheets are collected at month end, long after the budget is gone. Regu links " +
          "timesheets to attendance, so actual hours against budget are visible every day.",
      },
    ],
  },
  capabilities: {
    title: "From the plan to the progress report",
    lead:
      "Project management comes with the Business plan and uses the same employees, sites and attendance " +
      "data as the rest of Regu, so there is nothing to set up twice.",
    items: [
      {
        title: "Projects and milestones",
        body:
          "Break each project into milestones with due dates and see at a glance which ones are on track " +
          "and which are late.",
      },
      {
        title: "Task boards",
        body:
          "Move tasks across a board from to-do to done. Field tasks carry checklists, photo proof with " +
          "time stamp and location, and signatures.",
      },
      {
        title: "Timesheets linked to attendance",
        body:
          "Hours come from the GPS and selfie clock-ins your staff already make, so timesheets match who " +
          "was actually on site, and for how long.",
      },
      {
        title: "Budget vs actual hours",
        body:
          "Set a budget for each project and compare it with the hours actually worked, day by day, instead " +
          "of finding out at the final invoice.",
      },
      {
        title: "Client-site check-ins",
        body:
          "Crews check in at the client's site, inside its geofence, so you know when they arrived and how " +
          "long they stayed.",
      },
      {
        title: "Progress reports and timeline",
        body:
          "Share progress reports with photos with clients and management, and plan the weeks ahead in a " +
          "Gantt timeline view.",
      },
    ],
  },
  quote: {
    text:
      "Our supervisors used to send progress photos to a different WhatsApp group for every building. Now " +
      "each job has its checklist, photos and hours in one project, and I can see which site is behind " +
      "before the client calls.",
    name: "Hendra Gunawan",
    role: "Project Manager",
    company: "PT Alun",
  },
  faq: [
    {
      question: "Which plan includes project management?",
      answer:
        "The Business plan: IDR 45,000, MYR 12, PHP 150, THB 89 or SGD 4.50 per active user per month, with a " +
        "minimum of 5 users. Annual billing gives you 2 months free. Enterprise includes it too, with " +
        "custom limits and a dedicated manager.",
    },
    {
      question: "Do field staff need a laptop?",
      answer:
        "No. Crews use the Regu app on Android 8 or later, iPhone with iOS 15 or later, or Huawei phones " +
        "from AppGallery. Clock-ins work offline too and sync when the signal comes back.",
    },
    {
      question: "How quickly can we start?",
      answer:
        "Most companies go live within a week. Our onboarding team imports your employees from a " +
        "spreadsheet and sets up sites and shifts with you, and installing the app takes about two minutes " +
        "per phone.",
    },
    {
      question: "Can Regu connect to our other systems?",
      answer:
        "Yes. The Business plan includes a REST API and webhooks, and sign-in with Google Workspace or " +
        "Microsoft Entra ID. You can also import and export data with Excel.",
    },
  ],
  cta: {
    title: "See your next project run in Regu",
    lead:
      "Book a 30-minute demo and bring one of your current projects: we will show it in Regu, from the task " +
      "board to the progress report. Prefer to talk first? Chat with our sales team on WhatsApp.",
    whatsapp: "Chat with sales on WhatsApp",
  },
} satisfies ProjectManagementContent;
