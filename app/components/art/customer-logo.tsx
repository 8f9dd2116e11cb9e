import type { ReactNode } from "react";

export const customerKeys = [
  "pt-alun",
  "pt-kasir-pintar",
  "raza-kopi",
  "fintech-company",
  "logistic-company",
  "mindray",
  "pemasok-perangkat-keras",
] as const;
export type CustomerKey = (typeof customerKeys)[number];

export const customerNames: Record<CustomerKey, string> = {
  "pt-alun": "PT Alun",
  "pt-kasir-pintar": "PT Kasir Pintar",
  "raza-kopi": "Raza Kopi",
  "fintech-company": "Fintech company",
  "logistic-company": "Logistics company",
  mindray: "Mindray",
  "pemasok-perangkat-keras": "Hardware supplier",
};

/**
 * Made-up wordmarks for the customers (none copies a real company's artwork), drawn in currentColor so
 * the page can show them all in one muted grey. Each is an emblem in the 40×40 square on the left
 * and the name beside it.
 */
const marks: Record<CustomerKey, ReactNode> = {
  // "alun" is a swell of the sea: waves in a ring.
  "pt-alun": (
    <>
      <circle cx="20" cy="20" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M10 18c3.3-3 6.7 3 10 0s6.7 3 10 0M10 24c3.3-3 6.7 3 10 0s6.7 3 10 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <text x="42" y="27" fontSize="20" fontWeight="700" letterSpacing="-0.3">
        PT Alun
      </text>
    </>
  ),
  // A cashier's terminal with a receipt coming out.
  "pt-kasir-pintar": (
    <>
      <path d="M12 6h16v11H12z" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinejoin="round" />
      <path
        d="M11 17h18a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4H11a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4zm1 5v3h4v-3zm6 0v3h4v-3zm6 0v3h4v-3zm-12 5v3h16v-3z"
        fillRule="evenodd"
      />
      <text x="40" y="19" fontSize="9" fontWeight="700" letterSpacing="2">
        PT
      </text>
      <text x="40" y="33" fontSize="16" fontWeight="800" letterSpacing="-0.4">
        Kasir Pintar
      </text>
    </>
  ),
  // A coffee bean with its crease.
  "raza-kopi": (
    <>
      <g fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
        <ellipse cx="20" cy="20" rx="10" ry="14.5" transform="rotate(30 20 20)" />
        <path d="M26.5 8.5c-6 4.5.5 10-6 15.5-2.4 2-4.6 3.6-5.5 7.5" />
      </g>
      <text x="42" y="27" fontSize="18" fontWeight="800" letterSpacing="2.5">
        RAZA KOPI
      </text>
    </>
  ),
  // Rising bars in a hexagon.
  "fintech-company": (
    <>
      <path
        d="M20 4l14 8v16l-14 8-14-8V12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M14 26v-4M20 26v-8M26 26v-12" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
      <text x="42" y="27" fontSize="18" fontWeight="700" letterSpacing="-0.2">
        Fintech Co.
      </text>
    </>
  ),
  // A parcel seen from the corner.
  "logistic-company": (
    <>
      <path
        d="M20 5l13 7v16l-13 7-13-7V12zM7 12l13 7 13-7M20 19v16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <text x="42" y="27" fontSize="16.5" fontWeight="700" letterSpacing="-0.2">
        Logistics Co.
      </text>
    </>
  ),
  // A pulse line through a ring.
  mindray: (
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
      <text x="42" y="27" fontSize="20" fontWeight="600" letterSpacing="0.2">
        Mindray
      </text>
    </>
  ),
  // A hex nut, with the name stacked in two lines.
  "pemasok-perangkat-keras": (
    <>
      <path d="M13 7h14l7 13-7 13H13L6 20zm7 7.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" fillRule="evenodd" />
      <text x="42" y="18" fontSize="13" fontWeight="800" letterSpacing="1.6">
        HARDWARE
      </text>
      <text x="42" y="32" fontSize="11" fontWeight="600" letterSpacing="3.2">
        SUPPLIER
      </text>
    </>
  ),
};

export function CustomerLogo({ company, className }: { company: CustomerKey; className?: string }) {
  return (
    <svg
      viewBox="0 0 160 40"
      className={className}
      role="img"
      aria-label={customerNames[company]}
      fill="currentColor"
      fontFamily="inherit"
    >
      {marks[company]}
    </svg>
  );
}

/** A customer's mark drawn at a place inside another drawing (the case-study files), in one colour. */
export function CustomerMark({ company, fill }: { company: CustomerKey; fill: string }) {
  return <g fill={fill}>{marks[company]}</g>;
}
