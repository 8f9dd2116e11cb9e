import type { LeadPagesContent } from "./types.ts";

/** English copy of the demo, registration, contact, resource and unsubscribe pages. */
export const leadPagesEn = {
  requestDemo: {
    meta: {
      title: "Book a free 30-minute Regu demo in your language | Regu",
      description:
        "See Regu run your own shifts, leave and overtime rules in a 30-minute live demo with a product " +
        "specialist. Pick a time that suits you, in your own language.",
    },
    hero: {
      eyebrow: "Request a demo",
      title: "See Regu run your workforce in 30 minutes",
      lead:
        "A product specialist from our office in your country walks you through Regu live, in your " +
        "language, at a time you choose. Bring your questions about shifts, overtime rules and payroll.",
    },
    formTitle: "Book your demo",
    formLead: "It takes about a minute. We confirm your time by email and WhatsApp within one working day.",
    submit: "Book my demo",
    points: [
      {
        title: "Your own policies, set up",
        text:
          "Tell us your shifts, leave rules and overtime rates, and we show them working in Regu, " +
          "not in a made-up sample company.",
      },
      {
        title: "Pricing for your headcount",
        text:
          "Get a clear monthly price for your number of users and the plan that fits, with 2 months " +
          "free if you pay yearly.",
      },
      {
        title: "A rollout plan",
        text:
          "Leave with the steps to go live: importing employees, drawing geofences and training staff. " +
          "Most companies go live within a week.",
      },
    ],
    quote: {
      text:
        "Recapping attendance for our 40 outlets used to take three days at the end of every month. " +
        "With Regu it takes under an hour, and baristas request leave from their phone instead of on paper.",
      person: "Rina Hartono",
      role: "Head of Operations",
      company: "Raza Kopi",
    },
    agenda: {
      title: "What happens in the 30 minutes",
      steps: [
        "5 minutes: you tell us how your team works today, from sites and shifts to what takes the most time.",
        "15 minutes: a live walkthrough of the features you chose, in the mobile app and the web dashboard.",
        "5 minutes: pricing for your headcount and the plan that fits.",
        "5 minutes: your questions, and a rollout plan with clear next steps.",
      ],
    },
  },
  registration: {
    meta: {
      title: "Start your free 14-day trial of Regu Growth | Regu",
      description:
        "Try Regu Growth free for 14 days: attendance, leave, overtime, claims, tasks and shifts. " +
        "No credit card needed, and your account is ready in minutes.",
    },
    hero: {
      eyebrow: "Free 14-day trial",
      title: "Try Regu Growth free for 14 days",
      lead:
        "Every Growth feature for your whole team, with no credit card. Setting up takes minutes: fill " +
        "in the form, open the activation email from the Regu app, and add your first employees.",
    },
    formTitle: "Create your trial account",
    formLead: "No credit card needed. The Regu app emails you an activation link straight away.",
    submit: "Start my free trial",
    points: [
      {
        title: "Everything in Growth",
        text:
          "GPS and selfie clock-in, leave, chat, overtime, claims, field tasks, shifts and reports, " +
          "free for 14 days.",
      },
      {
        title: "No card, no commitment",
        text:
          "We don't ask for payment details, so nothing is charged when the trial ends. Choose a plan " +
          "only if Regu works for you.",
      },
      {
        title: "Ready in minutes",
        text:
          "Import employees from a spreadsheet, draw a geofence around your office, and clock in " +
          "yourself on day one. Our team in your country helps if you get stuck.",
      },
    ],
    quote: {
      text:
        "We started with the 14-day trial and moved all 180 employees onto Growth two weeks later. " +
        "Fuel and parking claims that took three weeks to reimburse are now paid within five working days.",
      person: "Fitri Anggraini",
      role: "HR & GA Manager",
      company: "PT Kasir Pintar",
    },
    login: { text: "Already have an account?", link: "Log in" },
  },
  contact: {
    meta: {
      title: "Contact Regu: sales, support, billing and partners | Regu",
      description:
        "Questions about Regu pricing, support, billing or a partnership? Send us a message and a " +
        "person replies within one working day, or visit one of five offices.",
    },
    hero: {
      eyebrow: "Contact us",
      title: "Talk to a person, not a ticket queue",
      lead:
        "Ask about pricing, get help with the app, sort out an invoice or propose a partnership. Someone " +
        "from our team reads every message and replies within one working day.",
    },
    formTitle: "Send us a message",
    formLead: "Choose a topic so the right team picks it up. We reply by email within one working day.",
    submit: "Send message",
    points: [
      {
        title: "A reply within one working day",
        text: "Every message is answered by email by a member of our team, in English or Indonesian.",
      },
      {
        title: "Straight to the right team",
        text:
          "Sales, support, billing and partnerships each read their own topic, so you are not passed " +
          "from desk to desk.",
      },
      {
        title: "Local teams, local hours",
        text:
          "Our five offices work Monday to Friday, 08:00–18:00 in their own time zone, and know their " +
          "country's labor rules.",
      },
    ],
    quote: {
      text:
        "Our engineers in Kuching used to post their claims to Kuala Lumpur and wait over a month to be " +
        "paid. Now the receipt, the service report and the hospital's signature are on their phone " +
        "before they leave the ward.",
      person: "Jason Lim",
      role: "Head of Service Operations",
      company: "Mindray",
    },
    offices: {
      title: "Our offices",
      lead:
        "Each office looks after customers in its own country, in local working hours: sales, " +
        "onboarding, support, and payroll services under local rules.",
    },
    channels: {
      whatsapp: {
        title: "WhatsApp",
        text:
          "For quick questions before you buy: plans, prices or booking a demo. Our sales team replies " +
          "during office hours.",
      },
      sales: {
        title: "Sales email",
        text:
          "For quotes and proposals: Enterprise plans, payroll services, or pricing for a large team " +
          "across several countries.",
      },
      support: {
        title: "Support email",
        text:
          "Already using Regu? Write to support about the app, your account or your data, and include " +
          "your company name so we can find it quickly.",
      },
    },
  },
  resource: {
    formTitle: "Get your free copy",
    formLead: "Fill in four details and your download starts at once.",
    submit: "Download now",
    learnTitle: "What you will learn",
    pages: "{pages} pages",
    kinds: {
      ebook: "E-book",
      checklist: "Checklist",
      template: "Policy template",
      calculator: "Calculator sheet",
    },
    ready: {
      title: "Your download has started",
      text: "Check your browser's downloads. If nothing happened, or you need another copy, use the button below.",
      button: "Download again",
    },
    expired: "This download link has expired. Send the form again, and your download starts at once.",
    more: "More free resources",
  },
  unsubscribe: {
    meta: {
      title: "Unsubscribe from the Regu HR tips newsletter | Regu",
      description:
        "Unsubscribe from the monthly Regu newsletter in one click, using the link at the bottom of any " +
        "newsletter email. Changed your mind? Subscribe again from here.",
    },
    done: {
      title: "You're unsubscribed",
      text:
        "This address is off the Regu newsletter list, so no more newsletter emails will come. If you " +
        "had already unsubscribed, nothing changes. Emails about your account or a demo you booked still " +
        "reach you.",
    },
    invalid: {
      title: "This unsubscribe link doesn't work",
      text:
        "The link is incomplete or has been changed on the way. Open the newsletter email again and " +
        "click the unsubscribe link at the bottom, or copy the whole address into your browser.",
    },
    noToken: {
      title: "Unsubscribe from the newsletter",
      text:
        "To unsubscribe, click the unsubscribe link at the bottom of any Regu newsletter email. It opens " +
        "this page and takes your address off the list in one click.",
    },
    resubscribe: "Subscribe again",
    backHome: "Back to home",
  },
} satisfies LeadPagesContent;
