import { useId } from "react";
import type { HomeContent } from "../../content/home/types.ts";
import { FeatureGlyph } from "./feature-icon.tsx";

type HeroLabels = HomeContent["hero"]["phone"];

const EMERALD = "#0B6E4F";
const DARK = "#074733";
const LIGHT = "#E6F4EE";
const INK = "#0F172A";
const MUTED = "#475569";

/** Rough width of a text at 1px font size; good enough to pick a size before the browser lays it out. */
function textWidth(text: string, weight: number): number {
  let w = 0;
  for (const c of text)
    w += /[iljI.,:;'!| ]/.test(c)
      ? 0.3
      : /[frt()-]/.test(c)
        ? 0.4
        : /[mwMW]/.test(c)
          ? 0.88
          : /[A-Z0-9]/.test(c)
            ? 0.68
            : 0.57;
  return w * (weight >= 600 ? 1.04 : 1);
}

type FitProps = {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  weight: number;
  fill: string;
  middle?: boolean;
};

/** One line of text that shrinks to fit its box (never under 12px), then squeezes as a last resort. */
function FitText({ text, x, y, width, size, weight, fill, middle }: FitProps) {
  const natural = textWidth(text, weight);
  const fontSize = Math.max(12, Math.min(size, width / natural));
  const squeeze = natural * fontSize > width;
  return (
    <text
      x={x}
      y={y}
      fontSize={fontSize}
      fontWeight={weight}
      fill={fill}
      textAnchor={middle ? "middle" : "start"}
      {...(squeeze ? { textLength: width, lengthAdjust: "spacingAndGlyphs" as const } : {})}
    >
      {text}
    </text>
  );
}

/** A row of the "Today" card: one line, or two when the text is long (split at the middle space). */
function RowText({ text, x, cy, width }: { text: string; x: number; cy: number; width: number }) {
  const props = { x, width, size: 13, weight: 500, fill: INK };
  if (textWidth(text, 500) * 12 <= width || !text.includes(" "))
    return <FitText text={text} y={cy + 4.5} {...props} />;
  const half = text.length / 2;
  let cut = text.indexOf(" ");
  for (let i = cut; i !== -1; i = text.indexOf(" ", i + 1))
    if (Math.abs(i - half) < Math.abs(cut - half)) cut = i;
  // A "·" that would start the second line goes: the line break separates the parts instead.
  const second = text.slice(cut + 1).replace(/^[·•|-]\s*/, "");
  return (
    <>
      <FitText text={text.slice(0, cut).replace(/\s*[·•|-]$/, "")} y={cy - 1.5} {...props} size={12} />
      <FitText text={second} y={cy + 12.5} {...props} size={12} />
    </>
  );
}

const rows = [
  { feature: "leave", bg: LIGHT, fg: EMERALD },
  { feature: "task", bg: "#FEF3C6", fg: "#D98B0B" },
  { feature: "claim", bg: "#DFF2FE", fg: "#00598A" },
] as const;

/**
 * The home hero: a phone showing the attendance screen (greeting, geofence map, Clock-in button, today's
 * agenda) with two floating cards, a verified selfie and an approval. All words come from `labels`.
 */
export function HeroPhone({ labels, className }: { labels: HeroLabels; className?: string }) {
  const id = useId();
  const [mapClip, photoClip, button] = ["m", "p", "b"].map((k) => id + k);
  return (
    <svg
      viewBox="0 0 420 520"
      className={className}
      role="img"
      aria-label={`${labels.clockIn} – ${labels.location}`}
      fontFamily="inherit"
    >
      <defs>
        <clipPath id={mapClip}>
          <rect x="113" y="112" width="194" height="72" rx="14" />
        </clipPath>
        <clipPath id={photoClip}>
          <rect x="31" y="236" width="60" height="60" rx="14" />
        </clipPath>
        <linearGradient id={button} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14936B" />
          <stop offset="1" stopColor={EMERALD} />
        </linearGradient>
      </defs>

      {/* Soft glow and sparkles so the phone lifts off the dark hero. */}
      <circle cx="210" cy="262" r="196" fill="#FFFFFF" opacity="0.06" />
      <circle cx="58" cy="120" r="6" fill="#F5A524" />
      <circle cx="372" cy="420" r="5" fill="#00598A" />
      <circle cx="360" cy="70" r="3" fill="#FFFFFF" opacity="0.6" />

      {/* Phone body, side buttons and screen. */}
      {/* Shadows are flat, offset shapes: blur filters cost a slow phone a visible frame. */}
      <rect x="95" y="26" width="240" height="492" rx="44" fill="#053526" opacity="0.35" />
      <g>
        <rect x="86.5" y="120" width="5" height="44" rx="2" fill="#1E293B" />
        <rect x="328.5" y="100" width="5" height="30" rx="2" fill="#1E293B" />
        <rect x="90" y="14" width="240" height="492" rx="42" fill={INK} stroke="#334155" strokeWidth="1.5" />
      </g>
      <rect x="99" y="23" width="222" height="474" rx="33" fill="#F7FAF9" />
      <rect x="182" y="33" width="56" height="17" rx="8.5" fill={INK} />
      <text x="121" y="46" fontSize="12" fontWeight="700" fill={INK}>
        9:41
      </text>
      <path d="M276 46v-3M280 46v-5M284 46v-7" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <rect x="289" y="38.5" width="17" height="8" rx="2.5" fill="none" stroke={INK} strokeWidth="1.2" />
      <rect x="291" y="40.5" width="11" height="4" rx="1" fill={INK} />

      <FitText text={labels.greeting} x={113} y={82} width={194} size={18} weight={700} fill={INK} />
      <FitText text={labels.shift} x={113} y={101} width={194} size={13} weight={500} fill={MUTED} />

      {/* Map tile: streets, a park, the geofence and the pin. */}
      <g clipPath={`url(#${mapClip})`}>
        <rect x="113" y="112" width="194" height="72" fill="#E6F4EE" />
        <path d="M200 112c30 26 80 24 110 62" stroke="#BFE3F2" strokeWidth="16" fill="none" />
        <rect x="124" y="120" width="44" height="26" rx="6" fill="#C7E8D9" />
        <path d="M113 156h194M180 112v72M246 112l-28 72" stroke="#FFFFFF" strokeWidth="6" />
        <circle
          cx="212"
          cy="150"
          r="27"
          fill={EMERALD}
          fillOpacity="0.14"
          stroke={EMERALD}
          strokeWidth="1.5"
          strokeDasharray="4 3"
        />
        <circle cx="223" cy="161" r="5" fill="#00598A" stroke="#FFFFFF" strokeWidth="2" />
        <path d="M212 152s-10-9-10-16a10 10 0 0 1 20 0c0 7-10 16-10 16z" fill={EMERALD} />
        <circle cx="212" cy="136" r="3.5" fill="#FFFFFF" />
      </g>

      <path d="M119 204s-5-4.5-5-8.5a5 5 0 0 1 10 0c0 4-5 8.5-5 8.5z" fill={EMERALD} />
      <circle cx="119" cy="195.5" r="1.8" fill="#FFFFFF" />
      <FitText text={labels.location} x={129} y={204} width={178} size={13} weight={600} fill={INK} />

      {/* The Clock-in button with a halo. */}
      <circle cx="210" cy="257" r="48" fill={LIGHT} />
      <circle cx="210" cy="257" r="40" fill={`url(#${button})`} />
      <g fill="none" stroke="#FFFFFF" strokeWidth="2" strokeLinecap="round">
        <circle cx="210" cy="243" r="7.5" />
        <path d="M210 239v4l2.8 1.8" />
      </g>
      <FitText
        text={labels.clockIn}
        x={210}
        y={268}
        width={68}
        size={15}
        weight={700}
        fill="#FFFFFF"
        middle
      />

      {/* "Inside the geofence" badge, as wide as its text. */}
      {(() => {
        const w = Math.min(206, Math.max(96, textWidth(labels.insideGeofence, 600) * 12 + 40));
        return (
          <g>
            <rect x={210 - w / 2} y="316" width={w} height="24" rx="12" fill={LIGHT} />
            <circle cx={210 - w / 2 + 14} cy="328" r="6" fill={EMERALD} />
            <path
              d={`M${210 - w / 2 + 11} 328l2 2 4-4`}
              stroke="#FFFFFF"
              strokeWidth="1.6"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <FitText
              text={labels.insideGeofence}
              x={210 - w / 2 + 26}
              y={332}
              width={w - 36}
              size={12}
              weight={600}
              fill={DARK}
            />
          </g>
        );
      })()}

      {/* Today card. */}
      <rect x="109" y="350" width="202" height="128" rx="14" fill="#FFFFFF" stroke="#E2E8F0" />
      <FitText text={labels.todayTitle} x={121} y={371} width={178} size={13} weight={700} fill={INK} />
      {rows.map((row, i) => {
        const cy = 394 + i * 29;
        return (
          <g key={row.feature}>
            <circle cx="131" cy={cy} r="11" fill={row.bg} />
            <g
              transform={`translate(123.5 ${cy - 7.5}) scale(0.625)`}
              fill="none"
              stroke={row.fg}
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <FeatureGlyph feature={row.feature} />
            </g>
            <RowText text={labels.items[i] ?? ""} x={149} cy={cy} width={152} />
          </g>
        );
      })}
      <rect x="180" y="487" width="60" height="4" rx="2" fill={INK} opacity="0.2" />

      {/* Floating card: selfie verified. */}
      <g transform="translate(0 -16)">
        <rect x="13" y="229" width="102" height="104" rx="18" fill="#053526" opacity="0.25" />
        <rect x="10" y="222" width="102" height="104" rx="18" fill="#FFFFFF" />
        <g clipPath={`url(#${photoClip})`}>
          <rect x="31" y="236" width="60" height="60" fill={LIGHT} />
          <path d="M41 296c0-12 9-18 20-18s20 6 20 18z" fill={EMERALD} />
          <circle cx="61" cy="262" r="11" fill="#E0AD85" />
          <path d="M49.5 261c0-9 5-13 11.5-13s11.5 4 11.5 12c-3-3-8-4.5-12-6-2 3-6 5-11 7z" fill="#1E293B" />
        </g>
        <path
          d="M27 242v-6a4 4 0 0 1 4-4h6M85 232h6a4 4 0 0 1 4 4v6M95 290v6a4 4 0 0 1-4 4h-6M37 300h-6a4 4 0 0 1-4-4v-6"
          stroke={EMERALD}
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="92" cy="296" r="10" fill={EMERALD} stroke="#FFFFFF" strokeWidth="2.5" />
        <path
          d="m87.5 296 3 3 5-5.5"
          stroke="#FFFFFF"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="31" y="309" width="46" height="6" rx="3" fill="#CBD5E1" />
      </g>

      {/* Floating chip: approved. */}
      <rect x="293" y="128" width="120" height="50" rx="16" fill="#053526" opacity="0.25" />
      <rect x="290" y="122" width="120" height="50" rx="16" fill="#FFFFFF" />
      <circle cx="315" cy="147" r="13" fill="#F5A524" />
      <path
        d="m309 147 4 4 7.5-8"
        stroke="#FFFFFF"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="336" y="138" width="60" height="7" rx="3.5" fill="#CBD5E1" />
      <rect x="336" y="151" width="40" height="6" rx="3" fill="#E2E8F0" />
    </svg>
  );
}
