import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload } from "../../app/navigation/chunk-reload.ts";
import { canPrefetch } from "../../app/navigation/prefetch.ts";
import { timings } from "../../app/navigation/timings.ts";

describe("prefetching", () => {
  it("prefetches only online, off 2g and without data saver", () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, effectiveType: "4g" })).toBe(true);
    expect(canPrefetch({ onLine: true, effectiveType: "3g", saveData: false })).toBe(true);
    expect(canPrefetch({ onLine: false, effectiveType: "4g" })).toBe(false);
    expect(canPrefetch({ onLine: true, effectiveType: "2g" })).toBe(false);
    expect(canPrefetch({ onLine: true, effectiveType: "slow-2g" })).toBe(false);
    expect(canPrefetch({ onLine: true, effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("reload after a failed chunk load", () => {
  it("recognises chunk load failures of every browser, and nothing else", () => {
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });

  it("reloads at most once per 60 seconds", () => {
    expect(timings.chunkReloadGuardMs).toBe(60_000);
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });
});
