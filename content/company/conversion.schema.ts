import { group, line, paragraph } from "../schema/fields.ts";

/** The WhatsApp page (`/conversion-page-wa`) in one language (`content/company/conversion.<lang>.yaml`). */
export const conversionSchema = group(
  {
    title: line({ label: "Title", hint: "The browser tab." }),
    heading: line({ label: "Heading" }),
    body: paragraph({
      label: "Text",
      hint: "Says the visitor is being taken to a WhatsApp chat with sales.",
    }),
    button: line({ label: "Button", hint: "For when the chat does not open by itself." }),
    numberLabel: line({ label: "Number label", hint: "Before the number, for people who prefer to call." }),
  },
  { label: "WhatsApp page" },
);
