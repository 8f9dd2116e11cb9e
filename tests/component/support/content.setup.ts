/**
 * The pages' content, read in Node as the build reads it (its files are checked against their schemas on
 * disk, which a browser cannot do) and handed to the component tests, as a page's loader hands it to the
 * page. Tests read it with `inject("content")`.
 */
import type { TestProject } from "vitest/node";
import { faqContent } from "../../../content/faq/index.ts";
import { pricingContent } from "../../../content/pricing/index.ts";

const content = { pricing: pricingContent, faq: faqContent };

declare module "vitest" {
  export interface ProvidedContext {
    content: typeof content;
  }
}

export default function provideContent(project: TestProject): void {
  project.provide("content", content);
}
