/**
 * Keeping a visitor's choice: the cookie, the record on the server, and the tools started or stopped. Shared
 * by the consent manager and the chat launcher (which asks for chat consent when the chat is opened), both
 * loaded lazily.
 */
import { siteConfig } from "../../core/config/site.ts";
import { consentApiPath } from "../../core/routing/endpoints.ts";
import {
  consentCookie,
  consentCookieValue,
  choiceOf,
  consentVersion,
  decodeConsent,
  withdraws,
  type ConsentChoice,
  type StoredConsent,
} from "../../core/consent/consent-state.ts";
import { loadTools, sendConsentUpdate, started } from "./tags.ts";
import { configuredTools } from "../../core/consent/tools.ts";

export const tools = configuredTools(siteConfig);
const version = consentVersion(tools);

/** The choice this browser keeps, if it is still one to follow. */
export function storedConsent(): StoredConsent | undefined {
  return decodeConsent(consentCookieValue(document.cookie), { now: Date.now(), version });
}

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const listeners = new Set<(consent: StoredConsent) => void>();

/** Calls `listener` with every choice made on this page from now on; returns the unsubscribe. */
export function onDecision(listener: (consent: StoredConsent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the choice, records it on the server, and starts (or, by reloading, stops) the tools. */
export async function decide(choice: ConsentChoice): Promise<StoredConsent> {
  const consent: StoredConsent = {
    id: storedConsent()?.id ?? randomId(),
    ...choiceOf(choice),
    version,
    decidedAt: Date.now(),
  };
  document.cookie = consentCookie(consent, { secure: location.protocol === "https:" });
  // Only what the record holds: a stored choice passed back in carries its ID and time too.
  const body = { id: consent.id, ...choiceOf(choice), version };
  const recorded = fetch(consentApiPath, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
  if (withdraws(started, choice)) {
    // A tool that has started cannot be unloaded: the page starts again without it.
    await recorded;
    location.reload();
    return consent;
  }
  sendConsentUpdate(choice);
  loadTools(choice, tools);
  for (const listener of listeners) listener(consent);
  return consent;
}
