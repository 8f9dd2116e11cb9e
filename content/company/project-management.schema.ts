import { phoneScreenSchema } from "../phone-screen.ts";
import { group, line, list, paragraph } from "../schema/fields.ts";
import { eyebrow, faqList, metaGroup, ticks, titledText } from "../schema/page-parts.ts";

/**
 * The project-management landing page for paid campaigns, in one language
 * (`content/company/project-management.<lang>.yaml`). Its two goals are a demo request and a WhatsApp chat.
 */
export const projectManagementSchema = group(
  {
    meta: metaGroup,
    hero: group(
      {
        eyebrow,
        title: line({ label: "Headline" }),
        lead: paragraph({ label: "Lead" }),
        points: ticks,
      },
      { label: "First screen" },
    ),
    screen: phoneScreenSchema.meta({
      title: "Phone screen",
      description: "A project as a supervisor sees it in the app, drawn beside the headline.",
    }),
    problems: group(
      {
        title: line({ label: "Heading" }),
        items: list(titledText({ label: "Problem" }), {
          label: "Problems",
          hint: "Three problems of running projects with field teams on spreadsheets and chat groups.",
          min: 3,
          max: 3,
        }),
      },
      { label: "Problems" },
    ),
    capabilities: group(
      {
        title: line({ label: "Heading" }),
        lead: paragraph({ label: "Lead" }),
        items: list(titledText({ label: "Capability" }), {
          label: "Capabilities",
          hint: "Five or six: projects and milestones, task boards, timesheets linked to attendance, …",
          min: 5,
          max: 6,
        }),
      },
      { label: "What it does" },
    ),
    quote: group(
      {
        text: paragraph({ label: "Quote" }),
        name: line({ label: "Name", hint: "The person a case study quotes, as it names them." }),
        role: line({ label: "Role", hint: "As the case study gives it." }),
        company: line({ label: "Company", hint: "As the case study gives it." }),
      },
      { label: "Customer quote" },
    ),
    faq: faqList(),
    cta: group(
      {
        title: line({ label: "Heading" }),
        lead: paragraph({ label: "Lead" }),
        whatsapp: line({
          label: "WhatsApp button",
          hint: "Also on the first screen, beside the demo button.",
        }),
      },
      { label: "Call to action" },
    ),
  },
  { label: "Project-management page" },
);
