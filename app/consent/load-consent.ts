declare const __CONSENT_ENABLED__: boolean;

/**
 * Whether any analytics or marketing tool is configured (vite.config.ts decides at build). A constant, so a
 * build without tools drops every consent path: no banner, no footer control, no consent code.
 */
export const consentEnabled: boolean = __CONSENT_ENABLED__;

/**
 * The footer's "Cookie settings" and the banner's buttons. Until the consent manager has loaded
 * (app/components/after-load.tsx) a click is kept, and the manager opens the settings or keeps the choice
 * when it starts; then the manager answers `open` and `choose` itself.
 */
export const consentSettings:
  { requested: boolean; chosen?: FormData; open(): void; choose(form: FormData): void } | undefined =
  consentEnabled
    ? {
        requested: false,
        open() {
          this.requested = true;
        },
        choose(form) {
          this.chosen = form;
        },
      }
    : undefined;
