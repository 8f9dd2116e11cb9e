import { colour, hair, shade, skin } from "../palette.ts";
import { AppCard, CheckBadge, Pin, Plant, SceneSvg, TextLines } from "./parts.tsx";
import { Person } from "./person.tsx";

/** A client's two-storey shophouse on the street, its ground floor's sill at y 470. */
function Shophouse({ claim }: { claim: boolean }) {
  return (
    <g>
      <rect x="250" y="84" width="560" height="388" fill={colour.white} />
      <rect x="250" y="84" width="560" height="18" fill={colour["brand-100"]} />
      {/* Upper floor: windows behind a balcony rail. */}
      <g fill={colour.sky}>
        <rect x="300" y="126" width="110" height="96" rx="6" />
        <rect x="450" y="126" width="110" height="96" rx="6" />
        <rect x="600" y="126" width="110" height="96" rx="6" />
      </g>
      <g fill={colour.white} opacity="0.7">
        <path d="M312 200l40-60h24l-40 60zM462 200l40-60h24l-40 60zM612 200l40-60h24l-40 60z" />
      </g>
      <rect x="280" y="214" width="500" height="8" rx="3" fill={colour["brand-800"]} />
      <g stroke={colour["brand-800"]} strokeWidth="4">
        <path d="M290 218V240M330 218V240M370 218V240M410 218V240M450 218V240M490 218V240M530 218V240M570 218V240M610 218V240M650 218V240M690 218V240M730 218V240M770 218V240" />
      </g>
      <rect x="280" y="238" width="500" height="6" rx="3" fill={colour["brand-800"]} />
      {/* The shop's sign, with a mark and no words. */}
      <rect x="540" y="252" width="228" height="44" rx="8" fill={colour["brand-700"]} />
      <circle cx="570" cy="274" r="12" fill={colour.accent} />
      <rect x="594" y="268" width="140" height="12" rx="6" fill={colour.white} />
      {/* The awning, striped. */}
      <path d="M264 300H796L780 340H280Z" fill={colour["brand-500"]} />
      <g fill={colour.white}>
        <path d="M308 300h40l-4 40h-40zM412 300h40l-2 40h-40zM516 300h40v40h-40zM620 300h40l2 40h-40zM724 300h40l4 40h-40z" />
      </g>
      <path d="M280 340H780" stroke={colour["brand-600"]} strokeWidth="6" strokeLinecap="round" />
      {/* Ground floor: a shutter half up over the glass front. */}
      <rect x="450" y="350" width="310" height="122" fill={colour["brand-900"]} opacity="0.85" />
      <rect x="450" y="350" width="310" height="40" fill={colour.steel} />
      <g stroke={colour.steelDark} strokeWidth="2.5">
        <path d="M450 362H760M450 374H760M450 386H760" />
      </g>
      <g fill={colour.sky} opacity="0.55">
        <rect x="466" y="398" width="130" height="72" />
        <rect x="612" y="398" width="132" height="72" />
      </g>
      {claim ? <Plant at={[360, 470]} scale={0.9} pot={colour["brand-700"]} /> : <AirConditioner />}
    </g>
  );
}

/** The air-conditioner's outdoor unit the technician came to service. */
function AirConditioner() {
  return (
    <g>
      <rect x="296" y="360" width="112" height="76" rx="6" fill={colour.line} />
      <circle cx="336" cy="398" r="26" fill={colour.steel} />
      <g stroke={colour.steelDark} strokeWidth="3">
        <path d="M336 372V424M310 398H362M318 380L354 416M354 380L318 416" />
      </g>
      <rect x="372" y="372" width="26" height="6" rx="3" fill={colour.steelDark} />
      <rect x="372" y="384" width="26" height="6" rx="3" fill={colour.steelDark} />
      <path d="M408 376h16v94" fill="none" stroke={colour.steelDark} strokeWidth="4" />
    </g>
  );
}

/** A step-through scooter parked on the pavement, its wheels on y 512. */
function Scooter() {
  return (
    <g>
      <ellipse cx="140" cy="512" rx="112" ry="8" {...shade} />
      <rect x="34" y="480" width="64" height="10" rx="5" fill={colour.steelDark} />
      <g fill={colour.navy}>
        <circle cx="66" cy="482" r="30" />
        <circle cx="216" cy="482" r="30" />
      </g>
      <g fill={colour.steel}>
        <circle cx="66" cy="482" r="12" />
        <circle cx="216" cy="482" r="12" />
      </g>
      {/* The rear cowl over the engine, the floorboard, the leg shield and the front fender. */}
      <path d="M30 468C26 436 50 414 92 412H152C160 412 164 420 162 430L158 468Z" fill={colour.accent} />
      <rect x="150" y="450" width="58" height="18" rx="4" fill={colour["accent-600"]} />
      <path
        d="M196 468L206 420C210 400 220 382 234 370L246 376C236 396 228 422 224 468Z"
        fill={colour.accent}
      />
      <path d="M184 484A32 32 0 0 1 248 474L238 476A22 22 0 0 0 194 484Z" fill={colour["accent-600"]} />
      <path d="M40 448H150" stroke={colour.white} strokeWidth="4" strokeLinecap="round" opacity="0.5" />
      <rect x="54" y="398" width="100" height="16" rx="8" fill={colour.ink} />
      <path d="M238 372L226 344" stroke={colour.slate} strokeWidth="6" strokeLinecap="round" />
      <path d="M210 344H240" stroke={colour.ink} strokeWidth="7" strokeLinecap="round" />
      <circle cx="244" cy="384" r="6" fill={colour.amber100} />
      {/* A top box for tools. */}
      <rect x="30" y="348" width="68" height="50" rx="8" fill={colour["brand-600"]} />
      <rect x="30" y="364" width="68" height="6" fill={colour["brand-800"]} />
      <circle cx="64" cy="384" r="7" fill={colour.white} />
    </g>
  );
}

/**
 * A field visit at a client's shophouse: a technician who came on his scooter photographs the unit he
 * serviced for the task's checklist. `claim`: a sales rep instead, snapping the receipt of her trip for an
 * expense claim.
 */
export function FieldScene({ claim = false }: { claim?: boolean }) {
  return (
    <SceneSvg background={colour["brand-50"]}>
      <circle cx="716" cy="44" r="28" fill={colour.amber300} />
      <g fill={colour.white}>
        <path d="M560 60a20 20 0 0 1 38-8 15 15 0 0 1 24 13h-62z" />
      </g>
      <Shophouse claim={claim} />
      {/* A tree on the pavement. */}
      <rect x="206" y="250" width="14" height="222" rx="6" fill={colour.woodDark} />
      <circle cx="196" cy="214" r="60" fill={colour["brand-500"]} />
      <circle cx="246" cy="250" r="44" fill={colour["brand-600"]} />
      <circle cx="160" cy="262" r="40" fill={colour["brand-600"]} />
      {/* Pavement and road. */}
      <rect y="470" width="800" height="52" fill={colour.line} />
      <rect y="470" width="800" height="6" {...shade} />
      <rect y="522" width="800" height="78" fill={colour.steel} />
      <g fill={colour.white}>
        <rect x="20" y="560" width="90" height="8" rx="4" />
        <rect x="230" y="560" width="90" height="8" rx="4" />
        <rect x="440" y="560" width="90" height="8" rx="4" />
        <rect x="650" y="560" width="90" height="8" rx="4" />
      </g>
      <Scooter />
      {claim ? (
        <Person
          at={[560, 512]}
          scale={1.14}
          look={{
            skin: skin[0],
            hair: hair[2],
            style: "ponytail",
            top: colour.white,
            sleeves: "long",
            bottom: colour.slate,
            shoes: colour.ink,
            over: { kind: "blazer", colour: colour.navy },
          }}
          pose={{
            arms: [
              { elbow: [-50, -196], hand: [-64, -226] },
              { elbow: [36, -170], hand: [10, -184] },
            ],
            tilt: -4,
          }}
          held={[
            { hand: 0, item: "receipt", angle: -8 },
            { hand: 1, item: "phoneScreen" },
          ]}
        />
      ) : (
        <Person
          at={[476, 512]}
          scale={1.14}
          flip
          look={{
            skin: skin[2],
            hair: hair[0],
            style: "short",
            hat: { kind: "cap", colour: colour["brand-600"], facing: 1 },
            top: colour["brand-600"],
            sleeves: "short",
            collar: colour["brand-100"],
            bottom: colour.navy,
            shoes: colour.ink,
          }}
          pose={{
            arms: [
              { elbow: [-34, -182], hand: [-38, -140] },
              { elbow: [36, -174], hand: [10, -190] },
            ],
            stride: 6,
            tilt: -5,
          }}
          held={[
            { hand: 0, item: "toolbox" },
            { hand: 1, item: "phone", angle: -8 },
          ]}
        />
      )}
      {claim && (
        // The camera's frame around the receipt being snapped.
        <path
          d="M460 206V194H472M504 194H516V206M516 254V266H504M472 266H460V254"
          fill="none"
          stroke={colour.accent}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {claim ? (
        <AppCard at={[28, 92]} width={176} height={104}>
          <path d="M18 18h40v64l-6-4-7 4-7-4-7 4-7-4-6 4z" fill={colour["brand-50"]} />
          <path
            d="M26 32h24M26 44h16M26 56h24"
            stroke={colour["brand-200"]}
            strokeWidth="4"
            strokeLinecap="round"
          />
          <rect x="72" y="24" width="74" height="14" rx="7" fill={colour["brand-600"]} />
          <TextLines at={[72, 48]} widths={[60, 44]} />
          <CheckBadge at={[132, 80]} r={12} />
        </AppCard>
      ) : (
        <>
          <AppCard at={[28, 92]} width={176} height={126}>
            <rect x="16" y="16" width="56" height="42" rx="8" fill={colour.steel} />
            <circle cx="44" cy="37" r="12" fill={colour.steelDark} />
            <rect x="84" y="20" width="76" height="12" rx="6" fill={colour["brand-600"]} />
            <TextLines at={[84, 42]} widths={[56]} />
            <CheckBadge at={[28, 78]} r={9} />
            <CheckBadge at={[28, 102]} r={9} />
            <TextLines at={[46, 75]} widths={[100, 80]} gap={24} />
          </AppCard>
        </>
      )}
      {!claim && <Pin at={[654, 246]} size={1.1} fill={colour.accent} />}
    </SceneSvg>
  );
}
