/**
 * Conversion events for the tag manager, in GA4's recommended names. Loaded lazily by the pages that
 * convert, and only when a tool is configured; an event is pushed only when the visitor accepted analytics,
 * carries no name, address or phone, and is pushed once per arrival (a reload does not count again).
 */
import { storedConsent } from "./decide.ts";
import { sendConsentUpdate } from "./tags.ts";

export type ConversionEvent =
  | { event: "generate_lead"; form_type: string; language: string; page_path: string }
  | { event: "sign_up"; method: "newsletter"; language: string }
  | { event: "file_download"; file_name: string; file_extension: "pdf"; language: string; page_path: string }
  | { event: "whatsapp_open"; language: string; page_path: string }
  | { event: "chat_open"; chat_provider: string; language: string; page_path: string }
  /** A calculator showed a result (docs/calculators.md, The calculator_result event): which, never its figures. */
  | { event: "calculator_result"; calculator: string; language: string; page_path: string };

/**
 * What identifies this arrival at the page: React Router's key of the history entry (kept across a reload),
 * or, for a page loaded by a plain navigation, the time the document started. A reloaded or restored page
 * without a history key has none: it is not a new arrival.
 */
export function arrivalOf(locationKey: string): string | undefined {
  if (locationKey !== "default") return locationKey;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "navigate" ? `load-${performance.timeOrigin}` : undefined;
}

/** Pushes the events of one conversion to `window.dataLayer`, if analytics is accepted, once per arrival. */
export function trackConversion(arrival: string | undefined, events: ConversionEvent[]): void {
  const consent = storedConsent();
  if (!consent?.analytics || arrival === undefined) return;
  const key = `regu_conversion:${events[0]?.event ?? ""}:${arrival}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
  } catch {
    // Storage refused (a privacy mode): the event may count twice on a reload rather than never.
  }
  // Consent Mode's default and the visitor's choice come before the events in the data layer.
  sendConsentUpdate(consent);
  for (const event of events) (window.dataLayer ??= []).push(event);
}
