/**
 * Google Tag Manager and gtag.js (GA4 without a container): both load from Google's tag host. The loader
 * (app/consent/tags.ts) appends the container or measurement ID; what the policy allows them is in
 * content-security.server.ts.
 */
export const googleTagHost = "https://www.googletagmanager.com";

/** Google Tag Manager's container script. */
export const tagManagerScript = `${googleTagHost}/gtm.js`;

/** gtag.js, for a GA4 measurement ID without a container. */
export const gtagScript = `${googleTagHost}/gtag/js`;
