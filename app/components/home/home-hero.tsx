import type { HomeContent } from "../../../content/home/types.ts";
import { AppLink } from "../app-link.tsx";
import { StaticMarkup } from "../static-markup.tsx";

export function HomeHero({ content, phone }: { content: HomeContent["hero"]; phone: string }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-hero text-white">
      <div className="container-page grid items-center gap-10 pt-28 pb-16 md:pt-32 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24">
        <div>
          <p className="text-sm font-bold tracking-wide text-brand-100 uppercase">{content.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl leading-[1.08] font-extrabold text-balance sm:text-5xl xl:text-6xl"
          >
            {content.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-50">{content.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink page="requestDemo" className="btn-accent px-7">
              {content.primaryCta}
            </AppLink>
            <AppLink page="registration" className="btn-ghost px-7 text-white hover:bg-white/10">
              {content.secondaryCta}
            </AppLink>
          </div>
          <p className="mt-4 text-sm text-brand-100">{content.note}</p>
        </div>
        <StaticMarkup html={phone} className="mx-auto w-full max-w-[420px]" />
      </div>
    </section>
  );
}
