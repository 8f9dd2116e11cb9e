import { useEffect } from "react";
import { useLocation } from "react-router";
import { consentEnabled } from "./load-consent.ts";
import type { ConversionEvent } from "./track.ts";

/**
 * Reports a conversion when the visitor arrives at the page that confirms it (a thank-you page, a started
 * download, the WhatsApp page). Without a configured tool nothing is loaded; see track.ts for the rest.
 */
export function useConversion(events: (pagePath: string) => ConversionEvent[] | undefined): void {
  const { key, pathname } = useLocation();
  const list = events(pathname);
  const serialized = list ? JSON.stringify(list) : undefined;
  useEffect(() => {
    if (!consentEnabled || serialized === undefined) return;
    const parsed = JSON.parse(serialized) as ConversionEvent[];
    void import("./track.ts").then((track) => track.trackConversion(track.arrivalOf(key), parsed));
  }, [key, serialized]);
}
