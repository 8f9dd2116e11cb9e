/**
 * Runs `work` once the frame the visitor's click or key asked for is painted: a task after the next
 * animation frame. For work an interaction starts but its own frame need not wait for (INP).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
