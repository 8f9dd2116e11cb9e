import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isChunkLoadError,
  mayReload,
  reloadForChunkError,
  reloadOnce,
} from "../../app/navigation/chunk-reload.ts";
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

  describe("in the browser", () => {
    const storageKey = "regu:chunk-reload-at";

    /** A window with its session storage, and a reload that records the time it was asked for. */
    function browser(stored: Record<string, string> = {}, storage: "on" | "off" = "on") {
      const reloads: number[] = [];
      const sessionStorage = {
        getItem: (key: string) => {
          if (storage === "off") throw new DOMException("The operation is insecure.", "SecurityError");
          return stored[key] ?? null;
        },
        setItem: (key: string, value: string) => void (stored[key] = value),
      };
      vi.stubGlobal("window", { sessionStorage, location: { reload: () => reloads.push(Date.now()) } });
      return { stored, reloads };
    }

    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it("reloads once, having first noted the time for the next document", () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const { stored, reloads } = browser();
      expect(reloadOnce()).toBe(true);
      expect(stored[storageKey]).toBe("1000000");
      expect(reloads).toEqual([1_000_000]);

      vi.setSystemTime(1_000_000 + 59_999);
      expect(reloadOnce()).toBe(false);
      expect(reloads).toHaveLength(1);

      vi.setSystemTime(1_000_000 + 60_000);
      expect(reloadOnce()).toBe(true);
      expect(reloads).toHaveLength(2);
    });

    it("does not reload when it cannot note the time: a loop would be worse than the error page", () => {
      const { reloads } = browser({}, "off");
      expect(reloadOnce()).toBe(false);
      expect(reloads).toEqual([]);
    });

    it("reloads for a chunk load failure only", () => {
      const { reloads } = browser();
      expect(reloadForChunkError(new Error("Cannot read properties of undefined"))).toBe(false);
      expect(reloads).toEqual([]);
      expect(reloadForChunkError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(
        true,
      );
      expect(reloads).toHaveLength(1);
    });
  });
});
