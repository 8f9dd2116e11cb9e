/**
 * The live-chat vendors the site can load: who they are, what their account IDs look like, where each one's
 * loader script is, and the chat a configuration turns on. Consent (which names the vendor) and the chat
 * itself (core/chat/chat-providers.ts, which starts and opens the widget) both read it here, so neither
 * imports the other. What the policy allows each vendor is in content-security.server.ts.
 */
import type { PageId } from "../routing/pages.ts";

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

/** Tawk.to's loader is this address followed by the property and widget IDs. */
export const tawkEmbed = "https://embed.tawk.to";

/** Crisp's loader, the same for every website ID. */
export const crispScript = "https://client.crisp.chat/l.js";

/** Chatwoot's own cloud, used when CHAT_URL names no self-hosted server. */
export const chatwootCloud = "https://app.chatwoot.com";

/** Where a Chatwoot server (the cloud or a self-hosted one) serves its SDK. */
export const chatwootSdkPath = "/packs/js/sdk.js";

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
