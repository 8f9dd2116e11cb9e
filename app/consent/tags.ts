/**
 * Google Consent Mode v2 and the tools themselves, added by this lazily loaded code only: the pages carry
 * no inline script, which the Content-Security-Policy would refuse. Each tool loads once per page, and only
 * for a purpose the visitor accepted.
 */
import type { ConfiguredTools } from "../../core/consent/tools.ts";
import type { ConsentChoice } from "../../core/consent/consent-state.ts";
import { gtagScript, tagManagerScript } from "../../core/vendors/google-tags.ts";
import { insightScript } from "../../core/vendors/linkedin-insight.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    _linkedin_partner_id?: string;
    _linkedin_data_partner_ids?: string[];
  }
}

/** gtag.js and Google Tag Manager read consent commands only as an `arguments` object, never as an array. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the `arguments` object is what Google's tags expect.
  (window.dataLayer ??= []).push(arguments);
}

const granted = (yes: boolean) => (yes ? "granted" : "denied");

let defaultSent = false;
let lastUpdate = "";
/** What this page has started, so a withdrawn purpose can be stopped (by reloading the page). */
export const started: ConsentChoice = { analytics: false, marketing: false, chat: false };

/** Everything denied until the visitor decides: pushed before any Google tag can load. */
export function sendConsentDefault(): void {
  if (defaultSent) return;
  defaultSent = true;
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
}

/** The visitor's choice, per purpose: analytics → analytics_storage; marketing → the three ad signals. */
export function sendConsentUpdate(choice: ConsentChoice): void {
  sendConsentDefault();
  const update = {
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
    analytics_storage: granted(choice.analytics),
  };
  const key = JSON.stringify(update);
  if (key === lastUpdate) return;
  lastUpdate = key;
  gtag("consent", "update", update);
}

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Loads the tools whose purpose is accepted and that this page has not started yet. */
export function loadTools(choice: ConsentChoice, tools: ConfiguredTools): void {
  if (choice.analytics && !started.analytics && (tools.gtm ?? tools.ga4)) {
    started.analytics = true;
    if (tools.gtm) {
      (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
      addScript(`${tagManagerScript}?id=${encodeURIComponent(tools.gtm)}`);
    } else if (tools.ga4) {
      gtag("js", new Date());
      gtag("config", tools.ga4);
      addScript(`${gtagScript}?id=${encodeURIComponent(tools.ga4)}`);
    }
  }
  if (choice.marketing && !started.marketing && tools.linkedin) {
    started.marketing = true;
    window._linkedin_partner_id = tools.linkedin;
    (window._linkedin_data_partner_ids ??= []).push(tools.linkedin);
    addScript(insightScript);
  }
}
