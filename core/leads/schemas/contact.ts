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
import { contactTopics, messageHtmlMaxLength, messageMaxLength, messageMaxTags } from "./lead-options.ts";

/**
 * The words of a message, to count them; the server cleans the markup itself (rich-text.server.ts). Linear
 * in the message's length, whatever it holds (see withoutTags).
 */
export function messageText(message: string): string {
  return withoutTags(message)
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Every tag, from a "<" to the next ">", as a space. The pattern alone would take time quadratic in the
 * length on a run of "<" with no ">" after it (it scans to the end from each "<" before failing), so it
 * runs only up to the last ">": there every "<" finds its ">" on the first try, and after it there is no
 * tag to find.
 */
function withoutTags(message: string): string {
  const end = message.lastIndexOf(">") + 1;
  return message.slice(0, end).replace(/<[^>]*>/g, " ") + message.slice(end);
}

/** How many tags a message opens or closes, counted by their "<": one pass, whatever the message holds. */
function tagCount(message: string): number {
  let count = 0;
  for (let at = message.indexOf("<"); at !== -1; at = message.indexOf("<", at + 1)) count += 1;
  return count;
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
    // The length first, on the string as posted: nothing costlier runs on a message too long to keep.
    z.maxLength(messageHtmlMaxLength, { error: "tooLong", abort: true }),
    z.refine((message) => tagCount(message) <= messageMaxTags, { error: "tooLong", abort: true }),
    typedText({ multiline: true }),
    z.refine((message) => messageText(message) !== "", { error: "required", abort: true }),
    z.refine((message) => messageText(message).length <= messageMaxLength, { error: "tooLong" }),
  ),
  messageFormat: z._default(z.enum(["html", "text"]), "text"),
  marketingConsent: checkboxField,
});

export type ContactInput = z.output<typeof contactSchema>;
