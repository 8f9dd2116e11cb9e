import { adminScreenKeys } from "../../core/art/admin-screen-keys.ts";
import { sceneKeys } from "../../core/art/scene-keys.ts";
import { en } from "../../core/i18n/en.ts";
import { featureKeys, type FeatureKey } from "../features.ts";
import { phoneScreenSchema } from "../phone-screen.ts";
import { choice, group, line, list, optionalGroup, paragraph } from "../schema/fields.ts";
import { ctaGroup, faqList, ticks, titledText } from "../schema/page-parts.ts";

const featureNames = Object.fromEntries(featureKeys.map((key) => [key, en.features[key].title])) as Record<
  FeatureKey,
  string
>;

/** A section's heading and lead, above its items. */
const opening = {
  title: line({ label: "Heading" }),
  lead: paragraph({ label: "Lead" }),
};

/** The words of one feature page in one language (`content/feature-pages/<lang>/<feature>.yaml`). */
export const featurePageSchema = group(
  {
    meta: group(
      {
        title: line({
          label: "Title",
          hint: "The browser tab and search results: 50 to 60 characters, ending with “| Regu”.",
          min: 50,
          max: 60,
        }).regex(/ \| Regu$/, "must end with “| Regu”"),
        description: paragraph({
          label: "Description",
          hint: "Under the title in search results: 140 to 160 characters.",
          min: 140,
          max: 160,
        }),
      },
      { label: "Search and sharing" },
    ),
    hero: group(
      {
        eyebrow: line({ label: "Eyebrow", hint: "The feature's name, small above the headline." }),
        title: line({
          label: "Headline",
          hint: "The job the feature does, in plain words (not its name). At most 60 characters.",
          max: 60,
        }),
        lead: paragraph({ label: "Lead", hint: "Two sentences, concrete, with a number where one fits." }),
        points: ticks,
      },
      { label: "First screen" },
    ),
    screens: group(
      {
        employee: phoneScreenSchema.meta({
          title: "Employee's phone",
          description: "What the employee sees.",
        }),
      },
      { label: "Phone screen", hint: "The phone drawn beside the headline." },
    ),
    adminScreen: choice(adminScreenKeys, {
      label: "Dashboard screen",
      hint: "The web dashboard's screen the HR team uses for this feature, drawn under the first screen; its words are in “Admin screens”.",
      names: {
        attendance: "Attendance recap",
        roster: "Shift roster",
        approvals: "Leave, overtime and claim approvals",
        payroll: "Payroll run",
        projects: "Task board and timeline",
      },
    }),
    scene: group(
      {
        key: choice(sceneKeys, { label: "Drawing", hint: "A workplace that fits the feature." }),
        alt: paragraph({ label: "What it shows", hint: "One sentence, for those who cannot see it." }),
      },
      { label: "Drawing beside the problems" },
    ),
    problems: group(
      {
        ...opening,
        items: list(titledText({ label: "Problem" }), {
          label: "Problems",
          hint: "Three, each a pain in the reader's words and how Regu ends it.",
          min: 3,
          max: 3,
        }),
      },
      { label: "Problems it removes" },
    ),
    steps: group(
      {
        ...opening,
        items: list(titledText({ label: "Step" }), {
          label: "Steps",
          hint: "Three to five, from set-up to daily use.",
          min: 3,
          max: 5,
        }),
      },
      { label: "How it works" },
    ),
    details: group(
      {
        ...opening,
        items: list(titledText({ label: "Detail" }), {
          label: "Details",
          hint: "Six to eight things a buyer checks before choosing.",
          min: 6,
          max: 8,
        }),
      },
      { label: "Details" },
    ),
    countries: optionalGroup(
      {
        ...opening,
        columns: list(line({ label: "Column heading" }), {
          label: "Column headings",
          hint: "Three: the country column first, then the two columns of rules.",
          min: 3,
          max: 3,
        }),
        rows: list(
          group(
            {
              country: line({ label: "Country" }),
              cells: list(line({ label: "Cell" }), {
                label: "Cells",
                hint: "Two: under the second and the third column heading.",
                min: 2,
                max: 2,
              }),
            },
            { label: "Country" },
          ),
          { label: "Rows", hint: "One per market: Indonesia, Malaysia, Philippines, Thailand, Singapore." },
        ),
        note: paragraph({
          label: "Note under the table",
          hint: "For example, that rules change and Regu keeps its defaults up to date.",
        }),
      },
      {
        label: "Rules per country",
        hint: "A table, for features whose rules differ by country (overtime rates, payroll items).",
      },
    ),
    faq: faqList({
      hint: "Four or five questions a buyer asks, each answered in two to four sentences.",
      min: 4,
      max: 5,
    }),
    related: list(choice(featureKeys, { label: "Feature", names: featureNames }), {
      label: "Other features to suggest",
      hint: "Three, most related first, never this page's own.",
      min: 3,
      max: 3,
    }).refine((keys) => new Set(keys).size === keys.length, "names a feature twice"),
    cta: ctaGroup,
  },
  { label: "Feature page" },
);
