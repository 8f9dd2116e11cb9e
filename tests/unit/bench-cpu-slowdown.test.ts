import { describe, expect, it } from "vitest";
import {
  calibratedSlowdown,
  cpuSlowdownSentence,
  lighthouseDefaultSlowdown,
  readCpuSlowdown,
  slowdownNow,
} from "../../scripts/bench/cpu-slowdown.ts";

const unmeasured = () => Promise.reject(new Error("a fixed slowdown must not measure the CPU"));

describe("the bench's CPU slowdown (BENCH_CPU_SLOWDOWN)", () => {
  it("is Lighthouse's default when unset or empty, without measuring the machine", async () => {
    for (const raw of [undefined, "", "  "]) {
      const setting = readCpuSlowdown(raw);
      expect(setting).toEqual({ multiplier: lighthouseDefaultSlowdown });
      expect(await slowdownNow(setting, unmeasured)).toBe(lighthouseDefaultSlowdown);
    }
  });

  it("with auto, stands for a mid-tier phone on whatever the machine measures just then", async () => {
    const auto = readCpuSlowdown("auto");
    expect(await slowdownNow(auto, () => Promise.resolve(1_480))).toBe(1.5);
    expect(await slowdownNow(auto, () => Promise.resolve(3_800))).toBe(3.8);
    // A machine slower than the phone is not sped up.
    expect(calibratedSlowdown(640)).toBe(1);
  });

  it("takes a number from 1 to 20 as it is and refuses anything else by name", async () => {
    expect(await slowdownNow(readCpuSlowdown("2.5"), unmeasured)).toBe(2.5);
    for (const raw of ["0.5", "21", "fast", "4x"]) {
      expect(() => readCpuSlowdown(raw)).toThrow(/BENCH_CPU_SLOWDOWN must be "auto"/);
    }
  });

  it("says in the docs which slowdown the figures had and where it came from", () => {
    expect(cpuSlowdownSentence({ multiplier: 4 })).toBe("CPU slowdown 4× (Lighthouse's default).");
    expect(cpuSlowdownSentence({ multiplier: 2 })).toContain("`BENCH_CPU_SLOWDOWN`");
    expect(cpuSlowdownSentence({ calibrated: true })).toMatch(
      /^CPU slowdown calibrated .* before each run .* a mid-tier phone's 1,000, .* desktop of index 4,000\./,
    );
  });
});
