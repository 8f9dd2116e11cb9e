/**
 * The chat button when a chat vendor is configured. The vendor's script loads only when the visitor opens
 * the chat, or after idle time on the pages the operator lists when chat consent is already given. The
 * vendor stores cookies, so a visitor who has not allowed chat is asked first, with WhatsApp as the way
 * round it.
 */
import { useEffect, useId, useRef, useState } from "react";
import { CloseButton } from "../components/close-button.tsx";
import { useDictionary } from "../i18n/use-dictionary.ts";
import { useLocation } from "react-router";
import { decide, onDecision, storedConsent, tools } from "../consent/decide.ts";
import { everyPurpose } from "../../core/consent/consent-state.ts";
import { useConversion } from "../consent/use-conversion.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { matchPage, pathTo } from "../../core/routing/paths.ts";
import { chatVendorNames } from "../../core/vendors/chat.ts";
import { launcherClass, launcherLabelClass } from "./chat-launcher.tsx";
import { useClearCorner } from "./use-clear-corner.ts";
import { chatLoaded, loadChat, openChat } from "./load-chat.ts";
import { chatTexts } from "./texts.ts";

type Phase = "closed" | "asking" | "loading" | "failed" | "opened";

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      <path d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.3 21l4-1.9c1.2.4 2.4.6 3.7.6 5.5 0 10-3.8 10-8.2S17.5 3 12 3zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z" />
    </svg>
  );
}

export default function ChatButton({ lang }: { lang: Lang }) {
  const chat = tools.chat;
  const t = chatTexts[lang];
  const newWindow = useDictionary().footer.newWindow;
  const id = useId();
  const { pathname, search } = useLocation();
  const [phase, setPhase] = useState<Phase>(chatLoaded.value ? "opened" : "closed");
  const [openedAt, setOpenedAt] = useState<string>();
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const corner = useClearCorner(launcher, pathname);

  // "Chat opened" counts once per page the visitor opens it on, with analytics consent, and says nothing
  // about who.
  useConversion((pagePath) =>
    chat && openedAt === pagePath
      ? [{ event: "chat_open", chat_provider: chat.provider, language: lang, page_path: pagePath }]
      : undefined,
  );

  // On the pages the operator lists, a visitor who allows chat (before or on this page) gets it after
  // being idle a while.
  const pageId = matchPage(pathname, search)?.pageId;
  const autoload = Boolean(chat && pageId && chat.autoloadPages.includes(pageId));
  useEffect(() => {
    if (!chat || !autoload || chatLoaded.value) return;
    let timer = 0;
    let idle = 0;
    const load = () => {
      loadChat(chat, lang).then(
        () => setPhase("opened"),
        // The visitor did not ask for it: a vendor that is down leaves the button as it was.
        () => undefined,
      );
    };
    const afterIdleTime = () => {
      if (timer) return;
      timer = window.setTimeout(() => {
        if ("requestIdleCallback" in window) idle = window.requestIdleCallback(load, { timeout: 2_000 });
        else load();
      }, chat.idleSeconds * 1000);
    };
    if (storedConsent()?.chat) afterIdleTime();
    const stopListening = onDecision((consent) => {
      if (consent.chat) afterIdleTime();
    });
    return () => {
      stopListening();
      window.clearTimeout(timer);
      if (idle && "cancelIdleCallback" in window) window.cancelIdleCallback(idle);
    };
  }, [chat, autoload, lang]);

  // The question and the error are a small dialog by the button: focus goes in, Escape comes back out.
  const panelOpen = phase === "asking" || phase === "failed";
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (panelOpen) primary.current?.focus();
  }, [panelOpen]);

  if (!chat || phase === "opened") return null;

  const close = () => {
    setPhase("closed");
    launcher.current?.focus();
  };

  const start = async () => {
    setPhase("loading");
    try {
      const consent = storedConsent();
      if (!consent?.chat) await decide({ ...(consent ?? everyPurpose(false)), chat: true });
      await loadChat(chat, lang);
      openChat(chat);
      setOpenedAt(pathname);
      setPhase("opened");
    } catch {
      setPhase("failed");
    }
  };

  const vendor = chatVendorNames[chat.provider];
  return (
    <>
      {panelOpen && (
        <div
          ref={panel}
          role="dialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-body`}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="fixed right-4 bottom-20 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-5 text-ink shadow-card ring-1 ring-black/5 sm:bottom-20"
          data-chat-panel=""
        >
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {t.askTitle}
            </h2>
            <CloseButton label={t.close} onClick={close} className="-mt-2 -mr-2" />
          </div>
          <p
            id={`${id}-body`}
            className="mt-2 text-sm leading-relaxed text-muted"
            role={phase === "failed" ? "alert" : undefined}
          >
            {phase === "failed" ? t.failed : fill(t.askBody, { vendor })}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button ref={primary} type="button" className="btn-primary px-5" onClick={() => void start()}>
              {phase === "failed" ? t.retry : t.start}
            </button>
            <a
              href={pathTo("conversionWa", lang)}
              target="_blank"
              rel="noopener"
              className="btn-ghost px-5 text-brand-700"
              onClick={close}
            >
              {t.whatsappInstead}
              <span className="sr-only"> {newWindow}</span>
            </a>
          </div>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        aria-expanded={panelOpen}
        aria-busy={phase === "loading"}
        aria-disabled={phase === "loading"}
        onClick={() => {
          if (phase === "loading") return;
          if (panelOpen) close();
          else if (storedConsent()?.chat) void start();
          else setPhase("asking");
        }}
        // Never hidden while its question is open beside it.
        className={`${launcherClass({ ...corner, covering: corner.covering && !panelOpen })} bg-brand-600 text-white hover:bg-brand-700 aria-disabled:cursor-progress`}
        data-chat-launcher=""
      >
        <ChatIcon />
        <span className={launcherLabelClass(corner.compact)}>{phase === "loading" ? t.loading : t.chat}</span>
      </button>
    </>
  );
}
