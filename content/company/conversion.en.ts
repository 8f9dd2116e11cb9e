import type { ConversionContent } from "./types.ts";

export default {
  title: "Talk to sales on WhatsApp | Regu",
  heading: "Taking you to WhatsApp…",
  body:
    "We're opening a WhatsApp chat with Regu's sales team. A short hello is already typed in for you: " +
    "just press send and tell us a little about your team.",
  button: "Open WhatsApp",
  numberLabel: "Or save our number:",
} satisfies ConversionContent;
