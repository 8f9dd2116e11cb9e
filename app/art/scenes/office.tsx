import { colour, hair, shade, skin } from "../palette.ts";
import { AppCard, CheckBadge, Plant, SceneSvg, TextLines } from "./parts.tsx";
import { Person, poses } from "./person.tsx";

/** The city through the office window: towers in the brand's pale greens. */
function Skyline() {
  return (
    <g>
      <rect x="446" y="60" width="318" height="270" fill={colour.sky} />
      <g fill={colour["brand-100"]}>
        <rect x="456" y="170" width="46" height="160" />
        <rect x="560" y="120" width="54" height="210" />
        <rect x="690" y="150" width="50" height="180" />
        <path d="M612 330V98l8-18 8 18v232z" />
      </g>
      <g fill={colour["brand-200"]}>
        <rect x="500" y="210" width="64" height="120" />
        <rect x="624" y="190" width="70" height="140" />
        <rect x="736" y="230" width="28" height="100" />
      </g>
      <g fill={colour.white} opacity="0.6">
        <path d="M512 224h10v8h-10zM532 224h10v8h-10zM512 244h10v8h-10zM532 244h10v8h-10zM636 206h10v8h-10zM656 206h10v8h-10zM676 206h10v8h-10zM636 226h10v8h-10zM656 226h10v8h-10zM676 226h10v8h-10z" />
      </g>
      {/* Window frame and mullions. */}
      <g fill="none" stroke={colour.white} strokeWidth="12">
        <rect x="440" y="54" width="330" height="282" rx="6" />
        <path d="M605 54V336" />
      </g>
    </g>
  );
}

/** The wall calendar, with the days of an approved leave marked. */
function Calendar() {
  const days = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const leave = row === 2 && col >= 1 && col <= 3;
      days.push(
        <rect
          key={`${row}-${col}`}
          x={86 + col * 24}
          y={128 + row * 20}
          width="16"
          height="12"
          rx="3"
          fill={leave ? colour.accent : colour["brand-50"]}
        />,
      );
    }
  }
  return (
    <g>
      <rect x="70" y="82" width="150" height="140" rx="10" fill={colour.white} />
      <rect x="70" y="82" width="150" height="32" rx="10" fill={colour["brand-600"]} />
      <rect x="70" y="100" width="150" height="14" fill={colour["brand-600"]} />
      <rect x="98" y="74" width="8" height="18" rx="4" fill={colour.slate} />
      <rect x="184" y="74" width="8" height="18" rx="4" fill={colour.slate} />
      {days}
    </g>
  );
}

/**
 * HR in the office: a manager at her desk approves a leave request on her phone, the laptop beside her
 * shows the team's requests, and the colleague who asked gets the answer on his.
 */
export function OfficeScene() {
  return (
    <SceneSvg background={colour["brand-50"]}>
      <Skyline />
      <Calendar />
      <rect y="520" width="800" height="80" fill={colour["brand-100"]} />
      <rect y="520" width="800" height="6" {...shade} />
      <Plant at={[56, 560]} scale={1.15} pot={colour["brand-700"]} />

      {/* The back of her chair. */}
      <rect x="196" y="300" width="108" height="120" rx="22" fill={colour.navy} />
      <Person
        at={[250, 540]}
        scale={1.16}
        look={{
          skin: skin[3],
          hair: hair[0],
          style: "bun",
          top: colour.white,
          sleeves: "long",
          bottom: colour.navy,
          shoes: colour.ink,
          over: { kind: "blazer", colour: colour["brand-700"] },
        }}
        pose={{ ...poses.readingPhone, noLegs: true }}
        held={{ hand: 1, item: "phone", angle: 6 }}
      />
      {/* The desk: a wooden top on a panel that hides the chair. */}
      <rect x="112" y="404" width="470" height="130" rx="4" fill={colour.white} />
      <rect x="112" y="404" width="470" height="10" {...shade} />
      <rect x="100" y="392" width="494" height="16" rx="5" fill={colour.wood} />
      {/* A pedestal of drawers at its right end. */}
      <rect x="452" y="418" width="118" height="108" rx="4" fill={colour["brand-50"]} />
      <path d="M452 454H570M452 490H570" stroke={colour.white} strokeWidth="4" />
      <g fill={colour["brand-200"]}>
        <rect x="490" y="432" width="42" height="6" rx="3" />
        <rect x="490" y="468" width="42" height="6" rx="3" />
        <rect x="490" y="504" width="42" height="6" rx="3" />
      </g>
      {/* The laptop, seen from the side of its screen. */}
      <g>
        <path d="M388 392L378 302H512L522 392Z" fill={colour.slate} />
        <path d="M391 384L383 310H506L514 384Z" fill={colour["brand-50"]} />
        <rect x="398" y="322" width="54" height="8" rx="4" fill={colour["brand-600"]} />
        <TextLines at={[400, 342]} widths={[90, 80, 86]} gap={13} />
        <CheckBadge at={[490, 346]} r={6} />
        <CheckBadge at={[490, 359]} r={6} />
        <CheckBadge at={[490, 372]} r={6} fill={colour.accent} />
        <path d="M372 392H540L548 398H364Z" fill={colour.steelDark} />
      </g>
      {/* A mug. */}
      <path d="M152 392V360H182V392Z" fill={colour.accent} />
      <path d="M182 366a9 9 0 0 1 0 18" fill="none" stroke={colour.accent} strokeWidth="5" />

      <Person
        at={[676, 566]}
        scale={1.14}
        look={{
          skin: skin[1],
          hair: hair[2],
          style: "side",
          top: colour["brand-500"],
          sleeves: "long",
          collar: colour.white,
          bottom: colour.slate,
          shoes: colour.ink,
          over: { kind: "lanyard", colour: colour.accent },
        }}
        pose={{
          arms: [
            { elbow: [-33, -182], hand: [-36, -140] },
            { elbow: [36, -176], hand: [12, -196] },
          ],
          stride: 4,
          tilt: -4,
        }}
        held={{ hand: 1, item: "phone", angle: -6 }}
      />
      {/* The request, approved on the manager's phone... */}
      <AppCard at={[292, 96]} width={190} height={116}>
        <rect x="16" y="16" width="36" height="36" rx="10" fill={colour.amber100} />
        <rect x="24" y="26" width="20" height="18" rx="3" fill={colour.accent} />
        <rect x="24" y="26" width="20" height="5" fill={colour["accent-600"]} />
        <rect x="64" y="20" width="92" height="10" rx="5" fill={colour.ink} opacity="0.75" />
        <TextLines at={[64, 38]} widths={[70]} />
        <rect x="16" y="70" width="74" height="30" rx="15" fill="none" stroke={colour.line} strokeWidth="3" />
        <rect x="100" y="70" width="74" height="30" rx="15" fill={colour["brand-600"]} />
        <path
          d="M128 85l5 5 10-10"
          fill="none"
          stroke={colour.white}
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </AppCard>
      {/* ...and the answer on the colleague's. */}
      <AppCard at={[612, 150]} width={150} height={56}>
        <CheckBadge at={[30, 28]} r={14} />
        <TextLines at={[54, 18]} widths={[80, 56]} gap={14} />
      </AppCard>
      <g fill={colour.accent}>
        <path d="M584 232l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <circle cx="280" cy="236" r="4" />
      </g>
    </SceneSvg>
  );
}
