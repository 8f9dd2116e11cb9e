import { checked, group, list, sitePath } from "../schema/fields.ts";

const redirect = group(
  {
    from: sitePath({
      label: "Old address",
      hint: "The address that no longer has a page, as it follows the domain: /blog/attendance/old-title. Visitors and search engines that follow it are sent on, for good (301).",
    }),
    to: sitePath({
      label: "New address",
      hint: "The page of this site that replaces it: /blog/attendance/new-title. It must be a page the site publishes.",
    }),
  },
  { label: "Redirect" },
);

/**
 * The site's redirects (`content/redirects/redirects.yaml`): an address an earlier build published that
 * is no page any more, and where it now leads. The build checks each against the pages it publishes and
 * refuses to drop an address an earlier deploy published without one (docs/editing.md, "Changing an
 * address").
 */
export const redirectsSchema = group(
  {
    redirects: checked(
      list(redirect, {
        label: "Redirects",
        hint: "Add one whenever a page's address changes or a page is removed, so that old links still lead somewhere.",
        min: 0,
      }),
      (redirects, context) => {
        const seen = new Set<string>();
        redirects.forEach(({ from, to }, index) => {
          if (seen.has(from))
            context.addIssue({
              code: "custom",
              message: `The old address ${from} is listed twice`,
              path: [index, "from"],
            });
          seen.add(from);
          if (from === to)
            context.addIssue({ code: "custom", message: "Leads to itself", path: [index, "to"] });
        });
      },
    ),
  },
  { label: "Redirects" },
);
