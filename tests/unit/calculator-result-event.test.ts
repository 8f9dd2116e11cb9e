import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  calculatorResultEvent,
  createResultReporter,
  resultSettleMs,
} from "../../app/calculators/result-event.ts";

// The calculator_result event (docs/calculators.md, The calculator_result event).

describe("calculator_result", () => {
  it("names the calculator, the language and the path, and nothing else", () => {
    expect(calculatorResultEvent("thr", "id", "/kalkulator/thr")).toEqual({
      event: "calculator_result",
      calculator: "thr",
      language: "id",
      page_path: "/kalkulator/thr",
    });
  });

  describe("while the visitor types", () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it("reports the result the visitor stops at, once, not one per key", () => {
      const reported: string[] = [];
      const reporter = createResultReporter((signature) => reported.push(signature));
      // "6000000" typed a key every 200 ms: a result at each key.
      for (const wage of ["6", "60", "600", "6000", "60000", "600000", "6000000"]) {
        reporter.shown(`wage=${wage}&months=3`);
        vi.advanceTimersByTime(200);
      }
      expect(reported).toEqual([]);
      vi.advanceTimersByTime(resultSettleMs);
      expect(reported).toEqual(["wage=6000000&months=3"]);

      // The same calculation again (a field changed and changed back) is not a new one.
      reporter.shown("wage=6000000&months=4");
      vi.advanceTimersByTime(100);
      reporter.shown("wage=6000000&months=3");
      vi.advanceTimersByTime(resultSettleMs * 2);
      expect(reported).toEqual(["wage=6000000&months=3"]);

      // A new one that settles is.
      reporter.shown("wage=6000000&months=12");
      vi.advanceTimersByTime(resultSettleMs);
      expect(reported).toEqual(["wage=6000000&months=3", "wage=6000000&months=12"]);
    });

    it("reports nothing when the result goes away before it settles", () => {
      const reported: string[] = [];
      const reporter = createResultReporter((signature) => reported.push(signature));
      reporter.shown("wage=6000000&months=3");
      vi.advanceTimersByTime(resultSettleMs - 1);
      reporter.shown(undefined);
      vi.advanceTimersByTime(resultSettleMs * 2);
      expect(reported).toEqual([]);
    });
  });
});
