import {
  checkboxField,
  choiceField,
  emailField,
  nameField,
  optionalCompanyField,
  optionalPhoneField,
  typedText,
  z,
} from "./lead-fields.ts";
import { contactTopics, messageHtmlMaxLength, messageMaxLength } from "./lead-options.ts";

/** The words of a message, to count them; the server cleans the markup itself (rich-text.server.ts). */
export function messageText(message: string): string {
  return message
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The contact form: the message is HTML from the editor, or plain text from the textarea without JavaScript. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalPhoneField,
  company: optionalCompanyField,
  topic: choiceField(contactTopics),
  message: z.string().check(
    // The textarea sends line breaks and a pasted tab: they are text.
    typedText({ multiline: true }),
    z.refine((message) => messageText(message) !== "", { error: "required", abort: true }),
    z.maxLength(messageHtmlMaxLength, { error: "tooLong", abort: true }),
    z.refine((message) => messageText(message).length <= messageMaxLength, { error: "tooLong" }),
  ),
  messageFormat: z._default(z.enum(["html", "text"]), "text"),
  marketingConsent: checkboxField,
});

export type ContactInput = z.output<typeof contactSchema>;
