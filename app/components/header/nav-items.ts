import { featureKeys, featurePage } from "../../../content/features.ts";

/** The Feature menu: each feature's page, in the order of content/features.ts. */
export const featureMenu = featureKeys.map((key) => ({ key, page: featurePage[key] }));

/**
 * Project management, last in the header's Feature menus: pricing sells it, so a buyer finds it where the
 * features are (the footer lists it under Company, as a product of its own).
 */
export const projectMenuItem = { key: "projects", page: "projectManagement" } as const;

/** The Resource menu: every page a buyer reads before deciding, the user guide and FAQ included. */
export const resourceMenu = [
  { key: "caseStudies", page: "caseStudies", tagline: "caseStudiesTagline" },
  { key: "downloadResources", page: "resources", tagline: "downloadResourcesTagline" },
  { key: "userGuide", page: "userGuide", tagline: "userGuideTagline" },
  { key: "faq", page: "faq", tagline: "faqTagline" },
  { key: "calculators", page: "tools", tagline: "calculatorsTagline" },
] as const;
