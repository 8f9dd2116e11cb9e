import { choice, group, groupPerKey, line, list, mayHold, paragraph } from "../schema/fields.ts";

/** The four thank-you pages (not indexed), each shown after one form: the keys of the route table. */
export const thankYouPageIds = [
  "thankYou",
  "thankYouRegistering",
  "thankYouDemo",
  "thankYouSubscribing",
] as const;

const pageLabels = {
  thankYou: "After a contact message",
  thankYouRegistering: "After a trial registration",
  thankYouDemo: "After a demo request",
  thankYouSubscribing: "After a newsletter subscription",
} satisfies Record<(typeof thankYouPageIds)[number], string>;

/** The pages a thank-you page's buttons may lead to. */
const linkTargets = ["home", "pricing", "featureTime", "caseStudies", "userGuide", "blog"] as const;

const link = (label: string) =>
  group(
    {
      label: line({ label: "Words on the button" }),
      page: choice(linkTargets, {
        label: "Leads to",
        names: {
          home: "Home page",
          pricing: "Pricing",
          featureTime: "Time and attendance feature",
          caseStudies: "Customer stories",
          userGuide: "User guide",
          blog: "Blog",
        },
      }),
    },
    { label },
  );

/** The thank-you pages in one language (`content/thank-you/<lang>.yaml`): what happened, what comes next. */
export const thankYouSchema = groupPerKey(
  thankYouPageIds,
  (key) => {
    // After a subscription the page says how long the confirmation link works, from the one constant.
    const words = (label: string, hint?: string) =>
      key === "thankYouSubscribing"
        ? mayHold({
            label,
            hint: `${hint ?? ""} {days} becomes the days the confirmation link works.`.trim(),
            slots: ["days"],
            multiline: true,
          })
        : paragraph({ label, hint });
    return group(
      {
        title: line({ label: "Title", hint: "The browser tab." }),
        description: paragraph({
          label: "Description",
          hint: "The page's summary; it is kept out of search results.",
        }),
        heading: line({ label: "Heading" }),
        body: words("Text", "What happened, in one or two sentences."),
        next: list(words("Step"), {
          label: "Next steps",
          hint: "Numbered on the page: two or three, concrete.",
          min: 2,
          max: 3,
        }),
        primary: link("Main button"),
        secondary: link("Second link"),
      },
      { label: pageLabels[key] },
    );
  },
  { label: "Thank-you pages" },
);
