import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Field task app: checklists, photo proof & routes | Regu",
    description:
      "Assign field visits and jobs with checklists, a place and a deadline. Staff add photos with a time " +
      "stamp and location, and supervisors see progress live.",
  },
  hero: {
    eyebrow: "Tasks",
    title: "Know that field work was done, and done right",
    lead:
      "Assign visits, audits and repairs to a person or a whole team, each with a checklist, a location and a " +
      "deadline. Staff tick off every step and add photos stamped with the time and place, so a supervisor " +
      "can check 26 store visits without leaving the office.",
    points: ["One-off or recurring tasks", "Photo proof with time and location", "Visit routes on a map"],
  },
  screens: {
    employee: {
      title: "My tasks",
      subtitle: "Thursday, 16 May · Maria Santos",
      highlight: {
        label: "Next visit",
        value: "10:30",
        note: "Stop 2 of 5 · SM Megamall",
      },
      rows: [
        {
          title: "Shelf check, Puregold Shaw",
          meta: "Checklist 4/4 · 3 photos",
          status: { label: "Done", tone: "ok" },
        },
        {
          title: "Stock count, SM Megamall",
          meta: "Checklist 0/6 · due 11:30",
          status: { label: "Next", tone: "info" },
        },
        {
          title: "Display setup, Robinsons",
          meta: "Needs photo and signature",
          status: { label: "To do", tone: "wait" },
        },
        {
          title: "Store audit, Ortigas",
          meta: "Recurring · every Thursday",
          status: { label: "To do", tone: "wait" },
        },
      ],
      action: "Start task",
    },
    manager: {
      title: "Team tasks",
      subtitle: "Metro Manila East · Today",
      highlight: {
        label: "Completed today",
        value: "18 of 26",
        note: "6 in progress · 2 overdue",
      },
      rows: [
        {
          title: "Maria Santos",
          meta: "SM Megamall · started 10:34",
          status: { label: "In progress", tone: "info" },
        },
        {
          title: "Jose Reyes",
          meta: "5 of 5 visits · photos added",
          status: { label: "Done", tone: "ok" },
        },
        {
          title: "Angelica Cruz",
          meta: "Robinsons Galleria · due 09:00",
          status: { label: "Overdue", tone: "alert" },
        },
        {
          title: "Mark Villanueva",
          meta: "3 of 6 visits · Pasig route",
          status: { label: "On route", tone: "info" },
        },
      ],
      action: "Assign task",
    },
  },
  scene: {
    key: "field",
    alt: "A technician with his toolbox checks his task list on his phone outside a client's shop, his scooter parked nearby.",
  },
  problems: {
    title: "Why field work is hard to manage from the office",
    lead: "Supervisors cannot be at every site. Here is what goes wrong, and how Regu fixes it.",
    items: [
      {
        title: "“I only know a visit happened because they said so”",
        body:
          "Every photo in Regu carries the time and location it was taken, and the task records who finished " +
          "it and when. Proof comes with the work, not a day later.",
      },
      {
        title: "“Steps get skipped when nobody is watching”",
        body:
          "Each task has its own checklist, from checking the chiller temperature to getting the store " +
          "manager's signature, and the supervisor sees exactly which steps were done.",
      },
      {
        title: "“Instructions are lost in a busy group chat”",
        body:
          "Tasks sit in each person's list with a place, a deadline and the steps to follow, instead of " +
          "scrolling past in a chat. Recurring visits appear again on their own.",
      },
    ],
  },
  steps: {
    title: "How tasks work in Regu",
    lead: "Set up your templates once, then assign work in a few taps.",
    items: [
      {
        title: "Build checklists for your common jobs",
        body:
          "Write the steps for each type of work, such as a store audit, a delivery or a machine service, " +
          "and mark which steps need a photo or a customer's signature.",
      },
      {
        title: "Assign to a person or a team",
        body:
          "Give a task a location and a deadline, make it one-off or recurring, and assign it to one " +
          "employee or a whole team. Visits can be ordered as a route on a map.",
      },
      {
        title: "Staff do the work and send proof",
        body:
          "In the app, staff see today's tasks and route, tick off each step, take photos and collect " +
          "signatures on the screen.",
      },
      {
        title: "Supervisors follow along and report",
        body:
          "Status updates live as tasks are started and completed, with photos as they come in. At the end " +
          "of the week, pull a report of the work done.",
      },
    ],
  },
  details: {
    title: "What operations teams check before choosing",
    lead: "The details buyers ask us about most when they compare task apps.",
    items: [
      {
        title: "Assignment to people or teams",
        body: "Assign a task to one employee or to a whole team. Every task has a location and a deadline.",
      },
      {
        title: "One-off and recurring tasks",
        body:
          "Create a single job, or repeat a visit every day, every Thursday or every month. Nobody has to " +
          "create the same task again.",
      },
      {
        title: "Checklists",
        body:
          "Break each job into steps and reuse the same checklist for every store, site or customer, so the " +
          "work is done the same way each time.",
      },
      {
        title: "Photo proof with time stamp and location",
        body:
          "Photos taken in the task carry the time and place they were taken, so a shelf photo from last week " +
          "cannot pass for today's.",
      },
      {
        title: "Signatures",
        body:
          "Customers or store managers sign on the employee's phone to confirm a delivery, an installation or " +
          "a repair.",
      },
      {
        title: "Visit routes on a map",
        body:
          "See each employee's visits for the day on a map, in order, so routes make sense and supervisors " +
          "know where everyone is heading next.",
      },
      {
        title: "Live status and reports",
        body:
          "Supervisors see which tasks are waiting, in progress, done or overdue as it happens. Reports sum " +
          "up the work done and export to Excel.",
      },
    ],
  },
  faq: [
    {
      question: "Which plan includes tasks?",
      answer:
        "Tasks are part of Growth (IDR 29,000 per active user per month) and every plan above it. You can " +
        "try them in the 14-day free trial of Growth, with no credit card needed.",
    },
    {
      question: "How do we show our own clients that a visit happened?",
      answer:
        "Each completed task keeps its checklist, its photos with the time and location, and the signature " +
        "if one was collected. Use these and the task reports when a client asks for proof of a visit.",
    },
    {
      question: "Can we use our own checklists?",
      answer:
        "Yes. You write the steps for each type of job, and choose which ones need a photo or a signature. " +
        "Our onboarding team can help you set up your first templates.",
    },
    {
      question: "Does it work with attendance?",
      answer:
        "Yes. Tasks use the same employee list as attendance, so staff clock in with a selfie and GPS and " +
        "then see their tasks for the day in the same app.",
    },
    {
      question: "What about bigger projects with milestones?",
      answer:
        "Tasks are made for day-to-day field work. For projects with milestones, timesheets and budgets, " +
        "the Business plan adds project management.",
    },
  ],
  related: ["time", "chat", "claim"],
  cta: {
    title: "See your field team's day on one screen",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth, which includes tasks. " +
      "No credit card needed.",
  },
} satisfies FeaturePageContent;
