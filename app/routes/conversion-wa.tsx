import { useEffect } from "react";
import { brand } from "../../content/brand.ts";
import { conversionContent } from "../../content/company/index.ts";
import { useConversion } from "../consent/use-conversion.ts";
import { whatsappChatUrl } from "../contact/whatsapp.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/conversion-wa";
import { WhatsappIcon } from "../art/whatsapp-icon.tsx";

/** How long the visitor reads where they are going before WhatsApp opens, and the tag manager sends. */
const redirectDelayMs = 1200;

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageRoute(args);
  return { lang, content: conversionContent[lang], chatUrl: whatsappChatUrl(lang) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta({
    title: args.loaderData.content.title,
    description: args.loaderData.content.body,
    page: pageMatch(args),
  });
}

export default function ConversionWa({ loaderData: { lang, content, chatUrl } }: Route.ComponentProps) {
  // No personal data: the event says what happened and in which language, nothing about who.
  useConversion((pagePath) => [{ event: "whatsapp_open", language: lang, page_path: pagePath }]);
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(chatUrl), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [lang, chatUrl]);

  return (
    <section aria-labelledby="conversion-title" className="bg-surface px-4 pt-32 pb-24 md:pt-40">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 text-center shadow-card md:p-12">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-[#25d366] text-white">
          <WhatsappIcon className="size-9" />
        </span>
        <h1 id="conversion-title" className="mt-6 text-3xl font-extrabold">
          {content.heading}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{content.body}</p>
        <a href={chatUrl} className="btn mt-8 bg-[#25d366] px-8 text-ink hover:bg-[#1fb757]">
          {content.button}
        </a>
        <p className="mt-6 text-sm text-muted">
          {content.numberLabel}{" "}
          <a href={`tel:+${brand.whatsapp.number}`} className="font-semibold text-brand-700 underline">
            {brand.whatsapp.display}
          </a>
        </p>
      </div>
    </section>
  );
}
