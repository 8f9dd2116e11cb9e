import type { ThankYouCollection } from "./types.ts";

export const thankYouEn = {
  thankYou: {
    title: "Thank you · Regu",
    description: "We have received your message. Our team replies by email within one working day.",
    heading: "Thanks, your message is with our team",
    body: "We have your message, and someone from our team will reply by email within one working day.",
    next: [
      "Watch your inbox for our reply, and check the spam folder if it has not arrived by tomorrow.",
      "While you wait, compare the Starter, Growth and Business plans on our pricing page.",
    ],
    primary: { label: "Back to home", page: "home" },
    secondary: { label: "See pricing", page: "pricing" },
  },
  thankYouRegistering: {
    title: "Check your inbox · Regu",
    description: "Your 14-day Regu trial is ready. Activate it from the email we sent, then install the app.",
    heading: "Your 14-day free trial has started",
    body:
      "We have sent an activation email from the Regu app to the address you registered with. " +
      "Open it to set your password and activate your account.",
    next: [
      "Open the activation email from Regu and follow the link. Not there after 5 minutes? Check spam.",
      "Install the Regu app from Google Play, the App Store or AppGallery, and sign in.",
      "Add a few employees, set one shift and clock in yourself to see how it works.",
    ],
    primary: { label: "Read the user guide", page: "userGuide" },
    secondary: { label: "Compare plans", page: "pricing" },
  },
  thankYouDemo: {
    title: "Demo requested · Regu",
    description:
      "Thanks for requesting a Regu demo. We confirm your slot by email and WhatsApp within one working day.",
    heading: "Thanks, your demo is almost booked",
    body: "Our sales team will confirm the date and time by email and WhatsApp within one working day.",
    next: [
      "Look out for our confirmation by email and WhatsApp within one working day.",
      "Note how many employees, sites and shifts you have, so we can show you a setup like yours.",
      "Join the 30-minute video call, and bring the people who run HR and operations.",
    ],
    primary: { label: "Read customer stories", page: "caseStudies" },
    secondary: { label: "See pricing", page: "pricing" },
  },
  thankYouSubscribing: {
    title: "You're subscribed · Regu",
    description: "You're subscribed to the Regu newsletter: one email a month with HR and attendance tips.",
    heading: "You're on the list",
    body:
      "Once a month, you'll receive one email with practical HR, attendance and payroll tips for teams " +
      "in Southeast Asia, plus what's new in Regu.",
    next: [
      "Look for the first issue in your inbox at the start of next month.",
      "Add our address to your contacts so the newsletter doesn't end up in spam.",
      "Every email has an unsubscribe link at the bottom: one click and you're off the list, any time.",
    ],
    primary: { label: "Read the blog", page: "blog" },
    secondary: { label: "Back to home", page: "home" },
  },
} satisfies ThankYouCollection;
