import { featureKeys, featurePage } from "../../../content/features.ts";

/** The Feature menu: each feature's page, in the order of content/features.ts. */
export const featureMenu = featureKeys.map((key) => ({ key, page: featurePage[key] }));

/** The Resource menu. */
export const resourceMenu = [
  { key: "caseStudies", page: "caseStudies", tagline: "caseStudiesTagline" },
  { key: "downloadResources", page: "resources", tagline: "downloadResourcesTagline" },
] as const;
