/**
 * A story's headline figure ("20 menit → di bawah 5 menit"), which breaks beside its arrow rather than
 * inside either side: each side is an inline block, wrapped within itself only if it is wider than the card.
 * The cards of a row then keep their figures to the same lines where they can, and their links line up.
 * Outside app/components/page/ on purpose: that folder is one chunk every page loads (vite.config.ts), and
 * in the browser only the case-study index draws this; the home page and the story cards draw it on the server.
 */
export function ResultFigure({ value }: { value: string }) {
  const arrow = value.indexOf(" → ");
  if (arrow < 0) return value;
  return (
    <>
      <span className="inline-block">{value.slice(0, arrow + 2)}</span>{" "}
      <span className="inline-block">{value.slice(arrow + 3)}</span>
    </>
  );
}
