import type { EmailContent, SalesEmailContent } from "./types.ts";

export const emailsEn = {
  greeting: "Hi {name},",
  greetingWithoutName: "Hello,",
  signOff: { closing: "Warm regards,", team: "The Regu team" },
  help: "Questions in the meantime? Write to {email} or message us on WhatsApp at {whatsapp}.",
  summaryTitle: "Your request at a glance",
  labels: {
    companySize: "Company size",
    country: "Country",
    interests: "Interested in",
    topic: "Topic",
    resource: "Resource",
  },
  demo: {
    subject: "We've got your Regu demo request",
    preheader: "A specialist will confirm your time by email or WhatsApp within one working day.",
    heading: "Your demo is almost booked",
    intro: "Thanks for asking to see Regu. Here is the time you picked for your 30-minute video call:",
    slotLabel: "Your chosen time",
    slot: "{date}, {start}–{end} ({zone})",
    confirm:
      "A Regu specialist will confirm this time by email or WhatsApp within one working day, and send you " +
      "the link to join. If the time stops suiting you, reply to their message and they will find another.",
    nextTitle: "Before the call",
    next: [
      {
        text:
          "Note how many employees, sites and shifts you have, so we can show you a setup that looks " +
          "like yours.",
      },
      {
        text: "Invite the people who run HR and operations: they are the ones who will use Regu every day.",
      },
    ],
    button: { label: "Read customer stories", page: "caseStudies" },
  },
  registration: {
    subject: "Welcome to Regu: your 14-day trial of Growth",
    preheader: "Your activation email comes separately from the Regu app. No credit card needed.",
    heading: "Your free trial has started",
    intro: "Thanks for registering with Regu.",
    trial:
      "For the next 14 days you can use everything in the Growth plan for free, and we don't need a " +
      "credit card.",
    activation:
      "The Regu app sends your activation email separately, from its own address. Open it to set your " +
      "password and activate your account. Not there after 5 minutes? Check your spam folder.",
    nextTitle: "Your first 15 minutes",
    next: [
      { text: "Install the Regu app from Google Play, the App Store or AppGallery, and sign in." },
      { text: "Add a few employees, set up one shift, and clock in yourself to see how it works." },
      {
        text:
          "When the 14 days are up, choose a plan to keep going. With no card on file, nothing is charged " +
          "unless you decide to.",
        link: { label: "Compare plans", page: "pricing" },
      },
    ],
    button: { label: "Read the user guide", page: "userGuide" },
  },
  contact: {
    subject: "We've got your message",
    preheader: "Our team will answer by email within one working day.",
    heading: "Thanks, your message is with our team",
    intro:
      "It reached us on {date}. Someone from our team will read it and reply by email within one working day.",
    noCopy:
      "This email doesn't repeat your message, so it can never carry someone else's words or links. " +
      "Our reply will answer it in full.",
    nextTitle: "While you wait",
    next: [
      {
        text: "Many questions about using the app are already answered, step by step, in our user guide.",
        link: { label: "Open the user guide", page: "userGuide" },
      },
      {
        text: "Comparing plans? Starter, Growth and Business are side by side on our pricing page.",
        link: { label: "See pricing", page: "pricing" },
      },
    ],
  },
  resource: {
    subject: "Your download: {title}",
    preheader: "Keep this email: the link downloads your copy again whenever you need it.",
    heading: "Thanks for downloading",
    intro: "Here is your link to “{title}”.",
    again: "Use it to download the file again or to share it with a colleague; it stays on this page:",
    downloadAgain: "Download again",
    nextTitle: "Where to go next",
    next: [
      {
        text: "More free templates, checklists and calculators for HR teams in Southeast Asia.",
        link: { label: "See all resources", page: "resources" },
      },
      {
        text: "Want to see how Regu does this for a team like yours? Book a 30-minute demo.",
        link: { label: "Book a demo", page: "requestDemo" },
      },
      {
        text: "See how teams like yours run attendance, leave and payroll with Regu.",
        link: { label: "Read customer stories", page: "caseStudies" },
      },
    ],
  },
  calculator: {
    subject: "Your {calculator} calculation",
    heading: "Your {calculator} calculation",
    intro:
      "The PDF attached holds the inputs you gave and the working, step by step, with the regulation and " +
      "article behind each figure.",
    figuresTitle: "The result",
    trial:
      "Regu works these figures out from attendance and leave for every employee, every month. Try it " +
      "free for 14 days, no credit card needed.",
    button: "Start your free trial",
  },
  newsletter: {
    subject: "Confirm your subscription to the Regu newsletter",
    preheader: "One click to confirm, then one email a month with practical HR, attendance and payroll tips.",
    heading: "Please confirm your subscription",
    intro:
      "Thanks for signing up for the Regu newsletter. Before we send you anything, please confirm that this " +
      "address is yours and that you want the newsletter:",
    confirm: "Confirm my subscription",
    validity: "The button works for {days} days. Until you click it, you're not on the list.",
    fallback: "If the button doesn't work, copy this address into your browser:",
    includesTitle: "What you'll get",
    includes: [
      "One email at the start of each month, and only one.",
      "A practical guide or template you can use the same week.",
      "Changes to labor and payroll rules in Indonesia, Malaysia, the Philippines, Thailand and " +
        "Singapore, in plain words, and what's new in Regu.",
    ],
    ignore:
      "Didn't sign up? Someone may have typed your address by mistake. Just ignore this email: without the click you won't get the newsletter, and we delete your address after {days} days.",
    leave: "Changed your mind already? You can unsubscribe in one click:",
    unsubscribe: "Unsubscribe",
  },
  footer: {
    office: "MY",
    reasons: {
      demo: "You're receiving this email because you requested a demo on {site}.",
      registration: "You're receiving this email because you registered for a free trial on {site}.",
      contact: "You're receiving this email because you sent us a message through {site}.",
      resource: "You're receiving this email because you downloaded a resource from {site}.",
      calculator:
        "You're receiving this email because a calculator on {site} was asked to send its result to this address.",
      newsletter:
        "You're receiving this email because this address was entered in the newsletter form on {site}.",
    },
    notYou:
      "Didn't fill in this form? Someone may have typed your address by mistake. You can ignore this email.",
    privacy: "Privacy policy",
  },
} satisfies EmailContent;

export const salesEmailEn = {
  typeNames: {
    demo: "Demo request",
    registration: "Trial registration",
    contact: "Contact message",
    resource: "Resource download",
    calculator: "Calculation by email",
  },
  titles: {
    demo: "New demo request",
    registration: "New trial registration",
    contact: "New contact message",
    resource: "New resource download",
    calculator: "New calculation sent by email",
  },
  badge: "New lead",
  unverifiedPrefix: "[Unverified] ",
  reply: "Reply to this email to answer the visitor.",
  statuses: { new: "New", spam: "Spam", unverified: "Unverified" },
  statusNotes: {
    unverified:
      "reCAPTCHA could not check this form (it is off, the browser sent no answer, or Google could not " +
      "be reached), so the visitor got no confirmation email. Check that it looks genuine before you reply.",
    spam: "Flagged as spam by the form's checks. It is kept for review; the visitor got no confirmation email.",
  },
  sections: {
    visitor: "Visitor",
    request: "Request",
    message: "Message",
    attribution: "Where they came from",
    record: "Record",
  },
  labels: {
    type: "Type",
    status: "Status",
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    language: "Language",
    marketingConsent: "Marketing emails",
    companySize: "Company size",
    country: "Country",
    interests: "Interested in",
    slotOffice: "Slot, office time ({zone})",
    slotVisitor: "Slot, visitor's time ({zone})",
    termsAcceptedAt: "Terms accepted (UTC)",
    topic: "Topic",
    resource: "Resource",
    resourcePage: "Resource page",
    calculator: "Calculator",
    utm_source: "UTM source",
    utm_medium: "UTM medium",
    utm_campaign: "UTM campaign",
    utm_term: "UTM term",
    utm_content: "UTM content",
    landingPage: "Landing page",
    referrer: "Referrer",
    page: "Form page",
    id: "Lead ID",
    createdAt: "Received (UTC)",
  },
  languages: { en: "English", id: "Indonesian" },
  yes: "Yes, opted in",
  no: "No",
  empty: "(not given)",
  noInterests: "(none chosen)",
  sameAsOffice: "(same as the office)",
  unknownZone: "(time zone not recognized)",
} satisfies SalesEmailContent;
