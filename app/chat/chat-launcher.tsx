/**
 * The chat button in the corner of every page, drawn by the site (a facade): loaded after the page, it
 * costs no first-load byte. With a chat configured it opens the vendor's chat (see chat-button.tsx);
 * without one it leads to WhatsApp through the conversion page, in a new tab.
 */
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "../config/site.ts";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { matchPage, pathTo } from "../routing/paths.ts";
import { WhatsappIcon } from "../components/art/whatsapp-icon.tsx";

const ChatButton = lazy(() => import("./chat-button.tsx"));

/** Round on a phone, a labelled pill from the small breakpoint; above the page, below the header's menu. */
export const launcherClass =
  "fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full font-semibold shadow-card ring-2 ring-white transition-colors sm:size-auto sm:min-h-12 sm:px-5 print:hidden";

export default function ChatLauncher() {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { footer } = useDictionary();
  // The WhatsApp page is on its way to WhatsApp already.
  if (matchPage(pathname, search)?.pageId === "conversionWa") return null;
  if (siteConfig.CHAT_PROVIDER) {
    return (
      <Suspense>
        <ChatButton lang={lang} />
      </Suspense>
    );
  }
  return (
    <a
      href={pathTo("conversionWa", lang)}
      target="_blank"
      rel="noopener"
      className={`${launcherClass} bg-[#25d366] text-ink hover:bg-[#1fb757]`}
      data-chat-launcher=""
    >
      <WhatsappIcon className="size-7 sm:size-6" />
      <span className="max-sm:sr-only">{footer.talkToSales}</span>
      <span className="sr-only"> {footer.newWindow}</span>
    </a>
  );
}
