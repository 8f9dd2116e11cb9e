/**
 * The chat button in the corner of every page, drawn by the site (a facade): loaded after the page, it
 * costs no first-load byte. With a chat configured it opens the vendor's chat (see chat-button.tsx);
 * without one it leads to WhatsApp through the conversion page, in a new tab.
 */
import { lazy, Suspense, useRef } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "../../core/config/site.ts";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { matchPage, pathTo } from "../../core/routing/paths.ts";
import { WhatsappIcon } from "../art/whatsapp-icon.tsx";
import { useClearCorner } from "./use-clear-corner.ts";

const ChatButton = lazy(() => import("./chat-button.tsx"));

/**
 * Round (icon only) on a phone and once the page is scrolled, a labelled pill on the first screen from the
 * small breakpoint; above the page, below the header's menu; hidden while it would cover a field, a button,
 * a card or a dashboard screen (useClearCorner). From 1280 px it is round always and sits in the margin
 * right of the page's 1200 px column (app/styles/app.css, container-page): at least 64 px there, a
 * scrollbar's width included, where it covers nothing (docs/product.md, The chat button). Not a
 * breakpoint of the design: the width at which the margin holds the button.
 */
export function launcherClass({ covering, compact }: { covering: boolean; compact: boolean }): string {
  return `fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center gap-2 rounded-full font-semibold shadow-card ring-2 ring-white transition-colors min-[1280px]:right-2 print:hidden ${
    compact
      ? ""
      : "sm:size-auto sm:min-h-12 sm:px-5 min-[1280px]:size-12 min-[1280px]:min-h-0 min-[1280px]:px-0"
  } ${covering ? "invisible" : ""}`;
}

/** The label beside the icon: read by screen readers always, shown on the pill only. */
export const launcherLabelClass = (compact: boolean) =>
  compact ? "sr-only" : "max-sm:sr-only min-[1280px]:sr-only";

/**
 * Pages with a WhatsApp prompt of their own always on screen: the WhatsApp page is on its way to WhatsApp
 * already, and the campaign page's header carries the number (one WhatsApp prompt per screen).
 */
const pagesWithoutLauncher = new Set(["conversionWa", "projectManagement"]);

export default function ChatLauncher() {
  const { pathname, search } = useLocation();
  if (pagesWithoutLauncher.has(matchPage(pathname, search)?.pageId ?? "")) return null;
  return <Launcher pathname={pathname} />;
}

function Launcher({ pathname }: { pathname: string }) {
  const lang = useLang();
  const { footer } = useDictionary();
  const link = useRef<HTMLAnchorElement>(null);
  const corner = useClearCorner(link, pathname);
  if (siteConfig.CHAT_PROVIDER) {
    return (
      <Suspense>
        <ChatButton lang={lang} />
      </Suspense>
    );
  }
  return (
    <a
      ref={link}
      href={pathTo("conversionWa", lang)}
      target="_blank"
      rel="noopener"
      className={`${launcherClass(corner)} bg-[#25d366] text-ink hover:bg-[#1fb757]`}
      data-chat-launcher=""
    >
      <WhatsappIcon className="size-6" />
      <span className={launcherLabelClass(corner.compact)}>{footer.talkToSales}</span>
      <span className="sr-only"> {footer.newWindow}</span>
    </a>
  );
}
