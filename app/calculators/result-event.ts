import { useEffect, useRef } from "react";
import type { CalculatorKey } from "../../content/calculators/keys.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { consentEnabled } from "../consent/load-consent.ts";
import type { ConversionEvent } from "../consent/track.ts";

/**
 * The `calculator_result` event (docs/calculators.md, The calculator_result event; sent as every
 * conversion event is, after consent: app/consent/track.ts). It names the calculator, the language and the
 * page's path without its query: never a figure, an input or anything about the visitor.
 */
export function calculatorResultEvent(
  calculator: CalculatorKey,
  lang: Lang,
  pagePath: string,
): ConversionEvent {
  return { event: "calculator_result", calculator, language: lang, page_path: pagePath };
}

/**
 * How long a result must stay on screen before it counts: the wage typed digit by digit shows a result at
 * each key, but the visitor reads only the one they stop at. 1.5 s is longer than the pause between two
 * keys of someone typing (well under a second), and shorter than reading one figure.
 */
export const resultSettleMs = 1500;

/**
 * Reports each calculation once it has settled: `shown(signature)` at every result the page shows (the
 * signature is the inputs' query), `shown(undefined)` when it shows none. Only the last one standing for
 * `settleMs` is reported, and a calculation already reported is not reported again.
 */
export function createResultReporter(report: (signature: string) => void, settleMs = resultSettleMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reported = new Set<string>();
  return {
    shown(signature: string | undefined) {
      clearTimeout(timer);
      if (signature === undefined || reported.has(signature)) return;
      timer = setTimeout(() => {
        reported.add(signature);
        report(signature);
      }, settleMs);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * The results worked out in the browser as the visitor types, reported once each has settled. The server's
 * result (a form sent without JavaScript, a shared link) is reported by the page on arrival instead
 * (useConversion in calculator-page.tsx).
 */
export function useTypedResultEvent(
  calculator: CalculatorKey,
  lang: Lang,
  signature: string | undefined,
): void {
  const reporter = useRef<ReturnType<typeof createResultReporter>>(undefined);
  useEffect(() => {
    if (!consentEnabled) return;
    reporter.current ??= createResultReporter((settled) => {
      const event = calculatorResultEvent(calculator, lang, window.location.pathname);
      // One arrival per calculation of this page load: track.ts counts each arrival once.
      const arrival = `typed-${performance.timeOrigin}-${settled}`;
      void import("../consent/track.ts").then((track) => track.trackConversion(arrival, [event]));
    });
    reporter.current.shown(signature);
  }, [calculator, lang, signature]);
  useEffect(() => () => reporter.current?.cancel(), []);
}
