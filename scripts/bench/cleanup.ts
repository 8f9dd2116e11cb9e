/**
 * Everything the bench starts (servers, browsers) registers how to stop it here, so a failure or Ctrl-C
 * never leaves a process listening or a Chromium running.
 */
type Closer = () => Promise<void> | void;

const closers = new Set<Closer>();
const syncKillers = new Set<() => void>();

/** Registers an async closer; returns a function that runs it once and unregisters it. */
export function onCleanup(close: Closer, killSync?: () => void): () => Promise<void> {
  closers.add(close);
  if (killSync) syncKillers.add(killSync);
  return async () => {
    if (!closers.delete(close)) return;
    if (killSync) syncKillers.delete(killSync);
    await close();
  };
}

/** Runs every registered closer, newest first; one failing does not stop the others. */
export async function cleanupAll(): Promise<void> {
  for (const close of [...closers].reverse()) {
    closers.delete(close);
    try {
      await close();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
  syncKillers.clear();
}

let installed = false;

/** On SIGINT/SIGTERM: stop what was started, then exit; on a sudden exit, at least kill the children. */
export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal} received: stopping the servers and browsers`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  // Last resort (process.exit from elsewhere): async closers cannot run, synchronous kills can.
  process.once("exit", () => {
    for (const kill of syncKillers) kill();
  });
}
