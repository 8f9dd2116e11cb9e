import { resourceKinds } from "../../core/collections/resource-kinds.ts";
import { group, groupPerKey, line, list, paragraph, template } from "../schema/fields.ts";
import { metaGroup } from "../schema/page-parts.ts";

/** A heading and a text: a benefit beside a form, a way to reach us, what the unsubscribe page says. */
const titledText = (label: string, hint?: string) =>
  group({ title: line({ label: "Heading" }), text: paragraph({ label: "Text" }) }, { label, hint });

/** How the editor names each kind of resource; the page uses the words below. */
const kindLabels = {
  ebook: "E-book",
  checklist: "Checklist",
  template: "Policy template",
  calculator: "Calculator sheet",
} satisfies Record<(typeof resourceKinds)[number], string>;

/**
 * The page a mail's link opens before anything changes: mail scanners open every link of a mail, so only
 * the visitor's press of this button confirms or unsubscribes.
 */
const linkQuestion = (label: string, hint: string) =>
  group(
    {
      title: line({ label: "Heading" }),
      text: paragraph({ label: "Text" }),
      button: line({ label: "Button" }),
      sending: line({ label: "Button while it works", hint: "Shown for a moment after the press." }),
    },
    { label, hint },
  );

/** What every form page has: its promise, the form's card, three points and a customer's quote. */
const formPage = {
  meta: metaGroup,
  hero: group(
    {
      eyebrow: line({ label: "Eyebrow" }),
      title: line({ label: "Headline" }),
      lead: paragraph({ label: "Lead" }),
    },
    { label: "First screen" },
  ),
  formTitle: line({ label: "Form heading", hint: "At the top of the form's card." }),
  formLead: paragraph({ label: "Under the form heading", hint: "One line." }),
  submit: line({ label: "Send button" }),
  points: list(titledText("Point"), {
    label: "Points beside the form",
    hint: "What the visitor gets: three.",
    min: 3,
    max: 3,
  }),
  quote: group(
    {
      text: paragraph({ label: "Quote" }),
      person: line({ label: "Person" }),
      role: line({ label: "Role" }),
      company: line({ label: "Company" }),
    },
    {
      label: "Customer's quote",
      hint: "A person one of the case studies quotes, with the role and company that case study gives.",
    },
  ),
};

/**
 * The demo, registration, contact, resource, unsubscribe and newsletter confirmation pages' copy in one language
 * (`content/lead-pages/<lang>.yaml`); the forms' own words (labels, buttons, errors) are in app/i18n/.
 */
export const leadPagesSchema = group(
  {
    requestDemo: group(
      {
        ...formPage,
        agenda: group(
          {
            title: line({ label: "Heading" }),
            steps: list(paragraph({ label: "Step" }), {
              label: "Steps",
              hint: "Three or four.",
              min: 3,
              max: 4,
            }),
          },
          { label: "What happens in the demo" },
        ),
      },
      { label: "Request a demo" },
    ),
    registration: group(
      {
        ...formPage,
        login: group(
          { text: line({ label: "Question" }), link: line({ label: "Link" }) },
          { label: "Already have an account?", hint: "Under the form, with the link to log in." },
        ),
      },
      { label: "Free trial registration" },
    ),
    contact: group(
      {
        ...formPage,
        offices: group(
          { title: line({ label: "Heading" }), lead: paragraph({ label: "Lead" }) },
          { label: "Offices", hint: "The addresses and hours come from the company's details." },
        ),
        channels: group(
          {
            whatsapp: titledText("WhatsApp"),
            sales: titledText("Sales email"),
            support: titledText("Support email"),
          },
          { label: "Other ways to reach us" },
        ),
      },
      { label: "Contact" },
    ),
    resource: group(
      {
        formTitle: line({ label: "Form heading" }),
        formLead: paragraph({ label: "Under the form heading" }),
        submit: line({ label: "Send button" }),
        learnTitle: line({ label: "Heading of what the resource teaches" }),
        pages: template({
          label: "Number of pages",
          hint: "Beside each resource; {pages} becomes its number of pages.",
          slots: ["pages"],
        }),
        kinds: groupPerKey(resourceKinds, (kind) => line({ label: kindLabels[kind] }), {
          label: "Kinds of resource",
        }),
        ready: group(
          {
            title: line({ label: "Heading" }),
            text: paragraph({ label: "Text" }),
            button: line({ label: "Button", hint: "Downloads the file again." }),
          },
          { label: "After the form", hint: "The download has started." },
        ),
        expired: paragraph({
          label: "Download link expired",
          hint: "When the page is opened again after its download link ran out.",
        }),
        more: line({ label: "Heading of the other resources", hint: "Under the page." }),
      },
      { label: "Resource pages", hint: "The words around each downloadable resource and its form." },
    ),
    unsubscribe: group(
      {
        meta: metaGroup,
        ask: linkQuestion(
          "Before unsubscribing",
          "The link opened: one button takes the address off the list.",
        ),
        done: titledText("Unsubscribed"),
        invalid: titledText("Link does not work", "The link was incomplete or changed."),
        noToken: titledText("Opened without a link", "The page opened other than from a newsletter email."),
        resubscribe: line({ label: "Subscribe again button" }),
        backHome: line({ label: "Back to home link" }),
      },
      { label: "Unsubscribe page", hint: "Opened from the link in a newsletter email." },
    ),
    confirmSubscription: group(
      {
        meta: metaGroup,
        ask: linkQuestion("Before confirming", "The link opened: one button puts the address on the list."),
        confirmed: titledText("Confirmed", "The subscription is confirmed (or already was)."),
        expired: group(
          {
            title: line({ label: "Heading" }),
            text: template({
              label: "Text",
              hint: "Above a form to subscribe again; {days} becomes the days a confirmation link works.",
              slots: ["days"],
              multiline: true,
            }),
          },
          {
            label: "Link expired",
            hint: "Opened after the link ran out, or after the address unsubscribed.",
          },
        ),
        invalid: titledText(
          "Link does not work",
          "The link was incomplete or changed; above a form to subscribe again.",
        ),
        noToken: titledText(
          "Opened without a link",
          "The page opened other than from a confirmation email; above a form to subscribe again.",
        ),
        readBlog: line({ label: "Button once confirmed", hint: "Leads to the blog." }),
        backHome: line({ label: "Back to home link" }),
      },
      {
        label: "Newsletter confirmation page",
        hint: "Opened from the button in the email that asks a new subscriber to confirm.",
      },
    ),
  },
  { label: "Form pages" },
);
