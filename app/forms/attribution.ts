import { attributionFields } from "./lead-form-data.ts";

const storageKey = "regu:attribution";
const utmFields = attributionFields.filter((field) => field.startsWith("utm_"));

/**
 * Remembers, for this browser tab, where the visit began: the landing page, the referring site and the
 * UTM parameters. A later page with new UTM parameters (another campaign link) replaces them. Nothing
 * personal is kept: addresses and paths only.
 */
export function rememberAttribution(location: Location, referrer: string): void {
  try {
    const saved = readAttribution();
    const params = new URLSearchParams(location.search);
    const utm = Object.fromEntries(
      utmFields.flatMap((field) => {
        const value = params.get(field);
        return value ? [[field, value.slice(0, 300)]] : [];
      }),
    );
    if (Object.keys(saved).length > 0 && Object.keys(utm).length === 0) return;
    const external = referrer !== "" && !referrer.startsWith(location.origin);
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({
        ...(Object.keys(saved).length > 0 ? saved : { landingPage: location.pathname.slice(0, 300) }),
        ...(external && !saved.referrer ? { referrer: new URL(referrer).origin } : {}),
        ...utm,
      }),
    );
  } catch {
    // Storage off (private mode, a strict setting): the form falls back to its own address.
  }
}

export function readAttribution(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
