import type { CovidContent } from "./types.ts";

export default {
  meta: {
    title: "Workplace health: COVID-19, flu and dengue | Regu",
    description:
      "Run daily health declarations, remote and geofenced clock-in, split shifts and announcements " +
      "with read receipts in Regu when illness goes round your team.",
  },
  hero: {
    eyebrow: "Workplace health",
    title: "Keep work going when illness goes round",
    lead:
      "COVID-19, flu season, dengue in the rainy months, haze days: every year something keeps people at " +
      "home or makes a crowded workplace a risk. Regu gives HR four simple tools to protect staff and " +
      "keep the work moving.",
  },
  intro:
    "None of these comes only once. A workplace-health plan that is already set up in the app is easier " +
    "to switch on than rules written in a hurry on a Sunday night. The practices below use features most " +
    "Regu customers already have: a health form in the app, attendance rules per site, shift rosters and " +
    "company announcements. They are not medical advice. For symptoms, testing, isolation and " +
    "vaccination, follow your country's health ministry and your staff's own doctors.",
  practices: [
    {
      title: "Daily health declarations",
      body:
        "Staff answer a few short questions in the app every day or before each shift, and HR sees the " +
        "answers on the dashboard before anyone arrives on site.",
      points: [
        "Write your own questions, for example about symptoms, a fever or someone ill at home, in line " +
          "with your health authority's guidance",
        "Staff fill in the form in a few taps, daily or before each shift starts",
        "HR and supervisors see on the web dashboard who has answered and who has reported a problem",
        "Role-based access keeps health answers visible only to the people who need them",
      ],
    },
    {
      title: "Remote and geofenced attendance",
      body:
        "Let people work from home when they should, and make sure everyone else clocks in only where " +
        "they are meant to be.",
      points: [
        "Staff working from home clock in from home, with the same selfie and GPS check as on site",
        "Everyone else can clock in only inside the geofence of their assigned site, with a radius you " +
          "set, for example 100 m",
        "Selfie face matching and fake-GPS detection keep attendance records honest",
        "Late, early and absent flags show gaps at a glance, for remote and on-site staff alike",
      ],
    },
    {
      title: "Shift splitting",
      body:
        "Fewer people sharing a space at the same time, and a team that can keep working if one group " +
        "has to stay home.",
      points: [
        "Split a team into shift A and shift B that alternate by day or by week",
        "Build rosters, including night and rotating shifts, and publish them to every phone",
        "Staff clock in against their assigned shift, so the attendance recap shows who was at which " +
          "site, and when",
        "The team calendar shows who is away, so you can move people between shifts before a gap opens",
      ],
    },
    {
      title: "Announcements with read receipts",
      body:
        "When a rule changes, everyone needs to hear it the same day, not through a message forwarded " +
        "three times.",
      points: [
        "Post an announcement to the whole company, one site or one team",
        "Read receipts show who has read it and who has not, so supervisors follow up with the right people",
        "Attach the policy document, the new roster or a photo of the notice at the entrance",
        "Use site group chats for questions; chats stay in the company's account",
      ],
    },
  ],
  playbook: {
    title: "A playbook for when illness goes round",
    lead: "Six steps HR teams can follow in Regu, from the first sick day to business as usual.",
    items: [
      {
        title: "Check the official guidance",
        body:
          "Read the current advice from your country's health ministry, then agree with management what " +
          "your workplace will do: who stays home, for how long, and who decides.",
      },
      {
        title: "Tell everyone, and check they read it",
        body:
          "Post the plan as a company announcement. The next morning, use read receipts to follow up " +
          "with anyone who has not opened it.",
      },
      {
        title: "Switch on the health declaration",
        body:
          "Add a daily or pre-shift form with the questions you agreed on. Supervisors check the answers " +
          "before the shift starts.",
      },
      {
        title: "Decide where people clock in",
        body:
          "Approve working from home for roles that can do it, and keep geofences on for the sites that " +
          "must stay open.",
      },
      {
        title: "Split the teams",
        body: "Move site teams to A/B shifts and publish the new roster. Everyone sees their own shift in the app.",
      },
      {
        title: "Record sick leave, then return to normal",
        body:
          "Staff request sick leave in the app and upload a doctor's note, and the team calendar shows who " +
          "is away. When it has passed, switch off the form and merge the shifts again.",
      },
    ],
  },
  cta: {
    title: "Set up your workplace-health plan in Regu",
    lead:
      "Book a 30-minute demo and we will walk you through the health form, geofences and shift rosters " +
      "with your own sites in mind. Or start the 14-day free trial of Growth, no credit card needed.",
  },
} satisfies CovidContent;
