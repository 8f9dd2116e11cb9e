import type { ReactNode } from "react";
import type { BlogMotif } from "../../content/blog/motifs.ts";
import { colour } from "../../app/art/palette.ts";

/** A category's colour and the shades of it a cover is drawn in. */
export interface CoverPalette {
  /** The category's colour: the cover's background and the drawings' strong parts. */
  base: string;
  /** Darker: shadows, clips, hands. */
  deep: string;
  /** Half-way to white: secondary marks. */
  mid: string;
  /** Light tint: lines of text, quiet fills. */
  tint: string;
  /** Almost white: panels inside a white card. */
  pale: string;
}

const white = colour.white;
/** One stroke width for every outline and line, so the drawings read as one set. */
const stroke = 6;

/** A white card with the site's rounded corners and a soft shadow, offset down and right. */
function Card({
  x,
  y,
  width,
  height,
  radius = 24,
  fill = white,
  shade,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: number;
  fill?: string;
  shade: string;
}) {
  return (
    <>
      <rect x={x + 8} y={y + 12} width={width} height={height} rx={radius} fill={shade} opacity="0.3" />
      <rect x={x} y={y} width={width} height={height} rx={radius} fill={fill} />
    </>
  );
}

/** A rounded bar: a line of text in a drawing. */
function Bar({
  x,
  y,
  width,
  height = 12,
  fill,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  fill: string;
}) {
  return <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} />;
}

/** A round badge with a white ring, for the one mark that sums a drawing up. */
function Badge({
  cx,
  cy,
  r,
  fill,
  children,
}: {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  children: ReactNode;
}) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill={fill} stroke={white} strokeWidth={stroke + 2} />
      {children}
    </>
  );
}

/** An open line with round ends: ticks, arrows, a clock's hands, a signature. */
function Line({ d, colour = white, width = stroke + 2 }: { d: string; colour?: string; width?: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={colour}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** Head and shoulders, centred on (cx, cy), `size` wide. */
function Person({ cx, cy, size, fill }: { cx: number; cy: number; size: number; fill: string }) {
  const head = size * 0.22;
  const half = size / 2;
  return (
    <>
      <circle cx={cx} cy={cy - head * 0.9} r={head} fill={fill} />
      <path d={`M${cx - half} ${cy + half * 0.8}a${half} ${half * 0.85} 0 0 1 ${size} 0z`} fill={fill} />
    </>
  );
}

/** A few characters centred on x: a number or a sign, never words (a cover's words are its title's). */
function Label({
  x,
  y,
  size,
  fill,
  children,
}: {
  x: number;
  y: number;
  size: number;
  fill: string;
  children: string;
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight="700" fill={fill} textAnchor="middle">
      {children}
    </text>
  );
}

type Drawing = (p: CoverPalette) => ReactNode;

/** Each motif, in a 440×440 frame. */
const drawings: Record<BlogMotif, Drawing> = {
  "leave-calendar": (p) => {
    const cells = [];
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 7; col++) {
        const taken = row === 1 && col >= 1 && col <= 3;
        const carried = row === 3 && col >= 4;
        cells.push(
          <rect
            key={`${row}-${col}`}
            x={44 + col * 46}
            y={156 + row * 46}
            width="36"
            height="36"
            rx="10"
            fill={carried ? p.base : taken ? p.mid : p.pale}
          />,
        );
      }
    }
    return (
      <>
        <Card x={20} y={50} width={360} height={330} radius={28} shade={p.deep} />
        <path d="M20 128V78a28 28 0 0 1 28-28h304a28 28 0 0 1 28 28v50z" fill={p.mid} />
        <Bar x={52} y={82} width={132} height={16} fill={white} />
        <rect x="96" y="30" width="18" height="46" rx="9" fill={p.deep} />
        <rect x="286" y="30" width="18" height="46" rx="9" fill={p.deep} />
        {cells}
        <Card x={262} y={340} width={160} height={88} radius={22} shade={p.deep} />
        <Line d="M288 394a26 26 0 0 1 44-22m0 0v-14m0 14h-14" colour={p.base} width={stroke} />
        <text x="352" y="400" fontSize="40" fontWeight="700" fill={p.base}>
          +3
        </text>
      </>
    );
  },

  "doctor-note": (p) => (
    <>
      <Card x={50} y={24} width={280} height={380} radius={24} shade={p.deep} />
      <circle cx="112" cy="90" r="36" fill={p.base} />
      <path d="M112 70v40M92 90h40" stroke={white} strokeWidth="12" strokeLinecap="round" />
      <Bar x={166} y={74} width={128} height={14} fill={p.base} />
      <Bar x={166} y={98} width={88} fill={p.tint} />
      {[160, 192, 224, 256].map((y, i) => (
        <Bar key={y} x={82} y={y} width={[212, 188, 200, 132][i] ?? 0} fill={p.tint} />
      ))}
      <Line
        d="M84 338c14-26 24-30 28-12s10 18 20 0 18-16 22 0 12 8 26-6"
        colour={p.deep}
        width={stroke - 1}
      />
      <circle
        cx="270"
        cy="322"
        r="34"
        fill="none"
        stroke={p.mid}
        strokeWidth={stroke}
        strokeDasharray="8 7"
      />
      <g transform="rotate(-38 350 330)">
        <rect
          x="284"
          y="308"
          width="140"
          height="56"
          rx="28"
          fill={p.deep}
          opacity="0.3"
          transform="translate(6 10)"
        />
        <path d="M312 308h42v56h-42a28 28 0 0 1 0-56z" fill={white} />
        <path d="M354 308h42a28 28 0 0 1 0 56h-42z" fill={p.mid} />
        <Bar x={300} y={322} width={36} height={8} fill={p.pale} />
      </g>
    </>
  ),

  payslip: (p) => (
    <>
      <Card x={60} y={20} width={280} height={400} radius={24} shade={p.deep} />
      <circle cx="104" cy="68" r="20" fill={p.base} />
      <Bar x={138} y={56} width={118} height={14} fill={p.base} />
      <Bar x={138} y={78} width={76} height={10} fill={p.tint} />
      <rect x="84" y="112" width="232" height={stroke / 2} rx="1.5" fill={p.tint} />
      {[140, 184, 272].map((y, i) => (
        <g key={y}>
          <Bar x={88} y={y} width={[104, 88, 96][i] ?? 0} fill={p.tint} />
          <Bar x={252} y={y} width={60} fill={p.mid} />
        </g>
      ))}
      <rect x="76" y="210" width="248" height="48" rx="14" fill={p.pale} />
      <Bar x={88} y={228} width={112} fill={p.base} />
      <Bar x={252} y={228} width={60} fill={p.base} />
      <rect x="84" y="310" width="232" height={stroke / 2} rx="1.5" fill={p.tint} />
      <Bar x={88} y={340} width={72} height={16} fill={p.deep} />
      <Bar x={216} y={340} width={96} height={16} fill={p.deep} />
      <Badge cx={356} cy={234} r={50} fill={p.base}>
        <Label x={356} y={250} size={44} fill={white}>
          %
        </Label>
      </Badge>
    </>
  ),

  bonus: (p) => (
    <>
      <rect x="60" y="176" width="320" height="220" rx="22" fill={p.deep} opacity="0.5" />
      <g transform="rotate(-10 220 150)">
        <rect x="100" y="66" width="240" height="140" rx="14" fill={p.pale} />
        <rect
          x="116"
          y="82"
          width="208"
          height="108"
          rx="8"
          fill="none"
          stroke={p.tint}
          strokeWidth={stroke / 2}
        />
      </g>
      <g transform="rotate(6 220 140)">
        <rect x="96" y="56" width="248" height="150" rx="14" fill={white} />
        <rect
          x="112"
          y="72"
          width="216"
          height="118"
          rx="8"
          fill="none"
          stroke={p.tint}
          strokeWidth={stroke / 2}
        />
        <circle cx="220" cy="131" r="32" fill={p.tint} />
        <circle cx="220" cy="131" r="16" fill={p.mid} />
      </g>
      <Card x={60} y={236} width={320} height={160} radius={22} shade={p.deep} />
      <Line d="M66 244l154 82 154-82" colour={p.tint} width={stroke} />
      <Badge cx={220} cy={326} r={34} fill={p.base}>
        <path d="M220 306l6 13 14 1-11 9 4 14-13-8-13 8 4-14-11-9 14-1z" fill={white} />
      </Badge>
      <path d="M392 70l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill={white} />
      <path d="M50 110l4 11 11 4-11 4-4 11-4-11-11-4 11-4z" fill={p.tint} />
    </>
  ),

  "cut-off": (p) => (
    <>
      <Card x={40} y={44} width={270} height={370} radius={24} shade={p.deep} />
      <rect x="125" y="24" width="100" height="40" rx="12" fill={p.deep} />
      {[110, 174, 238, 302].map((y, i) => {
        const done = i < 3;
        return (
          <g key={y}>
            <rect
              x="70"
              y={y}
              width="34"
              height="34"
              rx="10"
              fill={done ? p.base : white}
              stroke={done ? p.base : p.mid}
              strokeWidth={stroke / 2}
            />
            {done && <Line d={`M79 ${y + 18}l6 6 11-12`} width={stroke - 1} />}
            <Bar x={122} y={y + 11} width={[140, 116, 132, 96][i] ?? 0} fill={done ? p.tint : p.pale} />
          </g>
        );
      })}
      <Card x={262} y={208} width={150} height={168} radius={24} shade={p.deep} />
      <path d="M262 256v-24a24 24 0 0 1 24-24h102a24 24 0 0 1 24 24v24z" fill={p.base} />
      <Label x={337} y={338} size={64} fill={p.deep}>
        25
      </Label>
    </>
  ),

  overtime: (p) => {
    const ticks = [];
    for (let hour = 0; hour < 12; hour++) {
      const angle = (hour * Math.PI) / 6;
      const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
      ticks.push(
        <path
          key={hour}
          d={`M${(210 + sin * 138).toFixed(1)} ${(220 - cos * 138).toFixed(1)}L${(210 + sin * 152).toFixed(1)} ${(220 - cos * 152).toFixed(1)}`}
        />,
      );
    }
    // The working day from 9 to 5 in the tint, the two hours after it in the category's colour.
    const point = (hour: number, r: number) => {
      const angle = (hour * Math.PI) / 6;
      return `${(210 + Math.sin(angle) * r).toFixed(1)} ${(220 - Math.cos(angle) * r).toFixed(1)}`;
    };
    return (
      <>
        <circle cx="218" cy="232" r="180" fill={p.deep} opacity="0.3" />
        <circle cx="210" cy="220" r="180" fill={white} />
        <g stroke={p.mid} strokeWidth={stroke} strokeLinecap="round">
          {ticks}
        </g>
        <path
          d={`M${point(9, 108)}A108 108 0 1 1 ${point(5, 108)}`}
          fill="none"
          stroke={p.tint}
          strokeWidth="26"
        />
        <path
          d={`M${point(5, 108)}A108 108 0 0 1 ${point(7, 108)}`}
          fill="none"
          stroke={p.base}
          strokeWidth="26"
          strokeLinecap="round"
        />
        <Line d={`M210 220L${point(7, 70)}M210 220L${point(0, 96)}`} colour={p.deep} width={12} />
        <circle cx="210" cy="220" r="14" fill={p.base} />
        <Badge cx={366} cy={360} r={54} fill={p.base}>
          <Label x={366} y={376} size={44} fill={white}>
            ×2
          </Label>
        </Badge>
      </>
    );
  },

  roster: (p) => {
    // Four people's shifts over five days: morning (tint), evening (colour), night (deep), off (dashed).
    const rows = ["mmeeo", "eeonn", "onmme", "nnoem"];
    const fill = { m: p.tint, e: p.base, n: p.deep, o: white };
    return (
      <>
        <Card x={14} y={44} width={404} height={344} radius={28} shade={p.deep} />
        {[0, 1, 2, 3, 4].map((col) => (
          <Bar key={col} x={124 + col * 56} y={74} width={26} height={10} fill={p.mid} />
        ))}
        {rows.map((row, r) => {
          const y = 106 + r * 66;
          return (
            <g key={row}>
              <circle cx="64" cy={y + 25} r="25" fill={p.pale} />
              <Person cx={64} cy={y + 25} size={30} fill={p.mid} />
              {[...row].map((shift, col) => (
                <rect
                  key={col}
                  x={112 + col * 56}
                  y={y}
                  width="48"
                  height="50"
                  rx="12"
                  fill={fill[shift as keyof typeof fill]}
                  stroke={shift === "o" ? p.tint : undefined}
                  strokeWidth={shift === "o" ? stroke / 2 : undefined}
                  strokeDasharray={shift === "o" ? "6 5" : undefined}
                />
              ))}
            </g>
          );
        })}
        <Badge cx={382} cy={388} r={46} fill={p.base}>
          <Line d="M360 378h40l-10-10M404 400h-40l10 10" width={stroke} />
        </Badge>
      </>
    );
  },

  geofence: (p) => (
    <>
      <circle cx="226" cy="228" r="196" fill={white} opacity="0.1" />
      <circle
        cx="226"
        cy="228"
        r="196"
        fill="none"
        stroke={white}
        strokeWidth={stroke}
        strokeDasharray="18 14"
      />
      <Card x={276} y={152} width={118} height={92} radius={14} shade={p.deep} />
      <path d="M268 168l14-30h106l14 30z" fill={p.mid} />
      <path
        d="M268 168h134v6a17 17 0 0 1-33 0 17 17 0 0 1-34 0 17 17 0 0 1-34 0 17 17 0 0 1-33 0z"
        fill={p.deep}
      />
      <rect x="318" y="196" width="34" height="48" rx="6" fill={p.tint} />
      <path
        d="M335 132c-22-24-36-40-36-60a36 36 0 0 1 72 0c0 20-14 36-36 60z"
        fill={p.base}
        stroke={white}
        strokeWidth={stroke}
      />
      <circle cx="335" cy="72" r="13" fill={white} />
      <Card x={70} y={110} width={184} height={318} radius={32} fill={p.deep} shade={p.deep} />
      <rect x="82" y="122" width="160" height="294" rx="22" fill={white} />
      <rect x="98" y="146" width="128" height="150" rx="16" fill={p.tint} />
      <Person cx={162} cy={240} size={86} fill={p.base} />
      <Line
        d="M106 172v-16h16M218 172v-16h-16M106 270v16h16M218 270v16h-16"
        colour={white}
        width={stroke - 1}
      />
      <Bar x={120} y={316} width={84} fill={p.tint} />
      <rect x="100" y="348" width="124" height="40" rx="20" fill={p.base} />
      <Badge cx={244} cy={142} r={30} fill={p.base}>
        <Line d="M231 143l9 9 16-18" width={stroke} />
      </Badge>
    </>
  ),

  "chart-down": (p) => {
    const heights = [180, 150, 124, 92, 62];
    return (
      <>
        <Card x={24} y={54} width={380} height={340} radius={28} shade={p.deep} />
        <Bar x={58} y={90} width={124} height={14} fill={p.base} />
        <Bar x={58} y={114} width={76} fill={p.tint} />
        <rect x="56" y="352" width="318" height={stroke / 2} rx="1.5" fill={p.tint} />
        {heights.map((height, i) => (
          <rect
            key={i}
            x={70 + i * 62}
            y={350 - height}
            width="42"
            height={height}
            rx="10"
            fill={i === heights.length - 1 ? p.base : i === heights.length - 2 ? p.mid : p.tint}
          />
        ))}
        <Line d="M91 140L153 176L215 166L277 222L337 250m-10-20l10 20-22 1" colour={p.deep} width={stroke} />
        <Badge cx={372} cy={78} r={50} fill={p.base}>
          <Line d="M372 56v42m-16-16l16 16 16-16" width={stroke + 1} />
        </Badge>
      </>
    );
  },

  onboarding: (p) => (
    <>
      <Card x={150} y={34} width={270} height={370} radius={24} shade={p.deep} />
      <Bar x={230} y={68} width={124} height={14} fill={p.base} />
      {[122, 184, 246, 308].map((y, i) => {
        const done = i < 3;
        return (
          <g key={y}>
            <circle
              cx="250"
              cy={y + 16}
              r="18"
              fill={done ? p.base : white}
              stroke={done ? p.base : p.mid}
              strokeWidth={stroke / 2}
            />
            {done && <Line d={`M242 ${y + 16}l6 6 10-11`} width={stroke - 1} />}
            <Bar x={282} y={y + 10} width={[112, 96, 106, 84][i] ?? 0} fill={done ? p.tint : p.pale} />
          </g>
        );
      })}
      <path
        d="M106 140L80 40a40 40 0 0 1 78 0l-26 100"
        fill="none"
        stroke={p.tint}
        strokeWidth={stroke + 4}
        strokeLinejoin="round"
      />
      <Card x={24} y={140} width={190} height={262} radius={22} shade={p.deep} />
      <rect x="98" y="128" width="44" height="26" rx="8" fill={p.deep} />
      <circle cx="119" cy="228" r="50" fill={p.tint} />
      <Person cx={119} cy={236} size={70} fill={p.base} />
      <Bar x={62} y={298} width={114} height={14} fill={p.base} />
      <Bar x={78} y={322} width={82} fill={p.tint} />
      <path d="M24 356h190v24a22 22 0 0 1-22 22H46a22 22 0 0 1-22-22z" fill={p.mid} />
    </>
  ),

  "route-map": (p) => (
    <>
      <path
        d="M30 74l130-34 130 34 130-34v332l-130 34-130-34-130 34z"
        fill={p.deep}
        opacity="0.3"
        transform="translate(8 12)"
      />
      <path d="M30 74l130-34v332L30 406z" fill={white} />
      <path d="M160 40l130 34v332l-130-34z" fill={p.pale} />
      <path d="M290 74l130-34v332l-130 34z" fill={white} />
      <g fill="none" stroke={p.tint} strokeWidth="16" strokeLinecap="round">
        <path d="M40 250c80-10 150 30 240-6s100-40 130-44" />
        <path d="M220 60c-20 90 30 180 0 330" />
      </g>
      <path d="M330 300c20-12 48-12 68 4v48l-68 18z" fill={p.tint} />
      <path
        d="M96 334c30-40 60-70 120-96s80-70 142-120"
        fill="none"
        stroke={p.base}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray="0.1 16"
      />
      {[
        [96, 334, "1"],
        [216, 236, "2"],
      ].map(([x, y, n]) => (
        <g key={n} transform={`translate(${x} ${y})`}>
          <path d="M0 0c-20-22-32-36-32-52a32 32 0 0 1 64 0c0 16-12 30-32 52z" fill={p.base} />
          <circle cx="0" cy="-52" r="18" fill={white} />
          <Label x={0} y={-44} size={22} fill={p.base}>
            {String(n)}
          </Label>
        </g>
      ))}
      <g transform="translate(358 118)">
        <path
          d="M0 0c-24-26-38-42-38-62a38 38 0 0 1 76 0c0 20-14 36-38 62z"
          fill={p.deep}
          stroke={white}
          strokeWidth={stroke}
        />
        <Line d="M-14 -62l9 9 19-20" width={stroke} />
      </g>
    </>
  ),

  "law-book": (p) => (
    <>
      <rect
        x="40"
        y="30"
        width="242"
        height="322"
        rx="16"
        fill={p.deep}
        opacity="0.3"
        transform="translate(24 18)"
      />
      <rect x="56" y="44" width="242" height="322" rx="16" fill={p.tint} />
      <rect x="40" y="30" width="242" height="322" rx="16" fill={white} />
      <path d="M56 30h22v322H56a16 16 0 0 1-16-16V46a16 16 0 0 1 16-16z" fill={p.mid} />
      <circle cx="180" cy="150" r="62" fill={p.pale} />
      <Label x={180} y={178} size={80} fill={p.base}>
        §
      </Label>
      <Bar x={116} y={244} width={128} height={14} fill={p.base} />
      <Bar x={136} y={270} width={88} fill={p.tint} />
      <Card x={236} y={392} width={184} height={30} radius={12} fill={p.deep} shade={p.deep} />
      <rect x="256" y="374" width="144" height="22" rx="8" fill={p.mid} />
      <g transform="translate(316 298) rotate(-120)">
        <rect x="-11" y="24" width="22" height="120" rx="11" fill={p.pale} />
        <rect x="-52" y="-30" width="104" height="60" rx="12" fill={white} />
        <rect x="-66" y="-37" width="24" height="74" rx="10" fill={p.base} />
        <rect x="42" y="-37" width="24" height="74" rx="10" fill={p.base} />
      </g>
    </>
  ),

  "social-security": (p) => (
    <>
      <Card x={20} y={150} width={330} height={214} radius={24} shade={p.deep} />
      <path d="M20 204v-30a24 24 0 0 1 24-24h282a24 24 0 0 1 24 24v30z" fill={p.mid} />
      <rect x="46" y="226" width="92" height="110" rx="14" fill={p.tint} />
      <Person cx={92} cy={290} size={66} fill={p.base} />
      <Bar x={160} y={238} width={148} height={14} fill={p.base} />
      <Bar x={160} y={264} width={112} fill={p.tint} />
      <Bar x={160} y={306} width={40} fill={p.pale} />
      <Bar x={210} y={306} width={40} fill={p.pale} />
      <Bar x={260} y={306} width={40} fill={p.pale} />
      <path
        d="M340 40l86 30v70c0 62-36 104-86 124-50-20-86-62-86-124V70z"
        fill={p.deep}
        opacity="0.3"
        transform="translate(8 12)"
      />
      <path
        d="M340 40l86 30v70c0 62-36 104-86 124-50-20-86-62-86-124V70z"
        fill={p.base}
        stroke={white}
        strokeWidth={stroke + 2}
        strokeLinejoin="round"
      />
      <Line d="M306 148l24 24 46-50" width={stroke + 6} />
    </>
  ),
};

/** An article's motif in a 440×440 frame, drawn in its category's colours. */
export function CoverMotif({ motif, palette }: { motif: BlogMotif; palette: CoverPalette }) {
  return <>{drawings[motif](palette)}</>;
}
