import type { PublicConfig } from "../config/public.ts";
import { configuredTools, needsConsent } from "../consent/tools.ts";

/**
 * The parts of the privacy policy that describe a tool, one Markdown file per tool and language under
 * content/legal/privacy/tools/<lang>/<name>.md. The policy names where each goes with a line
 * `<!-- tool: <name> -->`; a part is included only when its tool is configured, so the policy never claims
 * a tool the site does not load.
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

/** Which parts a build's configuration includes. */
export function privacyFragmentsFor(
  config: Parameters<typeof configuredTools>[0] & Partial<Pick<PublicConfig, "RECAPTCHA_SITE_KEY">>,
): Set<PrivacyFragmentName> {
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
