/**
 * The third-party tools a configuration turns on. Google Tag Manager wins over a bare GA4 measurement ID:
 * with a container, GA4 is configured inside it, so gtag.js is not loaded beside it.
 */
export interface AnalyticsTools {
  /** Google Tag Manager's container ID; needs analytics consent. */
  gtm?: string;
  /** GA4 through gtag.js, only when there is no container; needs analytics consent. */
  ga4?: string;
  /** LinkedIn Insight Tag's partner ID; needs marketing consent. */
  linkedin?: string;
}

export function analyticsTools(config: {
  GTM_ID?: string | undefined;
  GA4_MEASUREMENT_ID?: string | undefined;
  LINKEDIN_PARTNER_ID?: string | undefined;
}): AnalyticsTools {
  return {
    ...(config.GTM_ID
      ? { gtm: config.GTM_ID }
      : config.GA4_MEASUREMENT_ID
        ? { ga4: config.GA4_MEASUREMENT_ID }
        : {}),
    ...(config.LINKEDIN_PARTNER_ID ? { linkedin: config.LINKEDIN_PARTNER_ID } : {}),
  };
}
