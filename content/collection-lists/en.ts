import type { CollectionListsContent } from "./types.ts";

export default {
  caseStudies: {
    meta: {
      title: "Customer stories: how teams run on Regu | Regu",
      description:
        "How coffee chains, logistics firms, fintechs and distributors in Southeast Asia cut attendance " +
        "recaps, leave chasing and payroll errors with Regu.",
    },
    title: "How teams across Southeast Asia run on Regu",
    lead:
      "Seven companies, from a 40-outlet coffee chain to a Bangkok warehouse, on what they changed and " +
      "what it saved them, in their own numbers.",
  },
  blog: {
    meta: {
      title: "Regu blog: HR, attendance and payroll in practice | Regu",
      description:
        "Practical guides for HR teams in Indonesia, Malaysia, the Philippines, Thailand and Singapore: " +
        "attendance, leave, overtime, payroll and labor law.",
    },
    title: "Practical HR for teams in Southeast Asia",
    lead:
      "Step-by-step guides on attendance, leave, overtime and payroll, written by the people who set Regu " +
      "up with our customers every week.",
    categoryMeta: {
      title: "{category}: articles for HR teams | Regu blog",
      description:
        "Articles on {category} for HR and operations teams in Southeast Asia: rules per country, worked examples and checklists you can use this month.",
    },
    categoryTitle: "{category}",
  },
  userGuide: {
    meta: {
      title: "Regu user guide: step-by-step help for every screen | Regu",
      description:
        "Set up Regu and use it day to day: clock-in with selfie and GPS, leave, overtime, claims, tasks, " +
        "announcements and payroll, step by step for staff and admins.",
    },
    title: "User guide",
    lead: "Step-by-step help for admins, managers and employees, one task per article.",
    topics: {
      "getting-started": "Getting started",
      attendance: "Attendance",
      leave: "Leave",
      overtime: "Overtime",
      claims: "Claims",
      tasks: "Tasks",
      chat: "Chat",
      payroll: "Payroll",
      administration: "Administration",
      "mobile-app": "Mobile app",
    },
    screenCaption: "The {screen} screen in Regu",
  },
  resources: {
    meta: {
      title: "Free HR resources: e-books, checklists, templates | Regu",
      description:
        "Download free e-books, checklists, policy templates and calculators for HR teams in Southeast " +
        "Asia, from going digital to month-end payroll.",
    },
    title: "Free resources for HR teams",
    lead: "E-books, checklists, templates and calculators you can use this month. Free: four details and the PDF downloads at once.",
  },
} satisfies CollectionListsContent;
