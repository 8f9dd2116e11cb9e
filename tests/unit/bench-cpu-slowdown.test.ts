import { describe, expect, it } from "vitest";
import {
  cpuSlowdownSentence,
  lighthouseDefaultSlowdown,
  readCpuSlowdown,
} from "../../scripts/bench/cpu-slowdown.ts";

const unmeasured = () => Promise.reject(new Error("the CPU must not be measured without auto"));

describe("the bench's CPU slowdown (BENCH_CPU_SLOWDOWN)", () => {
  it("is Lighthouse's default when unset or empty, without measuring the machine", async () => {
    for (const raw of [undefined, "", "  "]) {
      expect(await readCpuSlowdown(raw, unmeasured)).toEqual({ multiplier: lighthouseDefaultSlowdown });
    }
  });

  it("calibrates to a mid-tier phone from the machine's benchmark index with auto", async () => {
    const at = (index: number) => readCpuSlowdown("auto", () => Promise.resolve(index));
    expect(await at(1_480)).toEqual({ multiplier: 1.5, hostIndex: 1_480 });
    expect(await at(3_800)).toEqual({ multiplier: 3.8, hostIndex: 3_800 });
    // A machine slower than the phone is not sped up.
    expect(await at(640)).toEqual({ multiplier: 1, hostIndex: 640 });
  });

  it("takes a number from 1 to 20 as it is and refuses anything else by name", async () => {
    expect(await readCpuSlowdown("2.5", unmeasured)).toEqual({ multiplier: 2.5 });
    for (const raw of ["0.5", "21", "fast", "4x"]) {
      await expect(readCpuSlowdown(raw, unmeasured)).rejects.toThrow(/BENCH_CPU_SLOWDOWN must be "auto"/);
    }
  });

  it("says in the docs which slowdown the figures had and where it came from", () => {
    expect(cpuSlowdownSentence({ multiplier: 4 })).toBe("CPU slowdown 4× (Lighthouse's default).");
    expect(cpuSlowdownSentence({ multiplier: 2 })).toContain("`BENCH_CPU_SLOWDOWN`");
    expect(cpuSlowdownSentence({ multiplier: 1.5, hostIndex: 1_480 })).toMatch(
      /^CPU slowdown 1\.5×, calibrated .* index is 1,480 .* desktop of index 4,000\.$/,
    );
  });
});
