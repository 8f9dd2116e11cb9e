import type { ReactNode } from "react";
import { colour, shade } from "../palette.ts";
import type { Point } from "./person.tsx";

export const sceneWidth = 800;
export const sceneHeight = 600;

/** The file's root: 800×600 (4:3), the background filled, the drawing's parts inside. */
export function SceneSvg({ background, children }: { background: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${sceneWidth} ${sceneHeight}`}
      width={sceneWidth}
      height={sceneHeight}
    >
      <rect width={sceneWidth} height={sceneHeight} fill={background} />
      {children}
    </svg>
  );
}

/**
 * A card of the app floating in the scene: white, rounded, on a flat offset shadow (blur filters cost a
 * slow phone a frame). Its content is drawn inside, from the card's top left corner.
 */
export function AppCard({
  at,
  width,
  height,
  children,
}: {
  at: Point;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <g transform={`translate(${at[0]} ${at[1]})`}>
      <rect x="4" y="8" width={width} height={height} rx="16" fill={colour["brand-900"]} opacity="0.14" />
      <rect width={width} height={height} rx="16" fill={colour.white} />
      {children}
    </g>
  );
}

/** A round badge with a tick: done, approved, on time. */
export function CheckBadge({
  at,
  r = 14,
  fill = colour["brand-500"],
}: {
  at: Point;
  r?: number;
  fill?: string;
}) {
  const s = r / 14;
  return (
    <g transform={`translate(${at[0]} ${at[1]}) scale(${s})`}>
      <circle r="14" fill={fill} />
      <path
        d="M-6 0l4 4 8-8"
        fill="none"
        stroke={colour.white}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** Grey bars standing for lines of text in a card. */
export function TextLines({
  at,
  widths,
  gap = 12,
  fill = colour.line,
}: {
  at: Point;
  widths: number[];
  gap?: number;
  fill?: string;
}) {
  return (
    <g fill={fill}>
      {widths.map((width, i) => (
        <rect key={i} x={at[0]} y={at[1] + i * gap} width={width} height="6" rx="3" />
      ))}
    </g>
  );
}

/** A map pin, its point at `at`. */
export function Pin({
  at,
  size = 1,
  fill = colour["brand-600"],
}: {
  at: Point;
  size?: number;
  fill?: string;
}) {
  return (
    <g transform={`translate(${at[0]} ${at[1]}) scale(${size})`}>
      <ellipse cx="0" cy="0" rx="10" ry="3.5" {...shade} />
      <path d="M0 0C-4 -10 -16 -18 -16 -30A16 16 0 0 1 16 -30C16 -18 4 -10 0 0Z" fill={fill} />
      <circle cx="0" cy="-30" r="6" fill={colour.white} />
    </g>
  );
}

/** A wall clock whose hands show `hours:minutes`. */
export function WallClock({ at, r = 26, time }: { at: Point; r?: number; time: readonly [number, number] }) {
  const [hours, minutes] = time;
  const hand = (turns: number, length: number) => {
    const angle = turns * 2 * Math.PI;
    return `M0 0L${Math.round(Math.sin(angle) * length)} ${Math.round(-Math.cos(angle) * length)}`;
  };
  return (
    <g transform={`translate(${at[0]} ${at[1]})`}>
      <circle r={r} fill={colour.white} stroke={colour["brand-800"]} strokeWidth="5" />
      <g stroke={colour.ink} strokeLinecap="round">
        <path d={hand(((hours % 12) + minutes / 60) / 12, r * 0.5)} strokeWidth="4" />
        <path d={hand(minutes / 60, r * 0.72)} strokeWidth="3" />
      </g>
      <circle r="3" fill={colour.accent} />
    </g>
  );
}

/** A plant in a pot, its pot standing on `at`. */
export function Plant({ at, scale = 1, pot = colour.white }: { at: Point; scale?: number; pot?: string }) {
  return (
    <g transform={`translate(${at[0]} ${at[1]}) scale(${scale})`}>
      <g fill={colour["brand-500"]}>
        <path d="M0 -40C-30 -60 -40 -96 -30 -120C-10 -100 -2 -70 0 -40Z" />
        <path d="M0 -40C24 -66 46 -84 56 -112C26 -108 6 -80 0 -40Z" />
      </g>
      <g fill={colour["brand-600"]}>
        <path d="M0 -40C-6 -80 -2 -120 12 -146C24 -112 14 -74 0 -40Z" />
        <path d="M0 -40C-24 -56 -52 -62 -70 -56C-52 -40 -24 -38 0 -40Z" />
      </g>
      <path d="M-24 -42H24L18 0H-18Z" fill={pot} />
      <rect x="-27" y="-48" width="54" height="10" rx="5" fill={pot} />
      <rect x="-24" y="-38" width="48" height="5" {...shade} />
    </g>
  );
}

/** A cardboard box, `at` its bottom left corner. */
export function Carton({
  at,
  width,
  height,
  light = false,
}: {
  at: Point;
  width: number;
  height: number;
  light?: boolean;
}) {
  const [x, y] = at;
  return (
    <g>
      <rect
        x={x}
        y={y - height}
        width={width}
        height={height}
        rx="3"
        fill={light ? colour.amber300 : colour.wood}
      />
      <rect
        x={x + width / 2 - 6}
        y={y - height}
        width="12"
        height={height * 0.4}
        fill={colour.amber100}
        opacity="0.7"
      />
      <rect x={x} y={y - height} width={width} height="5" fill={colour.ink} opacity="0.08" />
    </g>
  );
}
