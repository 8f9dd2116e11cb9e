import { renderToStaticMarkup } from "react-dom/server";
import type { CustomerKey } from "../../../content/customers.ts";
import { customerNames } from "../../collections/customers.server.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { scenes } from "./case-study-scenes.tsx";
import { CustomerMark } from "./customer-logo.tsx";
import { imageFontFamily } from "./image-font.ts";

/** A customer's logo as a standalone SVG file (for a case study without a `logo_img`), named in a language. */
export function customerLogoSvg(company: CustomerKey, lang: Lang): string {
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 40"
      width="320"
      height="80"
      fontFamily={imageFontFamily}
    >
      <CustomerMark company={company} name={customerNames(lang)[company]} fill="#0F172A" />
    </svg>,
  );
}

/**
 * A case study's banner when it has no `banner_img`: the customer's world as a flat scene, with its mark on a white
 * plate where the scene leaves room for it.
 */
export function caseStudyBannerSvg(company: CustomerKey, lang: Lang): string {
  const { plate, scene: Scene } = scenes[company];
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1200 400"
      width="1200"
      height="400"
      fontFamily={imageFontFamily}
    >
      <Scene />
      <g transform={`translate(${plate.x} ${plate.y})`}>
        <rect x="2" y="6" width="296" height="96" rx="16" fill="#053526" opacity=".12" />
        <rect width="296" height="96" rx="16" fill="#FFFFFF" />
        <g transform="translate(20 16) scale(1.6)">
          <CustomerMark company={company} name={customerNames(lang)[company]} fill="#0F172A" />
        </g>
      </g>
    </svg>,
  );
}
