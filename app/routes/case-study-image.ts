import { caseStudyBannerSvg, customerLogoSvg } from "../art/case-study-art.server.tsx";
import { isCustomerKey } from "../../content/customers.ts";
import { languages } from "../../core/routing/pages.ts";
import type { Route } from "./+types/case-study-image";

/**
 * The logo and banner of a case study with no file of its own in `logo_img` or `banner_img`
 * (`logo-<lang>.svg`, `banner-<lang>.svg` and the banner's phone crop `banner-<lang>-narrow.svg`), drawn at
 * build with the customer's name in that language.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { key = "", file = "" } = params;
  const match = /^(logo|banner)-(\w+?)(-narrow)?\.svg$/.exec(file);
  const lang = languages.find((candidate) => candidate === match?.[2]);
  const narrow = match?.[3] !== undefined;
  if (!isCustomerKey(key) || !match || !lang || (narrow && match[1] === "logo")) {
    throw new Response(null, { status: 404 });
  }
  const svg =
    match[1] === "logo"
      ? customerLogoSvg(key, lang)
      : caseStudyBannerSvg(key, lang, narrow ? "narrow" : "wide");
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
