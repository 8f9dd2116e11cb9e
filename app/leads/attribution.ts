/** Where the visit's attribution is kept for the tab (written by attribution-script.ts). */
export const attributionStorageKey = "regu:attribution";

/** What the attribution script kept for this tab, for the lead forms to send along. */
export function readAttribution(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(attributionStorageKey) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
