import type { ReactNode } from "react";
import type { CustomerKey } from "../../content/customers.ts";
import { advanceEms, outlineText } from "./outline-text.server.ts";

/** The width the name has beside the emblem, in the 160×40 box. */
export const nameWidth = 116;

/**
 * A line of a name, outlined in the site's font (outline-text.server.ts), that may be longer in one language
 * than in the other ("Pemasok perangkat keras"): its tracking, then its size, shrink until its width,
 * measured with the font's own advances, fits the `nameWidth` beside the emblem.
 */
function FittedLine({
  text,
  x,
  y,
  size,
  weight,
  tracking,
}: {
  text: string;
  x: number;
  y: number;
  size: number;
  weight: number;
  tracking: number;
}) {
  if (!text) return null;
  const ems = advanceEms(text, weight);
  const gaps = [...text].length - 1;
  let fontSize = size;
  let letterSpacing = tracking;
  if (ems * fontSize + gaps * letterSpacing > nameWidth) {
    if (gaps > 0) letterSpacing = Math.max(Math.min(tracking, 0.2), (nameWidth - ems * fontSize) / gaps);
    fontSize = Math.min(fontSize, (nameWidth - gaps * letterSpacing) / ems);
  }
  return <path data-part="name" d={outlineText(text, { x, y, size: fontSize, weight, letterSpacing })} />;
}

/** A name in two lines, split after its first word. */
function splitName(name: string): [string, string] {
  const space = name.indexOf(" ");
  return space < 0 ? [name, ""] : [name.slice(0, space), name.slice(space + 1)];
}

/**
 * Made-up wordmarks for the customers (none copies a real company's artwork), drawn in currentColor so
 * the page can show them all in one muted grey. Each is an emblem in the 40×40 square on the left and
 * the name beside it, in the page's language (the case study's `company_name`), its letters outlined from
 * the site's font: the same shapes in the home page's strip and in the files shown by `<img>`.
 */
const marks: Record<CustomerKey, (name: string) => ReactNode> = {
  // "alun" is a swell of the sea: waves in a ring.
  "pt-alun": (name) => (
    <>
      <circle cx="20" cy="20" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M10 18c3.3-3 6.7 3 10 0s6.7 3 10 0M10 24c3.3-3 6.7 3 10 0s6.7 3 10 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <FittedLine text={name} x={42} y={27} size={20} weight={700} tracking={-0.3} />
    </>
  ),
  // A cashier's terminal with a receipt coming out; the legal form small above the name.
  "pt-kasir-pintar": (name) => {
    const [form, rest] = splitName(name);
    return (
      <>
        <path
          d="M12 6h16v11H12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
        <path
          d="M11 17h18a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4H11a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4zm1 5v3h4v-3zm6 0v3h4v-3zm6 0v3h4v-3zm-12 5v3h16v-3z"
          fillRule="evenodd"
        />
        <FittedLine text={form} x={40} y={19} size={9} weight={700} tracking={2} />
        <FittedLine text={rest} x={40} y={33} size={16} weight={800} tracking={-0.4} />
      </>
    );
  },
  // A coffee bean with its crease.
  "raza-kopi": (name) => (
    <>
      <g fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
        <ellipse cx="20" cy="20" rx="10" ry="14.5" transform="rotate(30 20 20)" />
        <path d="M26.5 8.5c-6 4.5.5 10-6 15.5-2.4 2-4.6 3.6-5.5 7.5" />
      </g>
      <FittedLine text={name.toUpperCase()} x={42} y={27} size={18} weight={800} tracking={2.5} />
    </>
  ),
  // Rising bars in a hexagon; the name's first word large, the rest small below.
  "fintech-company": (name) => {
    const [first, rest] = splitName(name);
    return (
      <>
        <path
          d="M20 4l14 8v16l-14 8-14-8V12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
        <path
          d="M14 26v-4M20 26v-8M26 26v-12"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <FittedLine text={first} x={42} y={21} size={17} weight={800} tracking={-0.3} />
        <FittedLine text={rest.toUpperCase()} x={42.5} y={33} size={8.5} weight={700} tracking={2.4} />
      </>
    );
  },
  // A parcel seen from the corner, the name in two lines of capitals.
  "logistic-company": (name) => {
    const [first, rest] = splitName(name.toUpperCase());
    return (
      <>
        <path
          d="M20 5l13 7v16l-13 7-13-7V12zM7 12l13 7 13-7M20 19v16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
        <FittedLine text={first} x={42} y={19} size={13} weight={800} tracking={0.6} />
        <FittedLine text={rest} x={42} y={33} size={13} weight={500} tracking={0.6} />
      </>
    );
  },
  // A pulse line through a ring.
  mindray: (name) => (
    <>
      <circle cx="20" cy="20" r="14" fill="none" stroke="currentColor" strokeWidth="2.6" />
      <path
        d="M5 21h8l3-7 4 13 3-8 2 2h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <FittedLine text={name} x={42} y={27} size={20} weight={600} tracking={0.2} />
    </>
  ),
  // A hex nut, with the name stacked in two lines.
  "pemasok-perangkat-keras": (name) => {
    const [first, rest] = splitName(name.toUpperCase());
    return (
      <>
        <path
          d="M13 7h14l7 13-7 13H13L6 20zm7 7.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z"
          fillRule="evenodd"
        />
        <FittedLine text={first} x={42} y={18} size={13} weight={800} tracking={1.6} />
        <FittedLine text={rest} x={42} y={32} size={11} weight={600} tracking={3.2} />
      </>
    );
  },
};

export function CustomerLogo({
  company,
  name,
  className,
}: {
  company: CustomerKey;
  /** The customer's name in the page's language. */
  name: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 160 40" className={className} role="img" aria-label={name} fill="currentColor">
      {marks[company](name)}
    </svg>
  );
}

/** A customer's mark drawn at a place inside another drawing (the case-study files), in one colour. */
export function CustomerMark({ company, name, fill }: { company: CustomerKey; name: string; fill: string }) {
  return <g fill={fill}>{marks[company](name)}</g>;
}
