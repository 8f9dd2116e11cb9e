import type { HomeContent } from "../../../content/home/types.ts";
import { AppLink } from "../app-link.tsx";

export function HomeCta({ content }: { content: HomeContent["cta"] }) {
  return (
    <section aria-labelledby="cta-title" className="py-20 md:py-24">
      <div className="container-page">
        <div className="rounded-3xl bg-[linear-gradient(135deg,#0b6e4f,#053526)] px-6 py-14 text-center text-white md:px-12">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance md:text-4xl"
          >
            {content.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{content.lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <AppLink page="requestDemo" className="btn-accent px-7">
              {content.demo}
            </AppLink>
            <AppLink page="registration" className="btn-ghost px-7 text-white hover:bg-white/10">
              {content.signup}
            </AppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
