/** The banners' palette: the site's greens and amber, with the neutrals a room needs. */
export const paint = {
  g900: "#053526",
  g800: "#074733",
  g700: "#085C42",
  g600: "#0B6E4F",
  g500: "#14936B",
  g200: "#94D3B8",
  g100: "#C7E8D9",
  g50: "#E6F4EE",
  amber: "#F5A524",
  amberDark: "#D98B0B",
  amberLight: "#FCE7C0",
  ink: "#0F172A",
  slate: "#334155",
  steel: "#64748B",
  grey: "#CBD5E1",
  mist: "#E2E8F0",
  paper: "#F8FAFC",
  white: "#FFFFFF",
  wood: "#A86B3C",
  woodLight: "#D9A574",
  carton: "#D7A465",
  cartonDark: "#B9854A",
};

export const skinTones = ["#F1CBA6", "#E2AC80", "#C98D5F", "#A8714A"] as const;

export interface FigureProps {
  /** Where the top of the head is. */
  x: number;
  y: number;
  scale?: number;
  skin: string;
  /** The hair, or what covers the head: a headscarf, a cap, a hard hat; all in `hairColour`. */
  hair: "short" | "long" | "bun" | "hijab" | "cap" | "helmet";
  hairColour: string;
  top: string;
  /** Trousers; without them the figure stops at the waist (behind a counter). */
  legs?: string;
  apron?: string;
  /** A high-visibility vest over the top. */
  vest?: boolean;
  /** Down the sides; forward, hands together on a counter; or holding something in front. */
  arms?: "down" | "forward" | "hold";
  /** What the held arms carry: a tablet or a parcel. */
  holding?: "tablet" | "box";
}

/**
 * A person seen from the front, without a face (the banners' flat style), 128 units tall at scale 1: head
 * at 0–25, body to 74, legs to 128.
 */
export function Figure({
  x,
  y,
  scale = 1,
  skin,
  hair,
  hairColour,
  top,
  legs,
  apron,
  vest,
  arms = "down",
  holding,
}: FigureProps) {
  const head = hair === "hijab" ? hairColour : skin;
  return (
    <g transform={`translate(${x} ${y})${scale === 1 ? "" : ` scale(${scale})`}`}>
      {legs && (
        <>
          <path d="M-15 72h13v50h-13zM2 72h13v50H2z" fill={legs} />
          <path d="M-17 121h16v6h-18zM1 121h16l2 6H1z" fill={paint.ink} />
        </>
      )}
      {hair === "long" && <path d="M-13 12a13 13 0 0 1 26 0v22h-26z" fill={hairColour} />}
      {hair === "bun" && <circle cx="0" cy="-1" r="6" fill={hairColour} />}
      <path d="M-4 20h8v10h-8z" fill={skin} />
      {arms !== "forward" && <path d="M-25 33q0-5 5-5h2v36h-7zM25 33q0-5-5-5h-2v36h7z" fill={top} />}
      <path d="M-18 74V37q0-10 10-10h16q10 0 10 10v37z" fill={top} />
      {apron && (
        <path d="M-12 42h24v32h-24zM-9 42l-3-14M9 42l3-14" fill={apron} stroke={apron} strokeWidth="2" />
      )}
      {vest && (
        <>
          <path d="M-18 74V37q0-10 10-10h2l3 47zM18 74V37q0-10-10-10H6l-3 47z" fill={paint.amber} />
          <path d="M-18 56h15M3 56h15" stroke={paint.paper} strokeWidth="3" />
        </>
      )}
      {arms === "down" && <path d="M-21.5 68a3.5 3.5 0 1 0 0-.1zM21.5 68a3.5 3.5 0 1 0 0-.1z" fill={skin} />}
      {arms === "forward" && (
        <>
          <path d="M-25 33q0-5 5-5h2v26h-7zM25 33q0-5-5-5h-2v26h7z" fill={top} />
          <path d="M-25 52h20v7h-20zM25 52H5v7h20z" fill={top} />
          <circle cx="-4" cy="55.5" r="4" fill={skin} />
          <circle cx="4" cy="55.5" r="4" fill={skin} />
        </>
      )}
      {arms === "hold" && (
        <>
          <path d="M-25 50h14v7h-14zM25 50H11v7h14z" fill={top} />
          <circle cx="-10" cy="53.5" r="4" fill={skin} />
          <circle cx="10" cy="53.5" r="4" fill={skin} />
        </>
      )}
      {holding === "tablet" && <rect x="-11" y="44" width="22" height="15" rx="2" fill={paint.ink} />}
      {holding === "box" && <rect x="-14" y="38" width="28" height="20" fill={paint.carton} />}
      {hair === "hijab" && <path d="M-15 14a15 15 0 0 1 30 0v12q0 9-15 10-15-1-15-10z" fill={head} />}
      <circle cx="0" cy="12.5" r={hair === "hijab" ? 10 : 12} fill={skin} />
      {hair === "short" && (
        <path d="M-12.4 12a12.4 12.4 0 0 1 24.8 0Q12 5 0 4.5-12 5-12.4 12z" fill={hairColour} />
      )}
      {(hair === "long" || hair === "bun") && (
        <path d="M-12.8 13a12.8 12.8 0 0 1 25.6 0q-4-7-13-8-8 1-12.6 8z" fill={hairColour} />
      )}
      {hair === "hijab" && <path d="M-11 9a11 11 0 0 1 22 0q-6-4-11-4t-11 4z" fill={head} />}
      {hair === "cap" && <path d="M-12.5 10a12.5 12.5 0 0 1 25 0zM-2 7h19v4H-2z" fill={hairColour} />}
      {hair === "helmet" && <path d="M-13 11a13 13 0 0 1 26 0zM-16 9h32v4h-32z" fill={hairColour} />}
    </g>
  );
}

/** A plant in a pot, 60 units tall, standing at (x, y). */
export function Plant({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path
        d="M0-30c-14-10-22-26-18-40 10 6 16 22 18 40zM0-30c12-12 26-20 34-18-4 12-18 20-34 18z"
        fill={paint.g500}
      />
      <path d="M0-28c-4-16 0-34 10-44 4 14 0 32-10 44z" fill={paint.g600} />
      <path d="M-12-30h24l-4 30h-16z" fill={paint.amberDark} />
    </g>
  );
}
