import { colour, hair, shade, skin } from "../palette.ts";
import { AppCard, Carton, CheckBadge, Pin, SceneSvg, TextLines, WallClock } from "./parts.tsx";
import { Person, poses } from "./person.tsx";

/** A rack of shelves with stock, `x` its left edge; its beams stand on the floor at y 452. */
function Rack({ x }: { x: number }) {
  const beams = [196, 324, 446];
  return (
    <g>
      {/* Stock, level by level, standing on the beams. */}
      <Carton at={[x + 22, 196]} width={62} height={74} />
      <Carton at={[x + 88, 196]} width={44} height={52} light />
      <rect x={x + 150} y="150" width="52" height="46" rx="6" fill={colour["brand-200"]} />
      <rect x={x + 206} y="160" width="52" height="36" rx="6" fill={colour["brand-200"]} />
      <rect x={x + 150} y="150" width="52" height="8" rx="4" fill={colour["brand-500"]} />
      <rect x={x + 206} y="160" width="52" height="8" rx="4" fill={colour["brand-500"]} />
      <Carton at={[x + 22, 324]} width={50} height={60} light />
      <Carton at={[x + 76, 324]} width={56} height={82} />
      <Carton at={[x + 150, 324]} width={70} height={64} />
      <Carton at={[x + 224, 324]} width={36} height={40} light />
      <Carton at={[x + 22, 446]} width={110} height={86} />
      <Carton at={[x + 150, 446]} width={56} height={56} light />
      <Carton at={[x + 210, 446]} width={50} height={92} />
      <g fill={colour["brand-700"]}>
        <rect x={x} y="70" width="14" height="384" rx="3" />
        <rect x={x + 136} y="70" width="12" height="384" rx="3" />
        <rect x={x + 264} y="70" width="14" height="384" rx="3" />
      </g>
      <g fill={colour.accent}>
        {beams.map((y) => (
          <rect key={y} x={x - 4} y={y} width="286" height="11" rx="3" />
        ))}
      </g>
    </g>
  );
}

/** The loading gate: a roller door half open onto the yard outside. */
function Gate() {
  return (
    <g>
      <rect x="346" y="118" width="370" height="336" rx="6" fill={colour["brand-800"]} />
      {/* Outside: daylight, a hedge and the yard. */}
      <rect x="364" y="136" width="334" height="318" fill={colour.surface} />
      <path d="M364 380Q420 350 480 372T600 366T698 372V454H364Z" fill={colour["brand-100"]} />
      <circle cx="640" cy="300" r="34" fill={colour["brand-200"]} />
      <circle cx="676" cy="320" r="26" fill={colour["brand-200"]} />
      <rect x="364" y="430" width="334" height="24" fill={colour.line} />
      {/* The door, rolled up to a little above head height. */}
      <rect x="364" y="136" width="334" height="116" fill={colour.steel} />
      <g stroke={colour.steelDark} strokeWidth="3">
        <path d="M364 160H698M364 184H698M364 208H698M364 232H698" />
      </g>
      <rect x="364" y="244" width="334" height="10" rx="3" fill={colour.slate} />
      <rect x="516" y="246" width="30" height="6" rx="3" fill={colour.accent} />
      {/* Hazard stripes on the posts. */}
      <g fill={colour.accent}>
        <rect x="346" y="300" width="18" height="154" />
        <rect x="698" y="300" width="18" height="154" />
      </g>
      <g fill={colour.ink}>
        <path d="M346 318l18-14v16l-18 14zM346 358l18-14v16l-18 14zM346 398l18-14v16l-18 14zM346 438l18-14v16l-18 14z" />
        <path d="M698 318l18-14v16l-18 14zM698 358l18-14v16l-18 14zM698 398l18-14v16l-18 14zM698 438l18-14v16l-18 14z" />
      </g>
    </g>
  );
}

/**
 * A warehouse at the start of a shift: by the loading gate, inside the site's geofence (the dashed ring on
 * the floor), a worker in a hard hat clocks in with a selfie; the app confirms it; a colleague carries the
 * first carton in.
 */
export function WarehouseScene() {
  return (
    <SceneSvg background={colour["brand-50"]}>
      {/* High windows along the wall. */}
      <rect x="330" y="18" width="470" height="50" fill={colour["brand-100"]} />
      <g fill={colour.white} opacity="0.85">
        <rect x="340" y="25" width="104" height="36" rx="3" />
        <rect x="452" y="25" width="104" height="36" rx="3" />
        <rect x="564" y="25" width="104" height="36" rx="3" />
        <rect x="676" y="25" width="124" height="36" rx="3" />
      </g>
      <rect y="450" width="800" height="150" fill={colour["brand-100"]} />
      <rect y="450" width="800" height="6" {...shade} />
      <Rack x={34} />
      <Gate />
      <WallClock at={[531, 93]} r={20} time={[7, 58]} />
      {/* The geofence of the site, drawn on the floor, and its pin. */}
      <ellipse
        cx="500"
        cy="528"
        rx="250"
        ry="48"
        fill={colour["brand-500"]}
        fillOpacity="0.1"
        stroke={colour["brand-500"]}
        strokeWidth="3"
        strokeDasharray="12 10"
      />
      {/* A loaded pallet in the front. */}
      <g>
        <ellipse cx="130" cy="578" rx="110" ry="8" {...shade} />
        <rect x="30" y="556" width="200" height="14" rx="3" fill={colour["brand-800"]} />
        <rect x="40" y="570" width="24" height="8" fill={colour["brand-900"]} />
        <rect x="118" y="570" width="24" height="8" fill={colour["brand-900"]} />
        <rect x="196" y="570" width="24" height="8" fill={colour["brand-900"]} />
        <Carton at={[36, 556]} width={92} height={58} />
        <Carton at={[132, 556]} width={92} height={58} light />
        <Carton at={[60, 498]} width={80} height={46} light />
      </g>
      {/* A traffic cone by the gate. */}
      <g>
        <ellipse cx="300" cy="566" rx="30" ry="6" {...shade} />
        <path d="M288 500h24l14 62h-52z" fill={colour.accent} />
        <path d="M284 520h32l4 16h-40z" fill={colour.white} />
        <rect x="266" y="556" width="68" height="10" rx="3" fill={colour["accent-600"]} />
      </g>
      <Person
        at={[690, 552]}
        scale={1.08}
        flip
        look={{
          skin: skin[3],
          hair: hair[0],
          style: "short",
          hat: { kind: "hardHat", colour: colour.white },
          top: colour["brand-600"],
          sleeves: "short",
          collar: colour["brand-100"],
          bottom: colour.slate,
          shoes: colour.ink,
          over: { kind: "vest", colour: colour.accent },
        }}
        pose={{
          arms: [
            { elbow: [-30, -176], hand: [-14, -196] },
            { elbow: [30, -176], hand: [14, -196] },
          ],
          stride: 10,
        }}
        held={{ hand: 1, item: "box" }}
      />
      <Person
        at={[468, 566]}
        scale={1.24}
        look={{
          skin: skin[1],
          hair: hair[1],
          style: "bun",
          hat: { kind: "hardHat", colour: colour.white },
          top: colour["brand-600"],
          sleeves: "long",
          bottom: colour.navy,
          shoes: colour.ink,
          over: { kind: "vest", colour: colour.accent },
        }}
        pose={poses.selfie}
        held={{ hand: 1, item: "phone" }}
      />
      {/* What the phone confirms: the selfie, the time, inside the geofence. */}
      <AppCard at={[576, 112]} width={196} height={98}>
        <circle cx="46" cy="49" r="28" fill={colour["brand-100"]} />
        <circle cx="46" cy="44" r="11" fill={skin[1]} />
        <path d="M26 70a20 16 0 0 1 40 0z" fill={colour["brand-600"]} />
        <path d="M34 40a12 12 0 0 1 24 0z" fill={colour.white} />
        <CheckBadge at={[68, 72]} r={11} />
        <rect x="90" y="26" width="78" height="12" rx="6" fill={colour["brand-600"]} />
        <TextLines at={[90, 48]} widths={[88, 60]} />
        <Pin at={[180, 80]} size={0.5} fill={colour.accent} />
      </AppCard>
      <g fill={colour.accent}>
        <path d="M516 176l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <circle cx="560" cy="150" r="4" />
      </g>
    </SceneSvg>
  );
}
