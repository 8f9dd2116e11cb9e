import {
  caseStudyBannerSvg,
  customerLogoSvg,
  isCustomerKey,
} from "../components/art/case-study-art.server.tsx";
import type { Route } from "./+types/case-study-image";

/** The logo and banner files a case study's `logo_img` and `banner_img` name, drawn at build. */
export function loader({ params }: Route.LoaderArgs) {
  const { key = "", file } = params;
  if (!isCustomerKey(key) || (file !== "logo.svg" && file !== "banner.svg")) {
    throw new Response(null, { status: 404 });
  }
  const svg = file === "logo.svg" ? customerLogoSvg(key) : caseStudyBannerSvg(key);
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
