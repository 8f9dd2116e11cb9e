import type { FeatureKey } from "../../content/features.ts";

/** What a menu shows an icon for: the seven features, and project management beside them in the header. */
export type MenuIconKey = FeatureKey | "projects";

/** The strokes of each feature's 24×24 line icon; shared with the hero drawing. */
export function FeatureGlyph({ feature }: { feature: MenuIconKey }) {
  switch (feature) {
    case "task": // clipboard with a check
      return (
        <>
          <rect x="5" y="4" width="14" height="17" rx="2" />
          <rect x="9" y="2.5" width="6" height="3.5" rx="1" />
          <path d="m9 13.5 2 2 4-4.5" />
        </>
      );
    case "chat": // two speech bubbles
      return (
        <>
          <path d="M3 6a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-3.5 3v-3H5a2 2 0 0 1-2-2z" />
          <path d="M19 8.5h.5A1.5 1.5 0 0 1 21 10v5a1.5 1.5 0 0 1-1.5 1.5H19v3l-3.5-3H12a1.5 1.5 0 0 1-1.5-1.5" />
        </>
      );
    case "time": // clock, its rim opened for a location pin
      return (
        <>
          <path d="M16.9 11.2A7 7 0 1 0 11.2 16.9" />
          <path d="M10 6.5V10l2.2 1.6" />
          <path d="M17.5 22s-4-3.6-4-6.6a4 4 0 0 1 8 0c0 3-4 6.6-4 6.6z" />
          <circle cx="17.5" cy="15.4" r="1.2" />
        </>
      );
    case "leave": // palm tree and sun: time off
      return (
        <>
          <path d="M12.5 21c.4-4-.3-7.7-2.5-10.5" />
          <path d="M10 10.5C8.5 8 5.5 7.5 3 9" />
          <path d="M10 10.5c.6-2.8 3.4-4.3 6.5-3.5" />
          <path d="M10 10.5c-2.8.3-4.6 2.4-4.5 5" />
          <path d="M10 10.5c2.7-.3 5 1.5 5.5 4" />
          <path d="M4 21h16" />
          <circle cx="18.5" cy="4.5" r="1.8" />
        </>
      );
    case "overtime": // clock with a moon: after hours
      return (
        <>
          <path d="M12.7 5.5A8 8 0 1 0 17.5 10.3" />
          <path d="M10 9v4l2.5 2" />
          <path d="M21.5 6.6A3.3 3.3 0 1 1 17.2 2.5a2.6 2.6 0 0 0 4.3 4.1z" />
        </>
      );
    case "claim": // receipt with a torn edge
      return (
        <>
          <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z" />
          <path d="M9 8h6M9 12h6M9 16h3" />
        </>
      );
    case "payroll": // banknote
      return (
        <>
          <rect x="2.5" y="6" width="19" height="12" rx="2" />
          <circle cx="12" cy="12" r="2.75" />
          <path d="M6 12h.01M18 12h.01" />
        </>
      );
    case "projects": // a timeline: staggered bars, as the project page's Gantt chart
      return (
        <>
          <path d="M3 4v16h18" />
          <rect x="6" y="6" width="7" height="3" rx="1" />
          <rect x="9" y="10.5" width="8" height="3" rx="1" />
          <rect x="12" y="15" width="7" height="3" rx="1" />
        </>
      );
  }
}

export function FeatureIcon({ feature, className }: { feature: MenuIconKey; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <FeatureGlyph feature={feature} />
    </svg>
  );
}
