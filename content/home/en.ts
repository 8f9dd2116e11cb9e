import type { HomeContent } from "./types.ts";

export const homeEn = {
  meta: {
    title: "Regu · Attendance, leave and payroll in one app",
    description:
      "Regu runs attendance, leave, overtime, tasks, claims and payroll for teams in Southeast Asia, " +
      "from one mobile app. Try Growth free for 14 days.",
  },
  hero: {
    eyebrow: "Workforce management for Southeast Asia",
    title: "Run your whole workforce from one app.",
    lead:
      "Staff clock in with a selfie and GPS, request leave and submit claims from their phone. " +
      "Managers approve in two taps, and payroll gets clean numbers at the end of the month.",
    primaryCta: "Request a demo",
    secondaryCta: "Start free trial",
    note: "14-day free trial of Growth · No credit card needed",
    phone: {
      greeting: "Good morning, Dewi",
      shift: "Shift 08:00–17:00",
      location: "Warehouse Cikarang",
      clockIn: "Clock in",
      insideGeofence: "You are inside the geofence",
      todayTitle: "Today",
      items: ["Leave approved · 2 days", "3 tasks due today", "Claim reimbursed · IDR 245,000"],
    },
  },
  features: {
    eyebrow: "What Regu does",
    title: "Seven tools your team already needs, in one app",
    lead:
      "Use what you need today and switch on the rest later. Everything shares the same employee list, " +
      "so nobody types the same data twice.",
    items: {
      task: {
        title: "Field tasks",
        body:
          "Assign visits and jobs with a checklist, a location and a deadline. " +
          "Staff tick off each step and attach photos as proof of work.",
      },
      chat: {
        title: "Team chat",
        body:
          "Group chats for each outlet, site or department, plus announcements for the whole company. " +
          "Read receipts show who has seen the new shift roster.",
      },
      time: {
        title: "Time and attendance",
        body:
          "Clock in with a selfie and GPS, only inside the geofence of the site, against the shift " +
          "assigned. No signal? The app records offline and syncs when it reconnects.",
      },
      leave: {
        title: "Leave",
        body:
          "Set annual, sick and special leave policies once, and everyone sees their own balance. " +
          "Managers approve a request in two taps from their phone.",
      },
      overtime: {
        title: "Overtime",
        body:
          "Overtime rules and rates for each country are built in. Hours are computed from attendance " +
          "automatically, ready for payroll.",
      },
      claim: {
        title: "Expense claims",
        body:
          "Snap a photo of the receipt and submit. Limits and the approval chain are checked for you, " +
          "and approved claims are reimbursed with the next payroll.",
      },
      payroll: {
        title: "Payroll services",
        body:
          "Regu's payroll team runs payroll for you: BPJS and PPh 21 in Indonesia, EPF, SOCSO and PCB in " +
          "Malaysia, SSS, PhilHealth and Pag-IBIG in the Philippines, Social Security Fund in Thailand, " +
          "and CPF in Singapore.",
      },
    },
    linkLabel: "Learn more",
  },
  workplaces: {
    eyebrow: "Where Regu works",
    title: "Made for teams that work away from a desk",
    lead:
      "Most of your people work on a warehouse floor, behind a counter or out on the road. " +
      "Regu puts their shifts, tasks and requests on the phone in their pocket.",
    items: [
      {
        scene: "warehouse",
        title: "Warehouses and factories",
        caption: "Shift crews clock in at the gate with a selfie, and only inside the site's geofence.",
      },
      {
        scene: "outlet",
        title: "Outlets and cafés",
        caption: "Baristas and shop staff see the new roster and chat with their outlet's group.",
      },
      {
        scene: "field",
        title: "Field teams",
        caption: "Technicians and sales reps work through each visit's checklist and add photos as proof.",
      },
    ],
  },
  steps: {
    eyebrow: "How it works",
    title: "Live in about a week",
    lead: "Most companies go live within a week, with our onboarding team setting it up alongside them.",
    items: [
      {
        title: "Import your employees and set policies",
        body:
          "Upload your employee list from a spreadsheet and set shifts, sites and leave policies. " +
          "It usually takes one afternoon with our onboarding team.",
      },
      {
        title: "Staff install the app and clock in",
        body:
          "Each employee gets an invitation by email or WhatsApp, installs the app " +
          "and clocks in on day one. " +
          "Setting up a phone takes about two minutes.",
      },
      {
        title: "Managers approve from their phone",
        body:
          "Leave, overtime and claims arrive as notifications. Managers approve or decline in two taps, " +
          "wherever they are.",
      },
      {
        title: "Reports and payroll data flow out",
        body:
          "Attendance, overtime and approved claims are totalled for each pay period. " +
          "Export them in one click, or let our payroll team run payroll for you.",
      },
    ],
  },
  proof: {
    eyebrow: "Customers",
    title: "Teams across Southeast Asia run their day on Regu",
    figures: [
      { value: "1,200+", label: "companies use Regu" },
      { value: "85,000", label: "employees clock in every day" },
      { value: "5", label: "countries served" },
      { value: "4.8", label: "average rating on app stores" },
    ],
    logosLabel: "Trusted by teams at",
    quotes: [
      {
        customer: "raza-kopi",
        text:
          "Recapping attendance for our 40 outlets used to take three days at the end of every month. " +
          "With Regu it takes under an hour, and baristas request leave from their phone instead of on paper.",
      },
      {
        customer: "mindray",
        text:
          "Our engineers used to wait five weeks for a claim to be paid. Now it takes seven days, and the " +
          "hospital has the service report before they leave the ward.",
      },
      {
        customer: "fintech-company",
        text:
          "We nearly tripled our headcount with the same two people on payroll. Each semi-monthly payroll " +
          "now takes one day to prepare instead of four.",
      },
    ],
  },
  apps: {
    eyebrow: "Mobile apps",
    title: "Made for the phones your team already has",
    lead:
      "Regu runs on Android, iOS and Huawei phones. " +
      "Download it from Google Play, the App Store or AppGallery.",
    points: [
      "Clock in with a selfie and GPS in a few seconds",
      "Works offline and syncs when the signal comes back",
      "Light on entry-level phones and mobile data",
      "Available in English and Bahasa Indonesia",
    ],
  },
  cta: {
    title: "See Regu with your own team in mind",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth today. " +
      "No credit card needed.",
    demo: "Request a demo",
    signup: "Start free trial",
  },
} satisfies HomeContent;
