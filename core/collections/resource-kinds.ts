/** The kinds of downloadable resource (the `kind` of a resource's front matter). */
export const resourceKinds = ["ebook", "checklist", "template", "calculator"] as const;
export type ResourceKind = (typeof resourceKinds)[number];
