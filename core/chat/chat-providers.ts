/**
 * The live-chat vendors the site can load, behind one interface: what each one's script is, which globals
 * it reads first, and how it is told to open its window. Plain data and functions of a window-like object,
 * so each vendor's script is unit-tested without a browser. How the site decides when to load one is in
 * load-chat.ts; which hosts the Content-Security-Policy allows for each is in server/content-security.ts.
 */
import type { Lang, PageId } from "../routing/pages.ts";

export const chatProviderNames = ["tawk", "crisp", "chatwoot"] as const;
export type ChatProviderName = (typeof chatProviderNames)[number];

/** What CHAT_ID looks like for each vendor, as its embed code shows it. */
export const chatIdPatterns: Record<ChatProviderName, { regex: RegExp; description: string }> = {
  tawk: {
    regex: /^[0-9a-f]{24}\/\w{4,20}$/,
    description:
      "the property and widget IDs from Tawk.to's embed code, joined by a slash, such as 64a1b2c3d4e5f6a7b8c9d0e1/1h5abcdef",
  },
  crisp: {
    regex: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    description: "Crisp's website ID, a UUID such as 7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  },
  chatwoot: {
    regex: /^[A-Za-z0-9]{16,40}$/,
    description: "the website token from the Chatwoot inbox's embed code",
  },
};

/** Chatwoot's own cloud, used when CHAT_URL names no self-hosted server. */
export const chatwootCloud = "https://app.chatwoot.com";

/** Idle time before the chat loads by itself on the pages the operator lists, unless configured. */
export const defaultChatIdleSeconds = 20;

export interface ChatSettings {
  provider: ChatProviderName;
  id: string;
  /** The Chatwoot server (a self-hosted one, or the cloud); unused by the other vendors. */
  url: string;
  /** Pages where the chat loads after idle time, when the visitor has already accepted chat cookies. */
  autoloadPages: readonly PageId[];
  idleSeconds: number;
}

/** The chat a configuration turns on, or undefined when none is (the launcher then offers WhatsApp). */
export function chatSettings(config: {
  CHAT_PROVIDER?: ChatProviderName | undefined;
  CHAT_ID?: string | undefined;
  CHAT_URL?: string | undefined;
  CHAT_AUTOLOAD_PAGES?: readonly PageId[] | undefined;
  CHAT_IDLE_SECONDS?: number | undefined;
}): ChatSettings | undefined {
  if (!config.CHAT_PROVIDER || !config.CHAT_ID) return undefined;
  return {
    provider: config.CHAT_PROVIDER,
    id: config.CHAT_ID,
    url: config.CHAT_URL ?? chatwootCloud,
    autoloadPages: config.CHAT_AUTOLOAD_PAGES ?? [],
    idleSeconds: config.CHAT_IDLE_SECONDS ?? defaultChatIdleSeconds,
  };
}

/** The vendor's name as the visitor reads it in the chat's consent question and the privacy policy. */
export const chatVendorNames: Record<ChatProviderName, string> = {
  tawk: "Tawk.to",
  crisp: "Crisp",
  chatwoot: "Chatwoot",
};

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
        src: `https://embed.tawk.to/${settings.id}`,
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
        src: "https://client.crisp.chat/l.js",
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
        src: `${settings.url}/packs/js/sdk.js`,
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
