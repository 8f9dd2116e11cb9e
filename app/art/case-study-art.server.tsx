import { renderToStaticMarkup } from "react-dom/server";
import { isNamedCustomer, type CustomerKey } from "../../content/customers.ts";
import { customerNames } from "../collections/customers.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { bannerHeight, bannerWidth, narrowBannerWidth } from "./banner-size.ts";
import { scenes } from "./case-study-scenes.tsx";
import { colour } from "./palette.ts";
import { CustomerMark } from "./customer-logo.server.tsx";

/**
 * A customer's logo as a standalone SVG file (for a case study without a `logo_img`), named in a language.
 * Like every drawing served as a file, it holds no `<text>`: its letters are outlines of the site's font.
 */
export function customerLogoSvg(company: CustomerKey, lang: Lang): string {
  const name = customerNames(lang)[company];
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 40"
      width="320"
      height="80"
      role="img"
      aria-label={name}
    >
      <CustomerMark company={company} name={name} fill={colour.ink} />
    </svg>,
  );
}

/** A banner's two drawings: the whole scene, and a narrower crop of it that keeps a readable height on phones. */
export type BannerVariant = "wide" | "narrow";

/**
 * A case study's banner when it has no `banner_img`: the customer's world as a flat scene, with its mark on a
 * white plate where the scene leaves room for it (a named customer's only). The narrow one is the part of the scene its `narrowFrom`
 * says, the plate smaller in its corner.
 */
export function caseStudyBannerSvg(
  company: CustomerKey,
  lang: Lang,
  variant: BannerVariant = "wide",
): string {
  const { plate, narrowFrom, scene: Scene } = scenes[company];
  const narrow = variant === "narrow";
  const width = narrow ? narrowBannerWidth : bannerWidth;
  const at = narrow ? { x: narrowFrom + 24, y: 24, scale: 0.7 } : { ...plate, scale: 1 };
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${narrow ? narrowFrom : 0} 0 ${width} ${bannerHeight}`}
      width={width}
      height={bannerHeight}
    >
      <Scene />
      {/* A customer who prefers not to be named gets no mark: a name in logo type would pass for a logo. */}
      {isNamedCustomer(company) && (
        <g transform={`translate(${at.x} ${at.y}) scale(${at.scale})`}>
          <rect x="2" y="6" width="296" height="96" rx="16" fill={colour["brand-900"]} opacity=".12" />
          <rect width="296" height="96" rx="16" fill={colour.white} />
          <g transform="translate(20 16) scale(1.6)">
            <CustomerMark company={company} name={customerNames(lang)[company]} fill={colour.ink} />
          </g>
        </g>
      )}
    </svg>,
  );
}
