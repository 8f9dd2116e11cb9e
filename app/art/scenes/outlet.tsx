import { colour, hair, shade, skin } from "../palette.ts";
import { AppCard, CheckBadge, Plant, SceneSvg, TextLines, WallClock } from "./parts.tsx";
import { Person, poses } from "./person.tsx";

/** A lamp hanging from the ceiling over the counter, with its pool of light when it is dark outside. */
function Lamp({ x, drop, night }: { x: number; drop: number; night: boolean }) {
  return (
    <g>
      {night && (
        <path
          d={`M${x - 20} ${drop + 20}L${x - 110} 420H${x + 110}L${x + 20} ${drop + 20}Z`}
          fill={colour.amber100}
          opacity="0.14"
        />
      )}
      <path d={`M${x} 0V${drop}`} stroke={colour.ink} strokeWidth="2" />
      <path
        d={`M${x - 26} ${drop + 22}Q${x - 24} ${drop} ${x} ${drop}Q${x + 24} ${drop} ${x + 26} ${drop + 22}Z`}
        fill={night ? colour["brand-900"] : colour["brand-800"]}
      />
      <ellipse cx={x} cy={drop + 22} rx="10" ry="5" fill={night ? colour.amber100 : colour.amber300} />
    </g>
  );
}

/** The espresso machine on the counter, its feet at y 420. */
function EspressoMachine() {
  return (
    <g transform="translate(-210 28)">
      <rect x="540" y="286" width="150" height="106" rx="10" fill={colour.steel} />
      <rect x="540" y="286" width="150" height="22" rx="10" fill={colour["brand-700"]} />
      <rect x="540" y="300" width="150" height="8" fill={colour["brand-700"]} />
      <rect x="552" y="318" width="126" height="6" rx="3" fill={colour.steelDark} />
      <g fill={colour.slate}>
        <rect x="566" y="326" width="30" height="12" rx="4" />
        <rect x="634" y="326" width="30" height="12" rx="4" />
        <rect x="576" y="338" width="10" height="12" />
        <rect x="644" y="338" width="10" height="12" />
      </g>
      <rect x="552" y="378" width="126" height="8" rx="3" fill={colour.steelDark} />
      <path d="M571 362h20l-2 16h-16z" fill={colour.white} />
      <circle cx="680" cy="296" r="4" fill={colour.accent} />
      {/* The steam wand. */}
      <path d="M684 340h10v36" fill="none" stroke={colour.steelDark} strokeWidth="5" strokeLinecap="round" />
      {/* Cups stacked on top, warming. */}
      <g fill={colour.white}>
        <path d="M556 286h20l-2-14h-16zM580 286h20l-2-14h-16zM604 286h20l-2-14h-16z" />
      </g>
    </g>
  );
}

/**
 * A coffee outlet's counter: a barista in a hijab checks the team's chat and the shift roster on her phone
 * while her colleague pulls a shot. `night`: the late shift, with the street dark outside, the lamps lit and
 * the overtime the app counts.
 */
export function OutletScene({ night = false }: { night?: boolean }) {
  const wall = night ? colour["brand-800"] : colour.amber100;
  return (
    <SceneSvg background={wall}>
      {/* The window onto the street. */}
      <rect x="38" y="58" width="232" height="262" rx="10" fill={colour.wood} />
      <rect x="50" y="70" width="208" height="238" rx="4" fill={night ? colour["brand-900"] : colour.sky} />
      {night ? (
        <g fill={colour.amber100}>
          <circle cx="206" cy="118" r="20" />
          <circle cx="216" cy="110" r="18" fill={colour["brand-900"]} />
          <circle cx="90" cy="104" r="2.5" />
          <circle cx="140" cy="140" r="2" />
          <circle cx="230" cy="180" r="2" />
          <circle cx="110" cy="190" r="2.5" />
        </g>
      ) : (
        <g fill={colour.white}>
          <path d="M76 130a18 18 0 0 1 34-8 14 14 0 0 1 22 12H76z" />
          <path d="M170 170a14 14 0 0 1 26-6 11 11 0 0 1 18 10h-44z" />
        </g>
      )}
      <path
        d="M50 250Q100 226 154 240T258 232V308H50Z"
        fill={night ? colour["brand-700"] : colour["brand-200"]}
      />
      <rect x="50" y="280" width="208" height="28" fill={night ? colour.slate : colour.white} opacity="0.6" />
      <rect x="150" y="70" width="8" height="238" fill={colour.wood} />
      <rect x="50" y="186" width="208" height="8" fill={colour.wood} />
      {/* The menu board: drawn items, no words. */}
      <rect x="330" y="64" width="300" height="150" rx="12" fill={colour["brand-900"]} />
      <g fill={colour.white} opacity="0.85">
        <rect x="356" y="88" width="90" height="8" rx="4" />
        <rect x="500" y="88" width="90" height="8" rx="4" />
      </g>
      <g fill={colour.white} opacity="0.45">
        <rect x="356" y="112" width="110" height="6" rx="3" />
        <rect x="356" y="132" width="90" height="6" rx="3" />
        <rect x="356" y="152" width="104" height="6" rx="3" />
        <rect x="356" y="172" width="80" height="6" rx="3" />
        <rect x="500" y="112" width="104" height="6" rx="3" />
        <rect x="500" y="132" width="84" height="6" rx="3" />
        <rect x="500" y="152" width="110" height="6" rx="3" />
      </g>
      <g fill={colour.accent}>
        <path d="M568 176h26l-3 20h-20z" />
        <path d="M592 180a6 6 0 0 1 0 12" fill="none" stroke={colour.accent} strokeWidth="3" />
      </g>
      <WallClock at={[704, 116]} r={26} time={night ? [21, 50] : [7, 5]} />
      {/* A shelf of beans and jars. */}
      <rect x="660" y="228" width="140" height="8" fill={colour.woodDark} />
      <g>
        <rect x="672" y="188" width="28" height="40" rx="4" fill={colour["brand-600"]} />
        <rect x="706" y="196" width="28" height="32" rx="4" fill={colour.accent} />
        <rect x="740" y="184" width="28" height="44" rx="4" fill={colour["brand-500"]} />
        <rect x="676" y="200" width="20" height="10" rx="2" fill={colour.white} opacity="0.7" />
        <rect x="744" y="198" width="20" height="10" rx="2" fill={colour.white} opacity="0.7" />
      </g>
      <Lamp x={200} drop={18} night={night} />
      <Lamp x={480} drop={18} night={night} />
      <Lamp x={740} drop={18} night={night} />

      <Person
        at={[566, 560]}
        scale={1.12}
        flip
        look={{
          skin: skin[0],
          hair: hair[1],
          style: "side",
          top: colour["brand-600"],
          sleeves: "short",
          collar: colour["brand-100"],
          bottom: colour.navy,
          shoes: colour.ink,
          over: { kind: "apron", colour: colour["brand-800"] },
        }}
        pose={{
          arms: [
            { elbow: [-34, -180], hand: [-30, -146] },
            { elbow: [46, -184], hand: [40, -150] },
          ],
          noLegs: true,
        }}
        held={{ hand: 1, item: "pitcher" }}
      />
      <Person
        at={[200, 560]}
        scale={1.16}
        look={{
          skin: skin[2],
          hair: hair[0],
          style: "hijab",
          hijab: night ? colour.accent : colour["brand-600"],
          top: colour.white,
          sleeves: "long",
          bottom: colour.navy,
          shoes: colour.ink,
          over: { kind: "apron", colour: night ? colour["brand-600"] : colour["brand-800"] },
        }}
        pose={{ ...poses.readingPhone, noLegs: true }}
        held={{ hand: 1, item: "phone", angle: 6 }}
      />

      {/* The counter: a wooden top over a slatted front. */}
      <rect y="420" width="800" height="180" fill={night ? colour["brand-700"] : colour["brand-100"]} />
      <g stroke={night ? colour["brand-800"] : colour["brand-200"]} strokeWidth="4">
        <path d="M40 446V600M100 446V600M160 446V600M220 446V600M280 446V600M340 446V600M400 446V600M460 446V600M520 446V600M580 446V600M640 446V600M700 446V600M760 446V600" />
      </g>
      <rect y="572" width="800" height="28" fill={night ? colour["brand-900"] : colour["brand-600"]} />
      <circle cx="400" cy="506" r="38" fill={colour["brand-600"]} />
      <g fill={colour.white}>
        <path d="M382 488h30l-4 34h-22z" />
        <path d="M410 494a9 9 0 0 1 0 18" fill="none" stroke={colour.white} strokeWidth="4" />
        <path
          d="M388 482q-4 -8 0 -14M398 482q-4 -8 0 -14"
          fill="none"
          stroke={colour.white}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <rect y="412" width="800" height="20" rx="4" fill={colour.wood} />
      <rect y="428" width="800" height="6" {...shade} />
      <EspressoMachine />
      <path
        d="M500 352q-8 -10 0 -20t0 -20M512 356q-8 -10 0 -20"
        fill="none"
        stroke={night ? colour.white : colour.steelDark}
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.6"
      />
      {/* The till and a cup for a customer. */}
      <g transform="translate(520 28)">
        <path d="M118 384l10-58h68l-4 58z" fill={colour.slate} />
        <path d="M126 374l8-42h56l-3 42z" fill={colour["brand-100"]} />
        <rect x="140" y="342" width="34" height="8" rx="4" fill={colour["brand-600"]} />
      </g>
      <g transform="translate(612 412)">
        <path d="M-14 -36h28l-4 36h-20z" fill={colour.white} />
        <rect x="-16" y="-42" width="32" height="8" rx="4" fill={colour["brand-700"]} />
        <rect x="-12" y="-24" width="24" height="10" fill={colour.accent} />
      </g>
      <Plant at={[40, 412]} scale={0.55} pot={colour.white} />
      {night ? (
        <AppCard at={[262, 206]} width={150} height={84}>
          <circle cx="38" cy="42" r="22" fill={colour["brand-50"]} />
          <path d="M44 30a14 14 0 1 0 6 22a11 11 0 0 1 -6 -22z" fill={colour["accent-600"]} />
          <rect x="72" y="26" width="56" height="12" rx="6" fill={colour.accent} />
          <TextLines at={[72, 48]} widths={[60, 40]} />
        </AppCard>
      ) : (
        <g>
          <AppCard at={[262, 196]} width={138} height={50}>
            <circle cx="26" cy="25" r="13" fill={skin[0]} />
            <TextLines at={[48, 16]} widths={[72, 50]} />
          </AppCard>
          <AppCard at={[290, 258]} width={126} height={50}>
            <rect x="14" y="13" width="80" height="24" rx="12" fill={colour["brand-500"]} />
            <CheckBadge at={[108, 25]} r={9} fill={colour.accent} />
          </AppCard>
        </g>
      )}
    </SceneSvg>
  );
}
