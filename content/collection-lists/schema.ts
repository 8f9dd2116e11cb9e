import { guideTopics } from "../guide-topics.ts";
import { group, groupPerKey, line, paragraph, template } from "../schema/fields.ts";
import { metaGroup } from "../schema/page-parts.ts";

/** What the editor calls each topic of the user guide. */
const topicLabels = {
  "getting-started": "Getting started",
  attendance: "Attendance",
  leave: "Leave",
  overtime: "Overtime",
  claims: "Claims",
  tasks: "Tasks",
  chat: "Chat",
  payroll: "Payroll",
  administration: "Administration",
  "mobile-app": "Mobile app",
} satisfies Record<(typeof guideTopics)[number], string>;

/** What every list page opens with: its search title and description, its heading and lead. */
const listPage = {
  meta: metaGroup,
  title: line({ label: "Heading" }),
  lead: paragraph({ label: "Lead" }),
};

/**
 * The words of the collections' list pages in one language (`content/collection-lists/<lang>.yaml`); the
 * items come from their Markdown files.
 */
export const collectionListsSchema = group(
  {
    caseStudies: group(listPage, { label: "Case studies list" }),
    blog: group(
      {
        ...listPage,
        categoryMeta: group(
          {
            title: template({
              label: "Title",
              hint: "The browser tab and search results.",
              slots: ["category"],
            }),
            description: template({
              label: "Description",
              hint: "Under the title in search results.",
              slots: ["category"],
              multiline: true,
            }),
          },
          { label: "A category's page: search and sharing", hint: "{category} is the category's name." },
        ),
        categoryTitle: template({ label: "A category's page: heading", slots: ["category"] }),
      },
      { label: "Blog list" },
    ),
    userGuide: group(
      {
        ...listPage,
        topics: groupPerKey(guideTopics, (topic) => line({ label: topicLabels[topic] }), {
          label: "Topics",
          hint: "The name of each group of articles, in the guide's order.",
        }),
        screenCaption: template({
          label: "Caption of an article's app screen",
          hint: "{screen} is the screen's name, its app bar.",
          slots: ["screen"],
        }),
      },
      { label: "User guide" },
    ),
    resources: group(listPage, { label: "Resources list" }),
  },
  { label: "List pages" },
);
