import { useId } from "react";

/**
 * The Regu logo: a rounded badge with three teammates cut out of it ("regu" means squad), and the word.
 * The figures are holes (a mask), so the badge reads on any background; tone "white" is for dark ones.
 */
export function ReguLogo({ className, tone = "color" }: { className?: string; tone?: "color" | "white" }) {
  const maskId = useId();
  const white = tone === "white";
  return (
    <svg viewBox="0 0 108 32" className={className} role="img" aria-label="Regu" fontFamily="inherit">
      <mask id={maskId}>
        <rect width="32" height="32" fill="#fff" />
        <g fill="#000">
          <circle cx="8.5" cy="12.5" r="2.7" />
          <circle cx="23.5" cy="12.5" r="2.7" />
          <path d="M3.5 24.5a5 5 0 0 1 10 0zM18.5 24.5a5 5 0 0 1 10 0z" />
        </g>
        {/* The white outline keeps the front teammate apart from the two behind. */}
        <g fill="#000" stroke="#fff" strokeWidth="1.8">
          <circle cx="16" cy="10" r="3.6" />
          <path d="M9 25.5a7 7 0 0 1 14 0z" />
        </g>
      </mask>
      <rect width="32" height="32" rx="9" fill={white ? "#FFFFFF" : "#0B6E4F"} mask={`url(#${maskId})`} />
      {!white && <circle cx="16" cy="10" r="3.6" fill="#F5A524" />}
      <text
        x="40"
        y="24"
        fontSize="23"
        fontWeight="800"
        letterSpacing="-0.5"
        fill={white ? "#FFFFFF" : "#0F172A"}
      >
        Regu
      </text>
    </svg>
  );
}
