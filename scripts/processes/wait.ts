/** Polls `check` until it holds; rejects with `message` after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  options: { timeoutMs?: number; intervalMs?: number; message?: () => string } = {},
): Promise<void> {
  const { timeoutMs = 5000, intervalMs = 10 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() >= deadline) {
      throw new Error(options.message?.() ?? `condition not met within ${timeoutMs} ms`);
    }
    await sleep(intervalMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Waits until the wall clock has passed `instant` (by `marginMs`), e.g. a retry's next_attempt_at. */
export async function sleepUntil(instant: Date, marginMs = 10): Promise<void> {
  await sleep(instant.getTime() - Date.now() + marginMs);
}

/**
 * Fixed-window rate limits count per aligned window: a test that sends a burst waits, if need be, until
 * the burst cannot straddle two windows.
 */
export async function awayFromWindowEdge(windowMs: number, neededMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await sleep(left + 50);
}
