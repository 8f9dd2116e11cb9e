import type { FormWords } from "./form-words.types.ts";

/** English words of the lead forms (demo, registration, contact, resource download). */
export const formsEn = {
  optional: "(optional)",
  required: "required",
  fields: {
    name: { label: "Full name" },
    email: { label: "Email" },
    workEmail: {
      label: "Work email",
      hint: "Use your company address, like name@company.com.",
    },
    phone: {
      label: "Phone number",
      hint: "Include the country code, like +62 812-3456-7890.",
    },
    whatsapp: {
      label: "WhatsApp number",
      hint: "We confirm your demo here. Include the country code, like +62 812-3456-7890.",
    },
    company: { label: "Company name" },
    companySize: { label: "Number of employees", placeholder: "Choose a range" },
    country: { label: "Country", placeholder: "Choose your country" },
    interests: {
      label: "What would you like to see?",
      hint: "Choose as many as you like. We plan the demo around them.",
    },
    slot: {
      label: "Preferred demo time",
      hint: "A 30-minute video call, Monday to Friday.",
    },
    topic: { label: "Topic", placeholder: "Choose a topic" },
    message: {
      label: "Your message",
      hint: "Up to 5,000 characters. The more detail you give, the faster we can help.",
    },
    terms: {
      before: "I agree to the ",
      termsLink: "Terms & conditions",
      after: ".",
    },
    marketingConsent: {
      label: "Send me the monthly Regu newsletter with HR and attendance tips.",
      hint: "One email a month. Unsubscribe in one click, any time.",
    },
  },
  errors: {
    required: "{field} is required. Please fill it in.",
    email: "Enter your work email, like name@company.com.",
    phone: "Enter a phone number with 7 to 15 digits, like +62 812-3456-7890.",
    tooLong: "{field} is too long. Please shorten it.",
    choice: "Choose one of the options in the list.",
    slot:
      "This time can't be booked. Choose a weekday in the next two weeks, with a start between 09:00 " +
      "and 17:00 office time.",
    consent: "Tick the box to agree to the Terms & Conditions and the Privacy Policy.",
    control:
      "{field} contains invisible control characters, usually left by copying and pasting. " +
      "Remove them, or type the text in again.",
  },
  errorSummary: {
    one: "One field needs a fix before you can send the form.",
    other: "{count} fields need a fix before you can send the form.",
  },
  countries: {
    ID: "Indonesia",
    MY: "Malaysia",
    PH: "Philippines",
    TH: "Thailand",
    SG: "Singapore",
    other: "Other country",
  },
  companySizes: {
    "1-10": "1–10 employees",
    "11-50": "11–50 employees",
    "51-200": "51–200 employees",
    "201-500": "201–500 employees",
    "501-1000": "501–1,000 employees",
    "1000+": "More than 1,000 employees",
  },
  interests: {
    task: "Tasks",
    chat: "Chat",
    time: "Time & attendance",
    leave: "Leave",
    overtime: "Overtime",
    claim: "Claims",
    payroll: "Payroll services",
    projects: "Project management",
  },
  topics: {
    sales: "Plans and pricing",
    support: "Help with the app",
    billing: "Billing and invoices",
    partnership: "Partnerships",
    other: "Something else",
  },
  slotPicker: {
    day: "Choose a day",
    time: "Choose a time",
    yourTimeZone: "Times are shown in your time zone ({zone}).",
    officeHours: "Our {city} office is open {hours}.",
    chooseCountryFirst: "Choose your country first, and we show the times our team there can call you.",
    fallbackLabel: "Preferred date and time (office time of your country)",
    chosen: "You chose {slot}.",
  },
  richText: {
    toolbar: "Text formatting",
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    numberedList: "Numbered list",
    link: "Add link",
    linkPrompt: "Paste the web address for the link, like https://company.com",
    removeLink: "Remove link",
  },
  privacyNotice: {
    before: "Regu uses these details to answer and follow up on your request, as the ",
    link: "Privacy policy",
    after: " explains.",
  },
  recaptchaNotice: "This site is protected by reCAPTCHA.",
  recaptchaPrivacy: "Google Privacy Policy",
  recaptchaTerms: "Google Terms of Service",
  submitting: "Sending…",
  unavailable:
    "We couldn't save your form just now. Your answers are still here: please send it again in a few " +
    "minutes, or message us on WhatsApp.",
  networkError:
    "Your form didn't reach us because the connection dropped. Your answers are still here: check your " +
    "internet connection, then send it again.",
  tooMany: "This form has been sent several times in a short while. Please try again in {minutes} min.",
  badRequest: "We couldn't read this form. Reload the page, then fill it in and send it again.",
  honeypot: "Leave this empty",
} satisfies FormWords;
