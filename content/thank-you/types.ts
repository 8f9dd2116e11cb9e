/** The four thank-you pages (noindex) in one language: what happened, what happens next, where to go. */
export type ThankYouPageId = "thankYou" | "thankYouRegistering" | "thankYouDemo" | "thankYouSubscribing";

export interface ThankYouContent {
  title: string;
  description: string;
  heading: string;
  body: string;
  /** Numbered next steps, two to three, concrete. */
  next: string[];
  /** The main button and where it leads (a page id of the route table). */
  primary: { label: string; page: "home" | "pricing" | "featureTime" | "caseStudies" | "userGuide" | "blog" };
  /** A second, quieter link. */
  secondary: {
    label: string;
    page: "home" | "pricing" | "featureTime" | "caseStudies" | "userGuide" | "blog";
  };
}

export type ThankYouCollection = Record<ThankYouPageId, ThankYouContent>;
