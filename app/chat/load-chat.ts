/**
 * Adds the configured chat vendor's script to the page, once, and opens its window. Loaded with the chat
 * button, never before a visitor opens the chat or (on the pages the operator lists) has been idle a while
 * with chat consent given.
 */
import { started } from "../consent/tags.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { chatScript, type ChatWindow } from "../../core/chat/chat-providers.ts";
import type { ChatSettings } from "../../core/vendors/chat.ts";

/** A vendor that has not answered by then is treated as down: the visitor is offered WhatsApp. */
const loadTimeoutMs = 15_000;

let loading: Promise<void> | undefined;

/** Whether the vendor's widget is on the page (it then draws its own button, and ours steps aside). */
export const chatLoaded = { value: false };

const chatWindow = () => window as unknown as ChatWindow;

/** Loads the vendor's script; resolves once it has run, rejects if it fails or times out (a retry may follow). */
export function loadChat(settings: ChatSettings, lang: Lang): Promise<void> {
  if (loading) return loading;
  const vendor = chatScript(settings);
  vendor.prepare(chatWindow(), lang);
  // From here a withdrawn chat consent reloads the page: a vendor's script cannot be unloaded.
  started.chat = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = vendor.src;
  loading = new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${vendor.src} did not load`)), loadTimeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      vendor.start(chatWindow());
      chatLoaded.value = true;
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`${vendor.src} failed to load`));
    };
  });
  loading.catch(() => {
    script.remove();
    loading = undefined;
  });
  document.head.append(script);
  return loading;
}

/** Opens the vendor's chat window (now, or once its widget is ready). */
export function openChat(settings: ChatSettings): void {
  chatScript(settings).open(chatWindow());
}
