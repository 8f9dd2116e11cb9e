import type { ReactNode } from "react";
import type { CustomerKey } from "../../content/customers.ts";
import { colour, hair as hairColours, skin as skinTones } from "./palette.ts";
import { Plant as ScenePlant } from "./scenes/parts.tsx";
import { Person, poses, type Held, type Look, type Pose } from "./scenes/person.tsx";
import { bannerHeight, bannerWidth } from "./banner-size.ts";

/** The banners' names for the one palette's colours (palette.ts), shared with the scenes. */
const p = {
  g900: colour["brand-900"],
  g800: colour["brand-800"],
  g700: colour["brand-700"],
  g600: colour["brand-600"],
  g500: colour["brand-500"],
  g200: colour["brand-200"],
  g100: colour["brand-100"],
  g50: colour["brand-50"],
  amber: colour.accent,
  amberDark: colour["accent-600"],
  amberLight: colour.amber100,
  ink: colour.ink,
  navy: colour.navy,
  slate: colour.slate,
  steel: colour.steelDark,
  grey: colour.steel,
  mist: colour.line,
  paper: colour.surface,
  white: colour.white,
  wood: colour.woodDark,
  woodLight: colour.wood,
  carton: colour.wood,
  cartonDark: colour.woodDark,
  rose: colour.rose,
  sky: colour.sky,
  hair: hairColours[0],
  hairBrown: hairColours[2],
} as const;

/** How a banner places a person: the top of the head at (x, y), 128 units tall at `scale` 1. */
interface FigureProps {
  x: number;
  y: number;
  scale?: number;
  skin: string;
  /** The hair, or what covers the head: a headscarf, a cap, a hard hat; all in `hairColour`. */
  hair: "short" | "long" | "bun" | "hijab" | "cap" | "helmet";
  hairColour: string;
  top: string;
  /** Trousers; without them the person stops at the waist (behind a counter). */
  legs?: string;
  apron?: string;
  /** A high-visibility vest over the top. */
  vest?: boolean;
  /** Down the sides; forward, hands together on a counter; or holding something in front. */
  arms?: "down" | "forward" | "hold";
  /** What the held arms carry: a tablet or a parcel. */
  holding?: "tablet" | "box";
}

/** Hands resting together on a counter in front of the body. */
const atCounter: Pose = {
  arms: [
    { elbow: [-36, -178], hand: [-12, -150] },
    { elbow: [36, -178], hand: [12, -150] },
  ],
};
/** Both hands in front of the chest, carrying something. */
const carrying: Pose = {
  arms: [
    { elbow: [-36, -180], hand: [-16, -176] },
    { elbow: [36, -180], hand: [16, -176] },
  ],
};

/**
 * A person of the banners, drawn by the scenes' own `Person` (scenes/person.tsx), so the banners and the
 * scenes show one cast: placed by the top of the head, as the banners' layouts were made.
 */
function Figure({
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
  arms,
  holding,
}: FigureProps) {
  const height = 128 * scale;
  const look: Look = {
    skin,
    hair: hair === "hijab" || hair === "cap" || hair === "helmet" ? p.hair : hairColour,
    style: hair === "long" ? "ponytail" : hair === "bun" ? "bun" : hair === "hijab" ? "hijab" : "short",
    hijab: hair === "hijab" ? hairColour : undefined,
    hat:
      hair === "cap"
        ? { kind: "cap", colour: hairColour }
        : hair === "helmet"
          ? { kind: "hardHat", colour: hairColour }
          : undefined,
    top,
    sleeves: "short",
    bottom: legs ?? top,
    shoes: p.ink,
    over: vest ? { kind: "vest", colour: p.amber } : apron ? { kind: "apron", colour: apron } : undefined,
  };
  const pose = arms === "forward" ? atCounter : arms === "hold" ? carrying : poses.standing;
  const held: Held | undefined =
    holding === "tablet"
      ? { hand: 1, item: "phoneScreen" }
      : holding === "box"
        ? { hand: 1, item: "box" }
        : undefined;
  return (
    <Person
      at={[x, y + height]}
      scale={height / 290}
      look={look}
      pose={{ ...pose, noLegs: !legs }}
      held={held}
    />
  );
}

/** A plant in a pot, about 60 units tall at `scale` 1, standing at (x, y): the scenes' plant. */
function Plant({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return <ScenePlant at={[x, y]} scale={scale * 0.42} pot={p.amberDark} />;
}

export interface BannerScene {
  /** Where the white plate with the customer's mark hangs: on a wall or in the sky, clear of the people. */
  plate: { x: number; y: number };
  /** Where the phone crop starts: its `narrowBannerWidth` from there hold the scene's people at work. */
  narrowFrom: number;
  scene: () => ReactNode;
}

/** Each customer's world as a flat scene in the 1200×400 banner of its case study. */
export const scenes: Record<CustomerKey, BannerScene> = {
  "raza-kopi": { plate: { x: 56, y: 48 }, narrowFrom: 480, scene: CoffeeBar },
  "pt-alun": { plate: { x: 56, y: 48 }, narrowFrom: 560, scene: Buildings },
  "pt-kasir-pintar": { plate: { x: 56, y: 48 }, narrowFrom: 560, scene: ShopCounter },
  "logistic-company": { plate: { x: 56, y: 48 }, narrowFrom: 500, scene: Warehouse },
  "fintech-company": { plate: { x: 56, y: 48 }, narrowFrom: 540, scene: Office },
  mindray: { plate: { x: 56, y: 48 }, narrowFrom: 380, scene: HospitalWard },
  "pemasok-perangkat-keras": { plate: { x: 56, y: 48 }, narrowFrom: 560, scene: HardwareStore },
};

/**
 * The ground every banner stands on: the floor or the street, from its top to the foot of the frame and
 * edge to edge, so no banner shows a gap where the world stops. A unit test checks each banner's.
 */
function Ground({ y, fill }: { y: number; fill: string }) {
  return <rect data-part="ground" x="0" y={y} width={bannerWidth} height={bannerHeight - y} fill={fill} />;
}

const range = (from: number, to: number, step: number) => {
  const values = [];
  for (let value = from; value < to; value += step) values.push(value);
  return values;
};

/** Raza Kopi: a coffee bar with its espresso machine, pastries and two baristas behind the counter. */
function CoffeeBar() {
  return (
    <>
      <defs>
        <pattern id="tiles" width="48" height="24" patternUnits="userSpaceOnUse">
          <path d="M0 0h48v24H0z" fill={p.paper} />
          <path d="M0 23.5h48M0 11.5h48M24 0v12M.5 12v12" stroke={p.g100} />
        </pattern>
      </defs>
      <rect width="1200" height="400" fill="url(#tiles)" />
      <rect width="400" height="290" fill={p.g700} />
      <path d="M400 0v290" stroke={p.g800} strokeWidth="8" />
      {[520, 700, 880].map((x) => (
        <g key={x}>
          <path d={`M${x} 0v52`} stroke={p.ink} strokeWidth="2" />
          <circle cx={x} cy="82" r="40" fill={p.amber} opacity=".12" />
          <path d={`M${x - 24} 76a24 24 0 0 1 48 0z`} fill={p.amber} />
        </g>
      ))}
      <rect x="950" y="30" width="210" height="150" rx="8" fill={p.g800} />
      <rect x="970" y="48" width="92" height="10" rx="3" fill={p.amber} />
      {range(74, 166, 18).map((y) => (
        <path
          key={y}
          d={`M970 ${y}h116m22 0h30`}
          stroke={p.g100}
          strokeWidth="6"
          strokeLinecap="round"
          opacity=".8"
        />
      ))}
      <path d="M430 170h330v10H430z" fill={p.wood} />
      {[446, 490, 534].map((x) => (
        <g key={x}>
          <path d={`M${x} 170v-44l6-8h26l6 8v44z`} fill={p.woodLight} />
          <rect x={x + 7} y="134" width="24" height="18" fill={p.g600} />
        </g>
      ))}
      {[600, 640, 680, 720].map((x, i) => (
        <g key={x}>
          <rect x={x} y="130" width="28" height="40" rx="6" fill={p.white} stroke={p.g100} />
          <rect x={x + 4} y={144 + (i % 2) * 6} width="20" height={22 - (i % 2) * 6} rx="3" fill={p.wood} />
        </g>
      ))}
      <Figure
        x={520}
        y={172}
        scale={1.6}
        skin={skinTones[1]}
        hair="short"
        hairColour={p.ink}
        top={p.g800}
        apron={p.woodLight}
        arms="forward"
      />
      <Figure
        x={1050}
        y={176}
        scale={1.55}
        skin={skinTones[2]}
        hair="hijab"
        hairColour={p.g600}
        top={p.slate}
        apron={p.paper}
        arms="forward"
      />
      <path d="M0 286h1200v16H0z" fill={p.woodLight} />
      <Ground y={302} fill={p.g800} />
      {range(24, 1200, 40).map((x) => (
        <path key={x} d={`M${x} 302v98`} stroke={p.g900} strokeWidth="3" />
      ))}
      <rect x="610" y="196" width="160" height="90" rx="8" fill={p.grey} />
      <rect x="610" y="196" width="160" height="20" rx="8" fill={p.slate} />
      {[640, 704].map((x) => (
        <g key={x}>
          <path d={`M${x} 216h36v12h-8v8h-20v-8h-8z`} fill={p.slate} />
          <path d={`M${x + 8} 258h20l-2 20h-16z`} fill={p.white} />
        </g>
      ))}
      <path d="M610 276h160v10H610z" fill={p.steel} />
      {[622, 660, 698, 736].map((x) => (
        <path key={x} d={`M${x} 196v-12h22v12`} fill={p.white} />
      ))}
      <path d="M790 286v-64h34v64zM794 222l4-28h18l4 28z" fill={p.slate} />
      <rect x="850" y="220" width="160" height="66" rx="6" fill={p.white} opacity=".65" />
      {[866, 904, 942, 980].map((x, i) => (
        <ellipse
          key={x}
          cx={x + 8}
          cy={i % 2 ? 260 : 266}
          rx="16"
          ry="9"
          fill={i % 2 ? p.amberDark : p.amber}
        />
      ))}
      <path d="M850 252h160" stroke={p.white} strokeWidth="3" />
      <path d="M1110 286l10-40h8l-6 40z" fill={p.slate} />
      <g transform="rotate(-12 1118 250)">
        <rect x="1080" y="224" width="76" height="52" rx="5" fill={p.ink} />
        <rect x="1086" y="230" width="64" height="40" rx="2" fill={p.g100} />
        <rect x="1092" y="258" width="30" height="7" rx="2" fill={p.g600} />
      </g>
      {[170, 200, 230].map((x, i) => (
        <path
          key={x}
          d={`M${x} 286l-3-${30 + i * 6}h24l-3 ${30 + i * 6}z`}
          fill={i === 1 ? p.amber : p.white}
        />
      ))}
      <rect x="280" y="226" width="54" height="60" rx="10" fill={p.white} opacity=".35" />
      <path d="M284 226h46v-8h-46z" fill={p.woodLight} />
      {[
        [296, 272],
        [318, 268],
        [306, 250],
        [296, 238],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" fill={p.amberDark} />
      ))}
    </>
  );
}

/** PT Alun: office and apartment towers, with its guard, technician and cleaner at the entrance. */
function Buildings() {
  return (
    <>
      <defs>
        <pattern id="windows" width="24" height="28" patternUnits="userSpaceOnUse">
          <rect x="5" y="6" width="14" height="16" rx="1" fill={p.g100} opacity=".75" />
        </pattern>
        <pattern id="balconies" width="120" height="32" patternUnits="userSpaceOnUse">
          <rect x="10" y="6" width="44" height="16" fill={p.g100} opacity=".7" />
          <rect x="66" y="6" width="44" height="16" fill={p.g100} opacity=".7" />
          <path d="M6 24h110" stroke={p.white} strokeWidth="3" opacity=".6" />
        </pattern>
      </defs>
      <rect width="1200" height="400" fill={p.g50} />
      <circle cx="1080" cy="78" r="44" fill={p.amberLight} />
      <path d="M560 70h70a18 18 0 0 1 34 4h20v14H560z" fill={p.white} />
      <path d="M160 170h50a14 14 0 0 1 26 2h14v12h-90z" fill={p.white} />
      <path d="M380 330V150h70V120h60v210zM760 330V90h90v240zM1140 330V170h60v160z" fill={p.g100} />
      <rect x="432" y="56" width="168" height="274" fill={p.g600} />
      <rect x="432" y="56" width="168" height="274" fill="url(#windows)" />
      <rect x="444" y="44" width="144" height="12" fill={p.g700} />
      <rect x="624" y="128" width="120" height="202" fill={p.g500} />
      <rect x="624" y="128" width="120" height="202" fill="url(#balconies)" />
      <rect x="888" y="28" width="168" height="302" fill={p.g700} />
      <rect x="888" y="28" width="168" height="252" fill="url(#windows)" />
      <rect x="932" y="284" width="80" height="46" fill={p.g100} />
      <path d="M972 284v46" stroke={p.g700} strokeWidth="3" />
      <rect x="916" y="276" width="112" height="10" fill={p.amber} />
      <rect x="1080" y="140" width="96" height="190" fill={p.g600} />
      <rect x="1080" y="140" width="96" height="190" fill="url(#windows)" />
      <Ground y={330} fill={p.g200} />
      <path d="M0 344h1200" stroke={p.white} strokeWidth="4" strokeDasharray="40 24" opacity=".7" />
      {[372, 830, 1190].map((x) => (
        <g key={x}>
          <rect x={x - 4} y="296" width="8" height="36" fill={p.wood} />
          <circle cx={x} cy="284" r="26" fill={p.g500} />
        </g>
      ))}
      <rect x="774" y="250" width="46" height="80" rx="3" fill={p.paper} />
      <rect x="780" y="260" width="34" height="24" fill={p.g100} />
      <Figure
        x={720}
        y={208}
        scale={0.95}
        skin={skinTones[2]}
        hair="cap"
        hairColour={p.navy}
        top={p.navy}
        legs={p.ink}
      />
      <Figure
        x={300}
        y={206}
        scale={0.96}
        skin={skinTones[1]}
        hair="helmet"
        hairColour={p.amber}
        top={p.g700}
        legs={p.g800}
        arms="hold"
        holding="tablet"
      />
      <rect x="236" y="298" width="36" height="24" rx="3" fill={p.amber} />
      <path d="M244 298v-6h20v6" fill="none" stroke={p.amberDark} strokeWidth="3" />
      <Figure
        x={1110}
        y={210}
        scale={0.94}
        skin={skinTones[0]}
        hair="hijab"
        hairColour={p.g500}
        top={p.g100}
        legs={p.slate}
      />
      <path d="M1030 296h56v28h-56z" fill={p.g700} />
      <path d="M1040 296l4-22h24l4 22z" fill={p.amber} />
      <path d="M1050 276l-14-46" stroke={p.wood} strokeWidth="4" strokeLinecap="round" />
      <circle cx="1038" cy="328" r="5" fill={p.ink} />
      <circle cx="1078" cy="328" r="5" fill={p.ink} />
    </>
  );
}

/** PT Kasir Pintar: a shop counter with its POS terminal and receipt printer, the cashier and a field rep. */
function ShopCounter() {
  const goods = [p.amber, p.g500, p.white, p.rose, p.g200, p.amberDark, p.slate];
  return (
    <>
      <rect width="1200" height="400" fill={p.g50} />
      <rect x="700" y="30" width="460" height="250" fill={p.white} />
      {[100, 170, 240].map((y, row) => (
        <g key={y}>
          <rect x="700" y={y} width="460" height="8" fill={p.g700} />
          {range(0, 14, 1).map((i) => {
            const height = 34 + ((i * 7 + row * 3) % 4) * 6;
            const width = i % 3 === 2 ? 20 : 26;
            return (
              <rect
                key={i}
                x={712 + i * 32}
                y={y - height}
                width={width}
                height={height}
                rx={i % 3 === 2 ? 8 : 2}
                fill={goods[(i + row * 2) % goods.length]}
              />
            );
          })}
        </g>
      ))}
      <rect x="700" y="30" width="460" height="250" fill="none" stroke={p.g700} strokeWidth="8" />
      <Figure
        x={930}
        y={150}
        scale={1.6}
        skin={skinTones[1]}
        hair="bun"
        hairColour={p.ink}
        top={p.amber}
        arms="forward"
      />
      <Ground y={352} fill={p.mist} />
      <path d="M380 262h820v16H380z" fill={p.g200} />
      <path d="M380 278h820v94H380z" fill={p.g600} />
      <path d="M380 300h820" stroke={p.g500} strokeWidth="4" />
      <path d="M590 262l8-34h10l-4 34z" fill={p.slate} />
      <rect x="540" y="170" width="120" height="78" rx="8" fill={p.ink} transform="rotate(-8 600 209)" />
      <g transform="rotate(-8 600 209)">
        <rect x="548" y="178" width="104" height="62" rx="3" fill={p.white} />
        <rect x="556" y="186" width="40" height="46" rx="2" fill={p.g50} />
        {[190, 204, 218].map((y) => (
          <path key={y} d={`M604 ${y}h38`} stroke={p.g100} strokeWidth="8" />
        ))}
        <rect x="604" y="224" width="38" height="10" rx="3" fill={p.g600} />
        <path d="M562 194h28M562 204h20M562 214h24" stroke={p.grey} strokeWidth="4" />
      </g>
      <rect x="680" y="222" width="60" height="40" rx="6" fill={p.slate} />
      <path d="M692 222v-34h36v34z" fill={p.white} />
      <path d="M698 198h24M698 206h18M698 214h22" stroke={p.grey} strokeWidth="3" />
      <rect x="760" y="236" width="34" height="26" rx="4" fill={p.ink} />
      <rect x="764" y="240" width="26" height="8" rx="2" fill={p.g200} />
      <Figure
        x={300}
        y={154}
        scale={1.7}
        skin={skinTones[2]}
        hair="short"
        hairColour={p.ink}
        top={p.g700}
        legs={p.slate}
        arms="hold"
        holding="tablet"
      />
      <path d="M288 201l12 18 12-18" fill="none" stroke={p.amber} strokeWidth="3" />
      <rect x="295" y="218" width="10" height="14" rx="2" fill={p.white} />
      <Plant x={450} y={262} />
    </>
  );
}

/** The logistics company: a warehouse with racks, a forklift, the gate kiosk and a truck at the dock. */
function Warehouse() {
  return (
    <>
      <defs>
        <g id="boxes">
          <rect width="40" height="34" fill={p.carton} />
          <rect x="44" y="8" width="34" height="26" fill={p.cartonDark} />
          <rect x="82" width="40" height="34" fill={p.carton} />
          <path d="M14 0v10M96 0v10" stroke={p.cartonDark} strokeWidth="4" />
        </g>
      </defs>
      <rect width="1200" height="400" fill={p.mist} />
      {[460, 700].map((x) => (
        <rect key={x} x={x} y="14" width="120" height="8" rx="4" fill={p.white} />
      ))}
      <Ground y={320} fill={p.grey} />
      <path d="M0 352h1200" stroke={p.amber} strokeWidth="5" strokeDasharray="46 30" />
      {[400, 540, 680, 820].map((x) => (
        <rect key={x} x={x} y="60" width="10" height="260" fill={p.g700} />
      ))}
      {[128, 212, 296].map((y) => (
        <g key={y}>
          <rect x="400" y={y} width="430" height="8" fill={p.amber} />
          {[412, 552, 692].map((x) => (
            <use key={x} href="#boxes" x={x} y={y - 34} />
          ))}
        </g>
      ))}
      <rect x="880" y="96" width="290" height="224" fill={p.g900} />
      <path d="M880 96h290v30H880z" fill={p.steel} />
      <path d="M880 104h290M880 112h290M880 120h290" stroke={p.slate} strokeWidth="2" />
      <rect x="920" y="150" width="210" height="160" rx="4" fill={p.paper} />
      <path d="M1025 150v160M920 230h210" stroke={p.grey} strokeWidth="3" />
      <rect x="910" y="306" width="230" height="14" fill={p.slate} />
      <rect x="920" y="286" width="22" height="8" fill={p.rose} />
      <rect x="1108" y="286" width="22" height="8" fill={p.rose} />
      <g>
        <rect x="560" y="236" width="100" height="64" rx="8" fill={p.amber} />
        <path d="M590 236v-50h60v50" fill="none" stroke={p.slate} strokeWidth="6" />
        <rect x="660" y="170" width="10" height="150" fill={p.slate} />
        <path d="M670 308h64v8h-64z" fill={p.slate} />
        <rect x="680" y="270" width="50" height="38" fill={p.carton} />
        <rect x="680" y="286" width="50" height="6" fill={p.cartonDark} />
        <circle cx="584" cy="308" r="16" fill={p.ink} />
        <circle cx="640" cy="310" r="12" fill={p.ink} />
        <Figure
          x={612}
          y={168}
          scale={0.8}
          skin={skinTones[3]}
          hair="helmet"
          hairColour={p.amber}
          top={p.g600}
          vest
          arms="forward"
        />
      </g>
      <rect x="260" y="206" width="12" height="114" fill={p.slate} />
      <rect x="236" y="170" width="60" height="44" rx="6" fill={p.ink} />
      <rect x="242" y="176" width="48" height="32" rx="2" fill={p.g100} />
      <path d="M258 184h16v16h-16z" fill="none" stroke={p.g600} strokeWidth="3" />
      <Figure
        x={330}
        y={192}
        scale={1.0}
        skin={skinTones[2]}
        hair="short"
        hairColour={p.ink}
        top={p.g700}
        legs={p.slate}
        vest
        arms="hold"
        holding="tablet"
      />
      <Figure
        x={150}
        y={196}
        scale={0.98}
        skin={skinTones[1]}
        hair="bun"
        hairColour={p.ink}
        top={p.g500}
        legs={p.ink}
        vest
      />
      <Figure
        x={860}
        y={192}
        scale={1.0}
        skin={skinTones[3]}
        hair="cap"
        hairColour={p.g800}
        top={p.slate}
        legs={p.ink}
        arms="hold"
        holding="box"
      />
    </>
  );
}

/** The fintech company: an office in Makati with the payments dashboard on the wall and desks facing it. */
function Office() {
  return (
    <>
      <rect width="1200" height="400" fill={p.paper} />
      <rect x="780" y="30" width="380" height="222" fill={p.g50} />
      <path
        d="M800 252V170h40v-40h50v122zM910 252V120h46v132zM972 252V90h60v162zM1050 252V150h44v102zM1106 252V184h54v68z"
        fill={p.g200}
      />
      <path
        d="M820 180h10M820 200h10M930 140v90M990 110v120m20-120v120M1070 170v60"
        stroke={p.white}
        strokeWidth="4"
        opacity=".6"
      />
      <path
        d="M780 30h380v222H780zM907 30v222M1034 30v222M780 140h380"
        fill="none"
        stroke={p.g700}
        strokeWidth="8"
      />
      <rect x="420" y="44" width="310" height="180" rx="10" fill={p.ink} />
      <rect x="432" y="56" width="286" height="156" rx="4" fill={p.g900} />
      {[448, 536, 624].map((x, i) => (
        <g key={x}>
          <rect x={x} y="70" width="78" height="40" rx="4" fill={p.g800} />
          <rect
            x={x + 10}
            y="80"
            width={[44, 30, 52][i]}
            height="8"
            rx="3"
            fill={i === 1 ? p.amber : p.g200}
          />
          <rect x={x + 10} y="94" width="26" height="6" rx="3" fill={p.g500} />
        </g>
      ))}
      <path
        d="M448 196l40-22 36 10 40-36 40 14 50-34"
        fill="none"
        stroke={p.amber}
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {range(448, 700, 30).map((x, i) => (
        <rect
          key={x}
          x={x}
          y={200 - ((i * 13) % 40) - 16}
          width="14"
          height={((i * 13) % 40) + 16}
          fill={p.g600}
          opacity=".7"
        />
      ))}
      <Figure
        x={790}
        y={176}
        scale={1.4}
        skin={skinTones[2]}
        hair="short"
        hairColour={p.ink}
        top={p.g600}
        arms="forward"
      />
      <Figure
        x={960}
        y={178}
        scale={1.38}
        skin={skinTones[1]}
        hair="long"
        hairColour={p.hairBrown}
        top={p.amber}
        arms="forward"
      />
      <Figure
        x={1110}
        y={180}
        scale={1.36}
        skin={skinTones[0]}
        hair="hijab"
        hairColour={p.g700}
        top={p.slate}
        arms="forward"
      />
      <Ground y={360} fill={p.mist} />
      <path d="M380 282h820v12H380z" fill={p.woodLight} />
      <path d="M400 294h800v66H400z" fill={p.g100} />
      <path d="M400 294h800" stroke={p.wood} strokeWidth="3" />
      {[750, 920, 1070].map((x) => (
        <g key={x}>
          <path d={`M${x} 282l8-40h64l8 40z`} fill={p.grey} />
          <circle cx={x + 40} cy="262" r="5" fill={p.white} />
        </g>
      ))}
      <rect x="560" y="236" width="40" height="46" rx="4" fill={p.white} stroke={p.g600} strokeWidth="3" />
      <path d="M568 244h10v10h-10zM584 244h8v8h-8zM568 262h8v8h-8zM584 260h8v12h-8z" fill={p.ink} />
      <path d="M470 282h50v-6h-50z" fill={p.slate} />
      <path d="M476 276h38v-30h-38z" fill={p.white} />
      <Plant x={330} y={360} scale={2} />
    </>
  );
}

/** Mindray: a hospital ward where its engineer has serviced the patient monitor and the ward signs off. */
function HospitalWard() {
  return (
    <>
      <rect width="1200" height="400" fill={p.g50} />
      <Ground y={330} fill={p.mist} />
      <path d="M0 330h1200" stroke={p.grey} strokeWidth="4" />
      <rect x="860" y="44" width="200" height="150" rx="6" fill={p.white} />
      <rect x="872" y="56" width="176" height="126" fill={p.sky} />
      <path d="M960 56v126M872 118h176" stroke={p.white} strokeWidth="6" />
      <path d="M400 30h420" stroke={p.steel} strokeWidth="4" />
      <path d="M400 30h70v250q-18 8-35 0-18 8-35 0z" fill={p.g200} />
      <path d="M423 34v240M446 34v246" stroke={p.g100} strokeWidth="3" />
      <rect x="540" y="96" width="40" height="40" rx="6" fill={p.white} />
      <path d="M560 104v24M548 116h24" stroke={p.g600} strokeWidth="8" />
      <rect x="800" y="170" width="16" height="120" rx="4" fill={p.steel} />
      <path d="M560 250h256v28H560z" fill={p.white} />
      <path d="M560 250h170v28H560z" fill={p.g100} />
      <rect x="740" y="236" width="60" height="18" rx="8" fill={p.white} />
      <path d="M560 278h256v14H560z" fill={p.steel} />
      <path d="M580 292v30m216-30v30" stroke={p.steel} strokeWidth="6" />
      <circle cx="580" cy="326" r="6" fill={p.ink} />
      <circle cx="796" cy="326" r="6" fill={p.ink} />
      <path d="M954 330v-160" stroke={p.steel} strokeWidth="5" />
      <path d="M930 330h48" stroke={p.slate} strokeWidth="6" strokeLinecap="round" />
      <rect x="890" y="104" width="130" height="92" rx="8" fill={p.slate} />
      <rect x="900" y="114" width="110" height="66" rx="3" fill={p.ink} />
      <path
        d="M906 146h18l6-14 8 28 7-20 5 6h22"
        fill="none"
        stroke={p.g200}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="976" y="124" width="26" height="10" rx="2" fill={p.amber} />
      <rect x="976" y="140" width="20" height="8" rx="2" fill={p.g200} />
      <rect x="906" y="164" width="50" height="6" rx="2" fill={p.g200} />
      <Figure
        x={1110}
        y={162}
        scale={1.3}
        skin={skinTones[1]}
        hair="short"
        hairColour={p.ink}
        top={p.g600}
        legs={p.slate}
        arms="hold"
        holding="tablet"
      />
      <rect x="1034" y="300" width="44" height="30" rx="4" fill={p.amber} />
      <path d="M1046 300v-6h20v6" fill="none" stroke={p.amberDark} strokeWidth="3" />
      <Figure
        x={490}
        y={162}
        scale={1.3}
        skin={skinTones[2]}
        hair="hijab"
        hairColour={p.g600}
        top={p.white}
        legs={p.g700}
        arms="hold"
        holding="tablet"
      />
      <path d="M312 330v-110h52v110" fill={p.white} />
      <rect x="300" y="200" width="76" height="30" rx="4" fill={p.grey} />
      <rect x="306" y="150" width="64" height="46" rx="4" fill={p.ink} />
      <path d="M318 180q20-30 40 0" fill="none" stroke={p.g200} strokeWidth="3" />
      <circle cx="322" cy="334" r="5" fill={p.ink} />
      <circle cx="356" cy="334" r="5" fill={p.ink} />
    </>
  );
}

/** The hardware supplier: shelves of routers, cameras and cable, a wall of tools and the trade counter. */
function HardwareStore() {
  return (
    <>
      <defs>
        <g id="router">
          <rect y="10" width="54" height="18" rx="4" fill={p.white} stroke={p.grey} strokeWidth="2" />
          <path d="M8 10V-8M46 10V-8" stroke={p.slate} strokeWidth="3" strokeLinecap="round" />
          <path d="M10 20h4m4 0h4m4 0h4" stroke={p.g500} strokeWidth="3" />
        </g>
        <g id="camera">
          <rect width="44" height="20" rx="6" fill={p.white} stroke={p.grey} strokeWidth="2" />
          <circle cx="36" cy="10" r="6" fill={p.ink} />
          <path d="M14 20v10h-10" fill="none" stroke={p.steel} strokeWidth="4" />
        </g>
      </defs>
      <rect width="1200" height="400" fill={p.g50} />
      <Ground y={330} fill={p.mist} />
      <rect x="400" y="40" width="470" height="290" fill={p.g100} />
      <path d="M400 40v290M870 40v290" stroke={p.steel} strokeWidth="8" />
      {[120, 200, 280].map((y) => (
        <rect key={y} x="400" y={y} width="470" height="8" fill={p.steel} />
      ))}
      {[420, 500, 580].map((x) => (
        <use key={x} href="#router" x={x} y={92} />
      ))}
      {[680, 760].map((x) => (
        <g key={x}>
          <rect x={x} y="84" width="66" height="36" fill={p.carton} />
          <rect x={x + 18} y="94" width="30" height="12" fill={p.white} opacity=".7" />
        </g>
      ))}
      {[420, 490, 560].map((x) => (
        <use key={x} href="#camera" x={x} y={168} />
      ))}
      <rect x="650" y="150" width="200" height="50" rx="4" fill={p.slate} />
      <path d="M664 176h172" stroke={p.g200} strokeWidth="6" strokeDasharray="8 6" />
      {[440, 530, 620].map((x, i) => (
        <g key={x}>
          <circle cx={x} cy="252" r="28" fill={i === 1 ? p.amber : p.g600} />
          <circle cx={x} cy="252" r="10" fill={p.white} />
        </g>
      ))}
      {[690, 770].map((x) => (
        <g key={x}>
          <rect x={x} y="224" width="66" height="56" fill={p.carton} />
          <path d={`M${x + 24} 224v12h18v-12`} fill={p.cartonDark} />
        </g>
      ))}
      <rect x="920" y="40" width="250" height="170" rx="6" fill={p.amberLight} />
      <g fill={p.steel} opacity=".5">
        {range(936, 1160, 22).map((x) =>
          range(56, 200, 22).map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />),
        )}
      </g>
      <path d="M940 70l50 50" stroke={p.slate} strokeWidth="9" strokeLinecap="round" />
      <path d="M934 58a12 12 0 1 0 18 16l-8-2-2-8z" fill={p.slate} />
      <rect x="1000" y="66" width="64" height="32" rx="10" fill={p.g600} />
      <path d="M1064 78h18" stroke={p.steel} strokeWidth="5" />
      <path d="M1010 98h22l-4 46h-18z" fill={p.ink} />
      <rect x="1006" y="140" width="30" height="12" rx="3" fill={p.amber} />
      <path d="M1110 64v86" stroke={p.wood} strokeWidth="9" strokeLinecap="round" />
      <rect x="1092" y="56" width="36" height="16" rx="3" fill={p.slate} />
      <path d="M1140 70v40" stroke={p.amber} strokeWidth="10" strokeLinecap="round" />
      <path d="M1140 110v40" stroke={p.steel} strokeWidth="4" />
      <circle cx="960" cy="176" r="14" fill={p.amber} />
      <circle cx="960" cy="176" r="6" fill={p.amberLight} />
      <Figure
        x={1060}
        y={160}
        scale={1.45}
        skin={skinTones[2]}
        hair="short"
        hairColour={p.ink}
        top={p.g600}
        arms="forward"
      />
      <path d="M900 262h300v16H900z" fill={p.g200} />
      <path d="M900 278h300v74H900z" fill={p.g700} />
      <rect x="960" y="236" width="60" height="26" rx="3" fill={p.slate} />
      <path d="M968 249h44" stroke={p.g200} strokeWidth="3" strokeDasharray="4 4" />
      <Figure
        x={300}
        y={158}
        scale={1.35}
        skin={skinTones[3]}
        hair="cap"
        hairColour={p.g700}
        top={p.g500}
        legs={p.slate}
        arms="hold"
        holding="box"
      />
    </>
  );
}
