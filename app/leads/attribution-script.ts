import { attributionStorageKey } from "./attribution.ts";
import { attributionFields } from "../../core/leads/schemas/lead-form-data.ts";

const utmFields = attributionFields.filter((field) => field.startsWith("utm_"));

/**
 * Remembers, for this browser tab, where the visit began: the landing page, the referring site and the
 * UTM parameters; a later page with new UTM parameters (another campaign link) replaces them. Nothing
 * personal is kept: addresses and paths only. It runs as an inline script of every prerendered page
 * (scripts/build/postbuild.ts), before and without the app's code, so it names nothing outside itself.
 */
function captureAttribution(key: string, fields: readonly string[]): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) || "{}") as Record<string, string>;
    const params = new URLSearchParams(location.search);
    const utm: Record<string, string> = {};
    for (const field of fields) {
      const value = params.get(field);
      if (value) utm[field] = value.slice(0, 300);
    }
    const started = Object.keys(saved).length > 0;
    if (started && Object.keys(utm).length === 0) return;
    const referrer = document.referrer;
    const external = referrer !== "" && referrer.indexOf(location.origin) !== 0;
    const next: Record<string, string> = started ? saved : { landingPage: location.pathname.slice(0, 300) };
    if (external && !next.referrer) next.referrer = new URL(referrer).origin;
    sessionStorage.setItem(key, JSON.stringify(Object.assign(next, utm)));
  } catch {
    // Storage off (private mode, a strict setting): the form falls back to its own address.
  }
}

/** The inline script that captures the visit's attribution on a prerendered page, without comments. */
export const attributionScript = `(${captureAttribution
  .toString()
  .replace(/\/\/[^\n]*/g, "")
  .replace(/\s+/g, " ")})(${JSON.stringify(attributionStorageKey)},${JSON.stringify(utmFields)});`;
