import { homeContent } from "../../content/home/index.ts";
import type { HeaderHandle } from "../components/header/site-header.tsx";
import { renderHomeArt } from "../components/home/home-art.server.tsx";
import { HomeApps } from "../components/home/home-apps.tsx";
import { HomeFeatures } from "../components/home/home-features.tsx";
import { CtaBand } from "../components/page/cta-band.tsx";
import { HomeHero } from "../components/home/home-hero.tsx";
import { HomeLogos } from "../components/home/home-logos.tsx";
import { HomeProof } from "../components/home/home-proof.tsx";
import { HomeSteps } from "../components/home/home-steps.tsx";
import { HomeWorkplaces } from "../components/home/home-workplaces.tsx";
import { pageMeta } from "../seo/page-meta.ts";
import { languageOf } from "../routing/paths.ts";
import type { Route } from "./+types/home";

export const handle: HeaderHandle = { transparentHeader: true };

// Only the visitor's language travels with the page; the other stays on the server.
export function loader({ url }: Route.LoaderArgs) {
  const content = homeContent[languageOf(url.pathname)];
  return { content, art: renderHomeArt(content) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return pageMeta({ ...loaderData.content.meta, pathname: location.pathname });
}

export default function Home({ loaderData: { content, art } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero content={content.hero} phone={art.heroPhone} />
      <HomeLogos label={content.proof.logosLabel} logos={art.customerLogos} />
      <HomeFeatures content={content.features} />
      <HomeWorkplaces content={content.workplaces} />
      <HomeSteps content={content.steps} />
      <HomeProof content={content.proof} />
      <HomeApps content={content.apps} />
      <CtaBand {...content.cta} />
    </>
  );
}
