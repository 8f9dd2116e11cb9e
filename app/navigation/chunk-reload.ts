import { timings } from "./timings.ts";

const storageKey = "regu:chunk-reload-at";

/** A page chunk that failed to load: a deploy replaced the files the open page still refers to. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** At most one full reload per guard period, so a broken deploy cannot loop the visitor. */
export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= timings.chunkReloadGuardMs;
}

/**
 * Reloads the page unless it was reloaded this way within the guard period; tells whether it did. The time
 * is written before reloading, so the next document knows. React Router's own reload after a failed route
 * module import comes here too (scripts/react-router-internals/route-module-reload-guard.ts).
 */
export function reloadOnce(): boolean {
  try {
    const stored = Number(window.sessionStorage.getItem(storageKey));
    const now = Date.now();
    if (!mayReload(now, stored > 0 ? stored : null)) return false;
    window.sessionStorage.setItem(storageKey, String(now));
  } catch {
    // Storage is off (a privacy setting): without a record of the last reload, a loop is the risk.
    return false;
  }
  window.location.reload();
  return true;
}

/** Reloads the page for a chunk load failure when allowed; tells whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  return typeof window !== "undefined" && isChunkLoadError(error) && reloadOnce();
}
