import { useSyncExternalStore } from "react";

declare const __CONSENT_ENABLED__: boolean;

/**
 * Whether any analytics or marketing tool is configured (vite.config.ts decides at build). A constant, so a
 * build without tools drops every consent path: no banner, no footer control, no consent code.
 */
export const consentEnabled: boolean = __CONSENT_ENABLED__;

/** -1 until consent starts; then how many times the settings were asked for. */
let requests = -1;
const listeners = new Set<() => void>();
const request = (settings: number) => {
  requests = Math.max(requests, 0) + settings;
  for (const listener of listeners) listener();
};

/** Once the page is hydrated: the banner, or the visitor's stored choice applied. */
export const startConsent = () => request(0);

/** The footer's "Cookie settings". */
export const openConsentSettings = () => request(1);

/**
 * For the root: whether to render the (lazily loaded) consent manager, and how often settings were asked.
 * Without tools, always -1 (and the store is left out of the build).
 */
export const useConsentRequests = consentEnabled ? useRequests : () => -1;

function useRequests() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requests,
    () => -1,
  );
}
