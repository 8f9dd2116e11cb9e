import { colour, shade } from "../palette.ts";

/** A point of a person's drawing, relative to the middle of their feet (y grows downwards). */
export type Point = readonly [number, number];

export type HairStyle = "short" | "side" | "bun" | "ponytail" | "hijab";

/** What a person looks like: skin, hair (or hijab), clothes, and what they wear over them. */
export interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  /** The colour of the hijab, for `style: "hijab"`. */
  hijab?: string;
  hat?: { kind: "hardHat" | "cap"; colour: string; /** The side a cap's peak points to. */ facing?: 1 | -1 };
  top: string;
  sleeves: "long" | "short";
  /** A polo's or shirt's collar, lighter than the top. */
  collar?: string;
  bottom: string;
  skirt?: boolean;
  shoes: string;
  over?: { kind: "vest" | "apron" | "blazer" | "lanyard"; colour: string };
}

/** Where the elbows and hands are. The viewer's left arm first. */
export interface Pose {
  arms: readonly [{ elbow: Point; hand: Point }, { elbow: Point; hand: Point }];
  /** Feet apart in a step, or together. */
  stride?: number;
  /** Hides the legs, for a person behind a counter or sitting at a desk. */
  noLegs?: boolean;
  /** Tilts the head, in degrees (negative: towards the viewer's left). */
  tilt?: number;
}

/** Something held in one hand (0: the viewer's left, 1: the right), drawn under the fingers. */
export interface Held {
  hand: 0 | 1;
  item: "phone" | "phoneScreen" | "receipt" | "pitcher" | "box" | "toolbox";
  angle?: number;
}

const shoulders: readonly [Point, Point] = [
  [-25, -228],
  [25, -228],
];

/** Standard poses, to vary with `{ ...pose, ... }`. */
export const poses = {
  /** Arms down by the sides. */
  standing: {
    arms: [
      { elbow: [-33, -182], hand: [-35, -138] },
      { elbow: [33, -182], hand: [35, -138] },
    ],
  },
  /** Looking at a phone held in both hands in front of the chest. */
  readingPhone: {
    arms: [
      { elbow: [-34, -176], hand: [-6, -186] },
      { elbow: [34, -176], hand: [8, -190] },
    ],
    tilt: 4,
  },
  /** The right hand holds a phone up at arm's length to take a selfie; the left hangs. */
  selfie: {
    arms: [
      { elbow: [-33, -182], hand: [-34, -138] },
      { elbow: [56, -222], hand: [62, -276] },
    ],
    tilt: 6,
  },
} satisfies Record<string, Pose>;

function arm(look: Look, from: Point, elbow: Point, hand: Point) {
  const path = `M${from[0]} ${from[1]}L${elbow[0]} ${elbow[1]}L${hand[0]} ${hand[1]}`;
  if (look.sleeves === "long" || look.over?.kind === "blazer") {
    const sleeve = look.over?.kind === "blazer" ? look.over.colour : look.top;
    return <path d={path} stroke={sleeve} strokeWidth="16" />;
  }
  // A short sleeve covers the top of the arm: a little under half of the upper arm.
  const cuff: Point = [from[0] + (elbow[0] - from[0]) * 0.5, from[1] + (elbow[1] - from[1]) * 0.5];
  return (
    <>
      <path d={path} stroke={look.skin} strokeWidth="13" />
      <path d={`M${from[0]} ${from[1]}L${cuff[0]} ${cuff[1]}`} stroke={look.top} strokeWidth="17" />
    </>
  );
}

function HeldItem({ item, at, angle = 0 }: { item: Held["item"]; at: Point; angle?: number }) {
  const [x, y] = at;
  const transform = `translate(${x} ${y}) rotate(${angle})`;
  switch (item) {
    case "phone":
      return (
        <g transform={transform}>
          <rect
            x="-9"
            y="-30"
            width="18"
            height="32"
            rx="4"
            fill={colour.navy}
            stroke={colour.slate}
            strokeWidth="1.5"
          />
          <circle cx="-3.5" cy="-24" r="2" fill={colour.steelDark} />
        </g>
      );
    case "phoneScreen":
      return (
        <g transform={transform}>
          <rect x="-9" y="-30" width="18" height="32" rx="4" fill={colour.navy} />
          <rect x="-7" y="-28" width="14" height="26" rx="2.5" fill={colour["brand-100"]} />
          <rect x="-4" y="-12" width="8" height="5" rx="2.5" fill={colour["brand-600"]} />
        </g>
      );
    case "receipt":
      return (
        <g transform={transform}>
          <path d="M-13 -44h26v44l-4-3-4 3-5-3-4 3-5-3-4 3z" fill={colour.white} />
          <path d="M-8 -36h16M-8 -29h10M-8 -22h16M-8 -12h9" stroke={colour.steelDark} strokeWidth="2.4" />
        </g>
      );
    case "pitcher":
      return (
        <g transform={transform}>
          {/* Held by its handle: the jug stands out on the side the spout points to. */}
          <path d="M0 -16h22l6 -6v6l-4 24h-22z" fill={colour.steel} />
          <rect x="4" y="-16" width="6" height="24" fill={colour.white} opacity="0.6" />
        </g>
      );
    case "toolbox":
      return (
        <g transform={transform}>
          <path d="M-10 4V-2H10V4" fill="none" stroke={colour.slate} strokeWidth="4" />
          <rect x="-26" y="4" width="52" height="32" rx="4" fill={colour["accent-600"]} />
          <rect x="-26" y="12" width="52" height="5" fill={colour.ink} opacity="0.15" />
        </g>
      );
    case "box":
      return (
        <g transform={transform}>
          <rect x="-26" y="-30" width="52" height="38" rx="3" fill={colour.amber300} />
          <path d="M-26 -20h52" stroke={colour["accent-600"]} strokeWidth="3" />
          <rect x="-6" y="-30" width="12" height="10" fill={colour.amber100} />
        </g>
      );
  }
}

function Hair({ look, part }: { look: Look; part: "back" | "front" }) {
  const { hair, style } = look;
  if (part === "back") {
    if (style === "bun" && look.hat) return <circle cx="15" cy="-254" r="9" fill={hair} />;
    if (style === "ponytail")
      return <path d="M12 -286C30 -282 32 -258 26 -236C22 -250 18 -264 8 -272Z" fill={hair} />;
    if (style === "hijab")
      return (
        <path
          d="M-25 -266C-26 -300 26 -300 25 -266L26 -242C36 -232 38 -214 31 -200Q0 -190 -31 -200C-38 -214 -36 -232 -26 -242Z"
          fill={look.hijab ?? colour["brand-700"]}
        />
      );
    return null;
  }
  switch (style) {
    case "short":
      return (
        <path
          d="M-19 -264C-22 -294 20 -298 19 -266C15 -276 3 -280 -9 -277C-14 -274 -17 -270 -19 -264Z"
          fill={hair}
        />
      );
    case "side":
      return (
        <path
          d="M-19 -262C-22 -296 22 -296 19 -262C18 -272 14 -278 4 -280C-4 -272 -12 -268 -19 -262Z"
          fill={hair}
        />
      );
    case "bun":
      // Under a hat the bun sits low, at the nape.
      if (look.hat) return null;
      return (
        <>
          <circle cx="3" cy="-294" r="9" fill={hair} />
          <path
            d="M-19 -260C-22 -296 22 -296 19 -260C17 -274 8 -282 -2 -281C-10 -276 -16 -270 -19 -260Z"
            fill={hair}
          />
        </>
      );
    case "ponytail":
      return (
        <path
          d="M-19 -258C-22 -296 22 -296 19 -258C17 -272 10 -281 0 -282C-8 -276 -15 -268 -19 -258Z"
          fill={hair}
        />
      );
    case "hijab":
      // The band over the forehead, in front of the face.
      return (
        <path
          d="M-17 -268C-16 -286 16 -286 17 -268C12 -278 -12 -278 -17 -268Z"
          fill={look.hijab ?? colour["brand-700"]}
        />
      );
  }
}

function Hat({ hat }: { hat: NonNullable<Look["hat"]> }) {
  if (hat.kind === "hardHat") {
    return (
      <g fill={hat.colour}>
        <path d="M-21 -274C-21 -302 21 -302 21 -274Z" />
        <rect x="-26" y="-278" width="52" height="7" rx="3.5" />
        <path d="M-5 -298h10v18h-10z" fill={colour.ink} opacity="0.08" />
      </g>
    );
  }
  const facing = hat.facing ?? 1;
  return (
    <g fill={hat.colour}>
      <path d="M-20 -272C-20 -298 20 -298 20 -272Z" />
      <path d={`M${facing * 8} -276L${facing * 34} -272Q${facing * 30} -266 ${facing * 6} -270Z`} />
    </g>
  );
}

function Body({ look }: { look: Look }) {
  const torso =
    "M-30 -222Q-31 -240 -14 -240H14Q31 -240 30 -222L27 -182Q25 -164 28 -146H-28Q-25 -164 -27 -182Z";
  const over = look.over;
  return (
    <>
      <path d={torso} fill={look.top} />
      {look.collar && <path d="M-13 -241L0 -228L13 -241L7 -232L0 -226L-7 -232Z" fill={look.collar} />}
      {look.style !== "hijab" && <path d="M-8 -240L0 -229L8 -240Z" fill={look.skin} />}
      {over?.kind === "vest" && (
        <g>
          <path
            d="M-31 -220Q-31 -240 -15 -240L-9 -240L-5 -144L-28 -144ZM31 -220Q31 -240 15 -240L9 -240L5 -144L28 -144Z"
            fill={over.colour}
          />
          <path
            d="M-29 -178H-6M6 -178H29M-28 -164H-6M6 -164H28"
            stroke={colour.white}
            strokeWidth="4"
            opacity="0.8"
          />
        </g>
      )}
      {over?.kind === "apron" && (
        <g fill={over.colour}>
          <path d="M-17 -218H17L25 -112H-25Z" />
          <path d="M-15 -218L-10 -240M15 -218L10 -240" stroke={over.colour} strokeWidth="3" />
          <rect x="-11" y="-176" width="22" height="14" rx="3" fill={colour.white} opacity="0.18" />
        </g>
      )}
      {over?.kind === "blazer" && (
        <path
          d="M-31 -220Q-31 -240 -15 -240L-6 -240L-2 -196L-8 -144L-28 -144ZM31 -220Q31 -240 15 -240L6 -240L2 -196L8 -144L28 -144Z"
          fill={over.colour}
        />
      )}
      {over?.kind === "lanyard" && (
        <g>
          <path d="M-9 -240L0 -200L9 -240" fill="none" stroke={over.colour} strokeWidth="3" />
          <rect x="-7" y="-202" width="14" height="18" rx="2" fill={colour.white} />
          <rect x="-4" y="-198" width="8" height="5" rx="1" fill={over.colour} />
        </g>
      )}
    </>
  );
}

function Legs({ look, stride = 0 }: { look: Look; stride?: number }) {
  const left = -14 - stride;
  const right = 14 + stride;
  // One shape for both legs: wide at the hips, narrower at the ankles, apart below the crotch.
  const trousers = `M-28 -152H28L27 -118L${right + 9} -10H${right - 9}L2 -114H-2L${left + 9} -10H${left - 9}L-27 -118Z`;
  return (
    <>
      <path d={trousers} fill={look.bottom} />
      {look.skirt && <path d="M-28 -152H28L38 -24Q0 -16 -38 -24Z" fill={look.bottom} />}
      <g fill={look.shoes}>
        <path d={`M${left + 8} -14V0H${left - 18}Q${left - 18} -14 ${left - 4} -14Z`} />
        <path d={`M${right - 8} -14V0H${right + 18}Q${right + 18} -14 ${right + 4} -14Z`} />
      </g>
    </>
  );
}

/**
 * A person in the scenes' style: flat shapes, rounded limbs, no facial features, about 300 units tall at
 * `scale` 1, standing with their feet at `at`.
 */
export function Person({
  at,
  scale = 1,
  look,
  pose = poses.standing,
  held,
  flip = false,
}: {
  at: Point;
  scale?: number;
  look: Look;
  pose?: Pose;
  held?: Held | readonly Held[];
  /** Mirrors the person, so they face the other way. */
  flip?: boolean;
}) {
  const tilt = pose.tilt ?? 0;
  const head = `rotate(${tilt} 0 -250)`;
  return (
    <g transform={`translate(${at[0]} ${at[1]}) scale(${flip ? -scale : scale} ${scale})`}>
      {!pose.noLegs && <ellipse cx="0" cy="-2" rx={48 + (pose.stride ?? 0)} ry="8" {...shade} />}
      {look.style !== "hijab" && (
        <g transform={head}>
          <Hair look={look} part="back" />
        </g>
      )}
      {!pose.noLegs && <Legs look={look} stride={pose.stride} />}
      <rect x="-7" y="-256" width="14" height="22" rx="4" fill={look.skin} />
      <rect x="-7" y="-250" width="14" height="7" {...shade} />
      <Body look={look} />
      {look.style === "hijab" && (
        <g transform={head}>
          <Hair look={look} part="back" />
        </g>
      )}
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {pose.arms.map((limb, i) => (
          <g key={i}>{arm(look, shoulders[i] as Point, limb.elbow, limb.hand)}</g>
        ))}
      </g>
      {[held ?? []].flat().map((thing) => (
        <HeldItem key={thing.hand} item={thing.item} at={pose.arms[thing.hand].hand} angle={thing.angle} />
      ))}
      <g fill={look.skin}>
        {pose.arms.map((limb, i) => (
          <circle key={i} cx={limb.hand[0]} cy={limb.hand[1]} r="7.5" />
        ))}
      </g>
      <g transform={head}>
        <ellipse
          cx="0"
          cy="-268"
          rx={look.style === "hijab" ? 15 : 18}
          ry={look.style === "hijab" ? 19 : 22}
          fill={look.skin}
        />
        <Hair look={look} part="front" />
        {look.hat && <Hat hat={look.hat} />}
      </g>
    </g>
  );
}
