/** Simple 24×24 glyphs for the social profiles; holes are cut with fillRule="evenodd". */
const paths = {
  // Rounded square; the "f" is a notch that rises from the bottom edge.
  facebook:
    "M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3h-5v-7.5h2.6l.4-3h-3V9.6c0-.9.3-1.5 1.6-1.5H17V5.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4.1 1.5-4.1 4.2v2h-2.5v3h2.5V22H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z",
  instagram:
    "M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4zm4 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm5-3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 8.8v6.4l5.5-3.2z",
  linkedin:
    "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm1.5 8v9h2.8v-9zm1.4-4.6a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM10.5 10v9h2.8v-4.7c0-1.2.4-2.3 1.8-2.3s1.5 1.3 1.5 2.4V19h2.7v-5c0-2.4-.5-4.2-3.3-4.2-1.4 0-2.5.7-2.9 1.5V10z",
} as const;

export function SocialIcon({
  network,
  className,
}: {
  network: "facebook" | "instagram" | "youtube" | "linkedin";
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={paths[network]} fillRule="evenodd" />
    </svg>
  );
}
