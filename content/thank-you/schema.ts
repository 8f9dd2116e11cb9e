import { choice, group, groupPerKey, line, list, paragraph } from "../schema/kit.ts";

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
  (key) =>
    group(
      {
        title: line({ label: "Title", hint: "The browser tab." }),
        description: paragraph({
          label: "Description",
          hint: "The page's summary; it is kept out of search results.",
        }),
        heading: line({ label: "Heading" }),
        body: paragraph({ label: "Text", hint: "What happened, in one or two sentences." }),
        next: list(paragraph({ label: "Step" }), {
          label: "Next steps",
          hint: "Numbered on the page: two or three, concrete.",
          min: 2,
          max: 3,
        }),
        primary: link("Main button"),
        secondary: link("Second link"),
      },
      { label: pageLabels[key] },
    ),
  { label: "Thank-you pages" },
);
