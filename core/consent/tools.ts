import { chatSettings, chatVendorNames, type ChatSettings } from "../vendors/chat.ts";
import type { PublicConfig } from "../config/public.ts";
import { consentVersion, hasStoredChoice, type ConsentPurpose } from "./consent-state.ts";

/**
 * The third-party tools a configuration turns on. Google Tag Manager wins over a bare GA4 measurement ID:
 * with a container, GA4 is configured inside it, so gtag.js is not loaded beside it.
 */
export interface ConfiguredTools {
  /** Google Tag Manager's container ID; needs analytics consent. */
  gtm?: string;
  /** GA4 through gtag.js, only when there is no container; needs analytics consent. */
  ga4?: string;
  /** LinkedIn Insight Tag's partner ID; needs marketing consent. */
  linkedin?: string;
  /** The live chat; its vendor sets cookies, so it needs chat consent. */
  chat?: ChatSettings;
}

export function configuredTools(
  config: Partial<
    Pick<
      PublicConfig,
      | "GTM_ID"
      | "GA4_MEASUREMENT_ID"
      | "LINKEDIN_PARTNER_ID"
      | "CHAT_PROVIDER"
      | "CHAT_ID"
      | "CHAT_URL"
      | "CHAT_AUTOLOAD_PAGES"
      | "CHAT_IDLE_SECONDS"
    >
  >,
): ConfiguredTools {
  const chat = chatSettings(config);
  return {
    ...(config.GTM_ID
      ? { gtm: config.GTM_ID }
      : config.GA4_MEASUREMENT_ID
        ? { ga4: config.GA4_MEASUREMENT_ID }
        : {}),
    ...(config.LINKEDIN_PARTNER_ID ? { linkedin: config.LINKEDIN_PARTNER_ID } : {}),
    ...(chat ? { chat } : {}),
  };
}

/** Whether a tool needing the visitor's consent is configured: then the site carries the consent code. */
export function needsConsent(tools: ConfiguredTools): boolean {
  return Object.keys(tools).length > 0;
}

/** Whether the banner asks on a first visit: only analytics and marketing do; chat asks when it is opened. */
export function asksOnFirstVisit(tools: ConfiguredTools): boolean {
  return Boolean(tools.gtm ?? tools.ga4 ?? tools.linkedin);
}

/**
 * Whether a page shows the banner to the visitor who sends these cookies: a tool that asks on a first
 * visit is configured and the visitor has no choice to follow. The server decides it for every page it
 * sends, so the banner is in the page's first paint, or absent from it (app/consent/banner-markup.server.tsx).
 */
export function showsBanner(tools: ConfiguredTools, cookies: string | undefined, now = Date.now()): boolean {
  return asksOnFirstVisit(tools) && !hasStoredChoice(cookies, { now, version: consentVersion(tools) });
}

/**
 * The tools each purpose covers, by name, as the banner and the settings list them; a purpose without a
 * tool is not asked about.
 */
export function purposeTools(tools: ConfiguredTools): Record<ConsentPurpose, string[]> {
  return {
    analytics: tools.gtm ? ["Google Tag Manager, Google Analytics"] : tools.ga4 ? ["Google Analytics"] : [],
    marketing: tools.linkedin ? ["LinkedIn Insight Tag"] : [],
    chat: tools.chat ? [chatVendorNames[tools.chat.provider]] : [],
  };
}
