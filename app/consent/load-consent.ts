declare const __CONSENT_ENABLED__: boolean;

/**
 * Whether any analytics or marketing tool is configured (vite.config.ts decides at build). A constant, so a
 * build without tools drops every consent path: no banner, no footer control, no consent code.
 */
export const consentEnabled: boolean = __CONSENT_ENABLED__;

/** The cookie banner's form (consent-banner.tsx), whose submit the shell takes once the page has hydrated. */
export const consentFormId = "consent-form";

/**
 * What the visitor asks of the consent code before it has loaded (app/components/after-load.tsx): the
 * footer's "Cookie settings" calls `open()`, a press on a button of the cookie banner `open(thePress)`
 * (root.tsx). Until then the last request is kept, and the consent manager answers it when it starts;
 * from then on the manager answers `open` itself.
 */
export const consentSettings:
  { requested?: SubmitEvent | true; open(press?: SubmitEvent): void } | undefined = consentEnabled
  ? {
      open(press) {
        this.requested = press ?? true;
      },
    }
  : undefined;
