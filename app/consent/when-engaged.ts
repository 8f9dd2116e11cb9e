/**
 * When a returning visitor's tags start: at the first sign that someone is using the page (a scroll, a
 * touch, a pointer moving or pressed, a key), or `delaySeconds` after the page has settled (this code loads
 * with the consent manager, 1.5 s after hydration: app/components/after-load.tsx), whichever comes first.
 * Counted from then, not from the page's opening, so a slow phone's longer load is waited out too. The
 * tags' own work (a tag manager spends a few hundred milliseconds of a phone's main thread evaluating
 * itself) then never lands in the page's first load, while a reader who stays is still counted.
 * docs/decisions/0005-consent.md, "When the tags start", gives the trade-off.
 */

const engagements = ["scroll", "wheel", "touchstart", "pointermove", "pointerdown", "keydown"] as const;

/** Runs `start` once, when the browser next has a moment: after the frame the visitor's action asked for. */
function whenIdle(start: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 1_000 });
  else setTimeout(start, 50);
}

/**
 * Calls `start` once the visitor engages with the page or `delaySeconds` from now, whichever is first. A click
 * that came before this code loaded is not seen (the browser's sticky user activation would tell, but test
 * drivers set it too): the visitor's next scroll or move, or the delay, starts the tags.
 */
export function whenEngaged(start: () => void, delaySeconds: number): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const begin = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of engagements) removeEventListener(type, begin, options);
    whenIdle(start);
  };
  const timer = setTimeout(begin, delaySeconds * 1000);
  for (const type of engagements) addEventListener(type, begin, options);
}
