import type { PublicConfig } from "../config/public.ts";
import { configuredTools, needsConsent } from "../consent/tools.ts";

/**
 * The parts of the privacy policy that depend on the site's configuration, so the policy never names or
 * implies a tool the site does not load, and names every one it does.
 *
 * - A whole part, one Markdown file per tool and language under
 *   content/legal/privacy/tools/<lang>/<name>.md, goes where the policy has a line `<!-- tool: <name> -->`,
 *   and only when its tool is configured.
 * - Words inside a paragraph, heading or list item go between `<!-- if: <condition> -->` and
 *   `<!-- end -->` (shown only when the condition holds) or `<!-- unless: <condition> -->` and
 *   `<!-- end -->` (only when it does not), on one line; a condition is one of `privacyConditionNames`, or
 *   several joined by " or ". A paragraph, heading or list item left empty is dropped.
 */
export const privacyFragmentNames = [
  "recaptcha",
  "consent",
  "google-tag-manager",
  "google-analytics",
  "linkedin",
  "tawk",
  "crisp",
  "chatwoot",
  "no-tracking",
] as const;
export type PrivacyFragmentName = (typeof privacyFragmentNames)[number];

/**
 * What a condition may name: each part's tool, and the groups the policy's sentences speak of. `analytics`:
 * Google Analytics, through Tag Manager or on its own; `marketing`: the LinkedIn Insight Tag; `chat`: any
 * live chat; `consent`: a tool that needs the visitor's consent (the cookie settings exist); `tools`: any
 * third-party tool at all, reCAPTCHA included.
 */
export const privacyConditionNames = [
  ...privacyFragmentNames,
  "analytics",
  "marketing",
  "chat",
  "tools",
] as const;
export type PrivacyCondition = (typeof privacyConditionNames)[number];

export type PrivacyConfig = Parameters<typeof configuredTools>[0] &
  Partial<Pick<PublicConfig, "RECAPTCHA_SITE_KEY">>;

/** Which parts a build's configuration includes. */
export function privacyFragmentsFor(config: PrivacyConfig): Set<PrivacyFragmentName> {
  const tools = configuredTools(config);
  const included = new Set<PrivacyFragmentName>();
  if (config.RECAPTCHA_SITE_KEY) included.add("recaptcha");
  if (tools.gtm) included.add("google-tag-manager");
  // With a container, GA4 runs inside it; without one, through gtag.js: either way the site uses it.
  if (tools.gtm ?? tools.ga4) included.add("google-analytics");
  if (tools.linkedin) included.add("linkedin");
  if (tools.chat) included.add(tools.chat.provider);
  included.add(needsConsent(tools) ? "consent" : "no-tracking");
  return included;
}

/** Which conditions hold under a build's configuration: its parts' names, and the groups they make. */
export function privacyConditionsFor(config: PrivacyConfig): Set<PrivacyCondition> {
  const parts = privacyFragmentsFor(config);
  const holds = new Set<PrivacyCondition>(parts);
  if (parts.has("google-analytics")) holds.add("analytics");
  if (parts.has("linkedin")) holds.add("marketing");
  if (parts.has("tawk") || parts.has("crisp") || parts.has("chatwoot")) holds.add("chat");
  if (parts.has("recaptcha") || parts.has("consent")) holds.add("tools");
  return holds;
}

const marker = /^<!-- tool: ([\w-]+) -->[ \t]*$/gm;

/** The document with each marker replaced by its part, or removed when the part is not included. */
export function includeFragments(
  file: string,
  source: string,
  fragments: Partial<Record<string, string>>,
  included: ReadonlySet<string>,
): string {
  return source.replace(marker, (_, name: string) => {
    if (!(privacyFragmentNames as readonly string[]).includes(name)) {
      throw new Error(`${file}: unknown tool "${name}" in <!-- tool: … -->`);
    }
    const fragment = fragments[name];
    if (fragment === undefined) throw new Error(`${file}: the part "${name}" has no file`);
    return included.has(name) ? fragment.trim() : "";
  });
}

const conditional = /<!-- (if|unless): ([^>]*?) -->(.*?)<!-- end -->/g;
/** What is left of a line once its conditional words are gone: nothing, a bullet, a number or a heading mark. */
const emptyLine = /^[ \t]*(?:[-*+]|\d+[.)]|#{1,6})?[ \t]*$/;

/**
 * The document with each `<!-- if: … -->…<!-- end -->` and `<!-- unless: … -->…<!-- end -->` kept or
 * removed as its condition holds; a line they leave empty (a list item's bullet, a heading's marks) goes
 * with them. A marker that is not closed on its line, an `<!-- end -->` without its start, or a condition
 * naming something unknown stops the build, naming the file.
 */
export function applyConditions(file: string, source: string, holds: ReadonlySet<string>): string {
  const lines = source.split("\n").flatMap((line, index) => {
    if (!line.includes("<!-- if:") && !line.includes("<!-- unless:") && !line.includes("<!-- end -->")) {
      return [line];
    }
    const kept = line.replace(conditional, (_, kind: string, condition: string, words: string) => {
      const names = condition.split(/\s+or\s+/).map((name) => name.trim());
      for (const name of names) {
        if (!(privacyConditionNames as readonly string[]).includes(name)) {
          throw new Error(
            `${file}:${index + 1}: unknown condition "${name}" in <!-- ${kind}: … -->; known: ${privacyConditionNames.join(", ")}`,
          );
        }
      }
      const met = names.some((name) => holds.has(name));
      return (kind === "if" ? met : !met) ? words : "";
    });
    if (/<!-- (?:if|unless):|<!-- end -->/.test(kept)) {
      throw new Error(
        `${file}:${index + 1}: each <!-- if: … --> or <!-- unless: … --> needs its <!-- end --> on the same line, and no other marker between them`,
      );
    }
    return emptyLine.test(kept) && !emptyLine.test(line) ? [] : [kept];
  });
  // Dropped lines may leave more than one blank line between blocks, which Markdown reads as one.
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

/** The editor writes a part with an empty front matter (`---\n{}\n---`), which is no text of the policy. */
export function withoutFrontMatter(source: string): string {
  return source.replace(/^---\n[^]*?\n---\n/, "");
}

/** The policy as the configuration makes it: its tools' parts in place, its conditional words decided. */
export function assemblePrivacyPolicy(
  file: string,
  source: string,
  fragments: Partial<Record<string, string>>,
  config: PrivacyConfig,
): string {
  const holds = privacyConditionsFor(config);
  return applyConditions(file, includeFragments(file, source, fragments, holds), holds);
}
