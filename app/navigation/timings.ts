/** Timings fixed because a visitor sees them (docs/product.md, Timings). */
export const timings = {
  /** Header turns solid once the page is scrolled this far (px). */
  headerSolidAfterPx: 50,
  /** Dropdowns and the menu close this long after losing focus or the pointer (ms). */
  menuCloseDelayMs: 150,
  progress: { throttleMs: 200, durationMs: 5000, tickMs: 100, hideAfterMs: 500 },
  prefetchIdleTimeoutMs: 2000,
  chunkReloadGuardMs: 60_000,
  /** The chat button and the cookie banner wait this long after hydration, unless the visitor acts (ms). */
  afterLoadDelayMs: 1500,
} as const;
