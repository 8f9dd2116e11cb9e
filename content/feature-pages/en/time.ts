import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "GPS & selfie attendance app for shifts and sites | Regu",
    description:
      "Staff clock in with a selfie and GPS inside each site's geofence, even offline. Regu flags late " +
      "arrivals and absences and sends the attendance recap to payroll.",
  },
  hero: {
    eyebrow: "Time & attendance",
    title: "Know who is at work, at which site, and since when",
    lead:
      "Every day 85,000 employees clock in on Regu with a selfie and GPS, only from inside the geofence of " +
      "their site. Lateness and absences are flagged for you, and the monthly recap is ready for payroll.",
    points: ["Selfie with face matching", "Clock in offline, sync later", "Recap to Excel or payroll"],
  },
  screens: {
    employee: {
      title: "Attendance",
      subtitle: "Tuesday, 14 May · Morning shift",
      highlight: {
        label: "Clocked in",
        value: "07:56",
        note: "Inside geofence · Gudang Cikarang",
      },
      rows: [
        {
          title: "Clock in 07:56",
          meta: "Face matched · 42 m from gate",
          status: { label: "On time", tone: "ok" },
        },
        {
          title: "Break 12:00–13:00",
          meta: "As planned in your shift",
          status: { label: "Planned", tone: "info" },
        },
        {
          title: "Clock out from 17:00",
          meta: "Reminder at 16:55",
        },
        {
          title: "Yesterday 07:59–17:02",
          meta: "Gudang Cikarang · 8 h worked",
          status: { label: "Complete", tone: "ok" },
        },
      ],
      action: "Clock out",
    },
    manager: {
      title: "Team attendance",
      subtitle: "Gudang Cikarang · Tue, 14 May",
      highlight: {
        label: "Present today",
        value: "47 of 50",
        note: "2 late · 2 on leave · 1 absent",
      },
      rows: [
        {
          title: "Budi Santoso",
          meta: "In 07:52 · Face matched",
          status: { label: "On time", tone: "ok" },
        },
        {
          title: "Nurul Aisyah",
          meta: "In 08:17 · 17 min late",
          status: { label: "Late", tone: "wait" },
        },
        {
          title: "Dedi Kurniawan",
          meta: "Offline clock-in 07:49 · synced",
          status: { label: "Synced", tone: "info" },
        },
        {
          title: "Agus Prasetyo",
          meta: "Mock location detected 07:58",
          status: { label: "Check", tone: "alert" },
        },
      ],
      action: "Export recap",
    },
  },
  scene: {
    key: "warehouse",
    alt: "A warehouse worker in a hard hat clocks in with a selfie at the loading gate, inside the site's geofence.",
  },
  problems: {
    title: "What changes when attendance moves to the phone",
    lead:
      "Paper sheets, fingerprint machines and selfies sent over WhatsApp all end the same way: HR chasing " +
      "and checking at the end of the month.",
    items: [
      {
        title: "“Colleagues clock in for each other”",
        body:
          "With a paper sheet, one person can sign in for three. In Regu every clock-in is a selfie matched " +
          "to the employee's face, taken inside the site's geofence.",
      },
      {
        title: "“Our field staff never pass the machine”",
        body:
          "Drivers, promoters and staff at client sites start work far from the office. They clock in on " +
          "their own phone at their assigned site, and the supervisor sees it at once.",
      },
      {
        title: "“The recap takes three days every month”",
        body:
          "HR copies times from machines into spreadsheets and checks them against the roster. Regu matches " +
          "every clock-in to the shift, flags exceptions and totals the month for you.",
      },
    ],
  },
  steps: {
    title: "How attendance runs in Regu",
    lead: "Most companies go live within a week, with our onboarding team setting it up alongside them.",
    items: [
      {
        title: "Add your sites and geofences",
        body:
          "Enter each office, warehouse or outlet with its radius, for example 100 m. Import employees from a " +
          "spreadsheet and assign them to their sites.",
      },
      {
        title: "Set shifts and publish the roster",
        body: "Create morning, night and rotating shifts. Each employee sees their own schedule in the app.",
      },
      {
        title: "Staff clock in with a selfie",
        body:
          "Installing the app takes about two minutes per phone. After that, clocking in is a selfie and a " +
          "tap, even in a basement with no signal.",
      },
      {
        title: "Check exceptions and close the month",
        body:
          "Managers follow up on late, early and absent flags the same day. At the end of the period, export " +
          "the recap to Excel or send it to payroll.",
      },
    ],
  },
  details: {
    title: "What HR and operations check before choosing",
    lead: "The questions we are asked most often about attendance, answered plainly.",
    items: [
      {
        title: "GPS and selfie clock-in",
        body:
          "Each clock-in records the time, the GPS location and a selfie. Face matching compares the selfie " +
          "with the employee's photo on file.",
      },
      {
        title: "Geofences per site",
        body:
          "Every site has its own geofence, with a radius the admin sets: 100 m around a warehouse, less for " +
          "an outlet in a mall. Fake-GPS and mock-location apps are detected and flagged.",
      },
      {
        title: "Shifts and rosters",
        body:
          "Fixed, night and rotating shifts, including night shifts that end the next morning. Late, early and " +
          "absent are flagged against the roster. Shifts come with the Growth plan and up.",
      },
      {
        title: "Offline clock-in",
        body:
          "Without a signal, the clock-in is stored on the phone with a trusted time stamp, so changing the " +
          "phone's clock changes nothing. It syncs when the phone is back online.",
      },
      {
        title: "Kiosk and QR code for shared devices",
        body:
          "Staff without a smartphone clock in on a shared tablet at the entrance in kiosk mode, or by " +
          "scanning the site's QR code.",
      },
      {
        title: "Recap for payroll",
        body:
          "Days worked, lateness and absences are totalled per employee and pay period. Export to Excel, or " +
          "send the recap to payroll with overtime and leave.",
      },
      {
        title: "Where the data is kept",
        body:
          "Selfies and locations are encrypted (AES-256 at rest, TLS 1.2+ in transit) and stored in Jakarta " +
          "for Indonesian customers, Singapore for other markets. Access is by role.",
      },
    ],
  },
  faq: [
    {
      question: "What happens if someone tries to clock in outside the site?",
      answer:
        "The app tells them they are outside the geofence and does not record the clock-in. If the phone uses " +
        "a fake-GPS or mock-location app, the attempt is flagged for HR.",
    },
    {
      question: "What if there is no signal at the site?",
      answer:
        "Staff clock in as usual. The clock-in waits on the phone with a trusted time stamp and syncs when " +
        "the signal returns, so the recorded time is the real one.",
    },
    {
      question: "Which plan includes time and attendance?",
      answer:
        "Attendance is in every plan, from Starter at IDR 15,000 per active user per month for up to 50 " +
        "users. Shifts and reports come with Growth, which you can try free for 14 days.",
    },
    {
      question: "How does attendance get to payroll?",
      answer:
        "Export the recap to Excel for your own payroll, or let Regu's payroll team run payroll for you " +
        "from the same attendance, overtime, leave and claims data.",
    },
  ],
  related: ["overtime", "leave", "payroll"],
  cta: {
    title: "See attendance running at your own sites",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth and clock in at your " +
      "first site today. No credit card needed.",
  },
} satisfies FeaturePageContent;
