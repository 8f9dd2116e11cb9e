import { renderToStaticMarkup } from "react-dom/server";
import { customerKeys, type CustomerKey, CustomerMark } from "./customer-logo.tsx";
import { imageFontFamily } from "./image-font.ts";

export function isCustomerKey(key: string): key is CustomerKey {
  return (customerKeys as readonly string[]).includes(key);
}

/** A customer's logo as a standalone SVG file (`logo_img` of a case study). */
export function customerLogoSvg(company: CustomerKey): string {
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 40"
      width="320"
      height="80"
      fontFamily={imageFontFamily}
    >
      <CustomerMark company={company} fill="#0F172A" />
    </svg>,
  );
}

/** A case study's banner (`banner_img`): the customer's mark on the brand's deep green, with a soft grid. */
export function caseStudyBannerSvg(company: CustomerKey): string {
  const dots = [];
  for (let x = 30; x < 1200; x += 60) {
    for (let y = 30; y < 400; y += 60) dots.push(<circle key={`${x}-${y}`} cx={x} cy={y} r="2" />);
  }
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1200 400"
      width="1200"
      height="400"
      fontFamily={imageFontFamily}
    >
      <defs>
        <linearGradient id="deep" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0B6E4F" />
          <stop offset="1" stopColor="#053526" />
        </linearGradient>
      </defs>
      <rect width="1200" height="400" fill="url(#deep)" />
      <g fill="#FFFFFF" opacity="0.12">
        {dots}
      </g>
      <circle cx="1040" cy="60" r="220" fill="#14936B" opacity="0.35" />
      <circle cx="120" cy="420" r="160" fill="#F5A524" opacity="0.18" />
      <rect x="360" y="120" width="480" height="160" rx="28" fill="#FFFFFF" />
      <g transform="translate(440 160) scale(2)">
        <CustomerMark company={company} fill="#0F172A" />
      </g>
    </svg>,
  );
}
