/**
 * The live-chat vendors the site can load, behind one interface: what each one's script is, which globals
 * it reads first, and how it is told to open its window. Plain data and functions of a window-like object,
 * so each vendor's script is unit-tested without a browser. How the site decides when to load one is in
 * app/chat/load-chat.ts. Who the vendors are, where their scripts are and the chat a configuration turns on
 * are in core/vendors/chat.ts (consent reads them there too); which hosts the Content-Security-Policy allows
 * each is in core/vendors/content-security.server.ts.
 */
import type { Lang } from "../routing/pages.ts";
import { chatwootSdkPath, crispScript, tawkEmbed, type ChatSettings } from "../vendors/chat.ts";

/** The chat a configuration turns on: declared with the vendors, so consent reads it without the chat. */
export { chatSettings } from "../vendors/chat.ts";

/** The vendors' globals this site sets or calls; each is absent until its script has loaded. */
export interface ChatWindow {
  Tawk_API?: { onLoad?: () => void; maximize?: () => void; hideWidget?: () => void };
  Tawk_LoadStart?: Date;
  $crisp?: unknown[][];
  CRISP_WEBSITE_ID?: string;
  CRISP_RUNTIME_CONFIG?: { locale: string };
  chatwootSettings?: { locale: string; position: "right"; type: "standard" };
  chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
  $chatwoot?: { toggle(state: "open" | "close"): void };
  addEventListener(type: string, listener: () => void, options?: { once: boolean }): void;
}

/** How one vendor's widget is started and opened. */
export interface ChatScript {
  /** The vendor's loader script. */
  src: string;
  /** Sets the globals the loader reads, before it is added to the page. */
  prepare(win: ChatWindow, lang: Lang): void;
  /** Runs once the loader has loaded (Chatwoot's loader only defines its SDK). */
  start(win: ChatWindow): void;
  /** Opens the chat window now, or as soon as the widget is ready. */
  open(win: ChatWindow): void;
}

export function chatScript(settings: ChatSettings): ChatScript {
  switch (settings.provider) {
    case "tawk":
      return {
        src: `${tawkEmbed}/${settings.id}`,
        prepare(win) {
          win.Tawk_API ??= {};
          win.Tawk_LoadStart = new Date();
        },
        start() {},
        open(win) {
          const api = (win.Tawk_API ??= {});
          if (api.maximize) api.maximize();
          else api.onLoad = () => api.maximize?.();
        },
      };
    case "crisp":
      return {
        src: crispScript,
        prepare(win, lang) {
          win.$crisp ??= [];
          win.CRISP_WEBSITE_ID = settings.id;
          win.CRISP_RUNTIME_CONFIG = { locale: lang };
        },
        start() {},
        // Crisp reads its queue when it starts, so the command may be queued before or after.
        open(win) {
          (win.$crisp ??= []).push(["do", "chat:open"]);
        },
      };
    case "chatwoot":
      return {
        src: `${settings.url}${chatwootSdkPath}`,
        prepare(win, lang) {
          win.chatwootSettings = { locale: lang, position: "right", type: "standard" };
        },
        start(win) {
          win.chatwootSDK?.run({ websiteToken: settings.id, baseUrl: settings.url });
        },
        open(win) {
          if (win.$chatwoot) win.$chatwoot.toggle("open");
          else win.addEventListener("chatwoot:ready", () => win.$chatwoot?.toggle("open"), { once: true });
        },
      };
  }
}
