import { describe, expect, it } from "vitest";
import { chatScript, chatSettings, type ChatWindow } from "../../core/chat/chat-providers.ts";
import { readPublicConfig } from "../../core/config/public.ts";
import { configuredTools } from "../../core/consent/tools.ts";
import { contentSecurityPolicy } from "../../server/content-security.ts";

const crispId = "7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const tawkId = "64a1b2c3d4e5f6a7b8c9d0e1/1h5abcdef";
const chatwootToken = "Ab12Cd34Ef56Gh78Ij90";

const settingsFor = (env: Record<string, string>) => chatSettings(readPublicConfig(env));

/** The script of a configuration that must turn a chat on. */
function scriptFor(env: Record<string, string>) {
  const settings = settingsFor(env);
  if (!settings) throw new Error("no chat configured");
  return chatScript(settings);
}

/** A stand-in for `window` that records the listeners a vendor's script asks for. */
function fakeWindow(): ChatWindow & { listeners: Map<string, () => void> } {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    addEventListener(type, listener) {
      listeners.set(type, listener);
    },
  };
}

describe("chat settings", () => {
  it("turn the chat on only with a provider and its ID", () => {
    expect(settingsFor({})).toBeUndefined();
    expect(settingsFor({ CHAT_PROVIDER: "", CHAT_ID: "" })).toBeUndefined();
    expect(settingsFor({ CHAT_PROVIDER: "crisp", CHAT_ID: crispId })).toEqual({
      provider: "crisp",
      id: crispId,
      url: "https://app.chatwoot.com",
      autoloadPages: [],
      idleSeconds: 20,
    });
  });

  it("read the pages that load the chat after idle time, and the idle time", () => {
    expect(
      settingsFor({
        CHAT_PROVIDER: "tawk",
        CHAT_ID: tawkId,
        CHAT_AUTOLOAD_PAGES: " pricing, contact ",
        CHAT_IDLE_SECONDS: "8",
      }),
    ).toMatchObject({ autoloadPages: ["pricing", "contact"], idleSeconds: 8 });
  });

  it("take a self-hosted Chatwoot's address, without a trailing slash", () => {
    expect(
      settingsFor({
        CHAT_PROVIDER: "chatwoot",
        CHAT_ID: chatwootToken,
        CHAT_URL: "https://chat.example.com/",
      }),
    ).toMatchObject({ url: "https://chat.example.com" });
  });

  it.each([
    [{ CHAT_PROVIDER: "intercom", CHAT_ID: "x" }, /CHAT_PROVIDER/],
    [{ CHAT_PROVIDER: "crisp" }, /UUID[\s\S]*at CHAT_ID/],
    [{ CHAT_PROVIDER: "crisp", CHAT_ID: tawkId }, /UUID[\s\S]*at CHAT_ID/],
    [{ CHAT_PROVIDER: "tawk", CHAT_ID: crispId }, /Tawk\.to[\s\S]*at CHAT_ID/],
    [{ CHAT_PROVIDER: "chatwoot", CHAT_ID: "short" }, /website token[\s\S]*at CHAT_ID/],
    [
      { CHAT_PROVIDER: "crisp", CHAT_ID: crispId, CHAT_URL: "https://chat.example.com" },
      /self-hosted Chatwoot/,
    ],
    [{ CHAT_ID: crispId }, /needs CHAT_PROVIDER[\s\S]*at CHAT_ID/],
    [
      { CHAT_PROVIDER: "crisp", CHAT_ID: crispId, CHAT_AUTOLOAD_PAGES: "pricing,prices" },
      /"prices" is not a page key/,
    ],
    [{ CHAT_PROVIDER: "crisp", CHAT_ID: crispId, CHAT_IDLE_SECONDS: "0" }, /CHAT_IDLE_SECONDS/],
  ])("refuse %o", (env, message) => {
    expect(() => readPublicConfig(env)).toThrow(message);
  });
});

describe("each chat vendor's script", () => {
  it("Tawk.to: the property's embed script, opened by maximising once loaded", () => {
    const script = scriptFor({ CHAT_PROVIDER: "tawk", CHAT_ID: tawkId });
    expect(script.src).toBe(`https://embed.tawk.to/${tawkId}`);
    const win = fakeWindow();
    script.prepare(win, "id");
    expect(win.Tawk_API).toEqual({});
    expect(win.Tawk_LoadStart).toBeInstanceOf(Date);
    // Asked to open before the widget is there: it opens when Tawk.to says it has loaded.
    script.open(win);
    let maximised = 0;
    const api = win.Tawk_API ?? {};
    api.maximize = () => maximised++;
    api.onLoad?.();
    expect(maximised).toBe(1);
    // Once loaded, it opens at once.
    script.open(win);
    expect(maximised).toBe(2);
  });

  it("Crisp: the loader with the website ID and the page's language, opened through its queue", () => {
    const script = scriptFor({ CHAT_PROVIDER: "crisp", CHAT_ID: crispId });
    expect(script.src).toBe("https://client.crisp.chat/l.js");
    const win = fakeWindow();
    script.prepare(win, "id");
    expect(win.CRISP_WEBSITE_ID).toBe(crispId);
    expect(win.CRISP_RUNTIME_CONFIG).toEqual({ locale: "id" });
    script.start(win);
    script.open(win);
    expect(win.$crisp).toEqual([["do", "chat:open"]]);
  });

  it("Chatwoot: the server's SDK, run with the website token, opened once ready", () => {
    const script = scriptFor({
      CHAT_PROVIDER: "chatwoot",
      CHAT_ID: chatwootToken,
      CHAT_URL: "https://chat.example.com",
    });
    expect(script.src).toBe("https://chat.example.com/packs/js/sdk.js");
    const win = fakeWindow();
    script.prepare(win, "en");
    expect(win.chatwootSettings).toEqual({ locale: "en", position: "right", type: "standard" });
    const runs: unknown[] = [];
    win.chatwootSDK = { run: (options) => runs.push(options) };
    script.start(win);
    expect(runs).toEqual([{ websiteToken: chatwootToken, baseUrl: "https://chat.example.com" }]);
    const toggles: string[] = [];
    script.open(win);
    expect(toggles).toEqual([]);
    win.$chatwoot = { toggle: (state) => toggles.push(state) };
    win.listeners.get("chatwoot:ready")?.();
    expect(toggles).toEqual(["open"]);
  });
});

const directives = (env: Record<string, string>) =>
  new Map(
    contentSecurityPolicy({ https: true, tools: configuredTools(readPublicConfig(env)), scriptSources: [] })
      .split("; ")
      .map((directive) => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources] as const;
      }),
  );

describe("the Content-Security-Policy names exactly the chat vendor's hosts", () => {
  it("Crisp", () => {
    const policy = directives({ CHAT_PROVIDER: "crisp", CHAT_ID: crispId });
    expect(policy.get("script-src")).toEqual(["'self'", "https://*.crisp.chat"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'", "https://*.crisp.chat"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://*.crisp.chat", "wss://*.relay.crisp.chat"]);
    expect(policy.get("frame-src")).toEqual(["https://*.crisp.chat"]);
    expect(policy.get("worker-src")).toEqual(["blob:", "https://*.crisp.chat"]);
    expect(policy.get("media-src")).toEqual(["https://*.crisp.chat"]);
  });

  it("Tawk.to", () => {
    const policy = directives({ CHAT_PROVIDER: "tawk", CHAT_ID: tawkId });
    expect(policy.get("script-src")).toEqual(["'self'", "https://*.tawk.to", "https://cdn.jsdelivr.net"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://*.tawk.to", "wss://*.tawk.to"]);
    expect(policy.get("font-src")).toEqual(["'self'", "https://*.tawk.to", "https://fonts.gstatic.com"]);
    expect(policy.get("frame-src")).toEqual(["https://*.tawk.to"]);
    expect(policy.has("worker-src")).toBe(false);
  });

  it("a self-hosted Chatwoot: its own server and nothing else", () => {
    const policy = directives({
      CHAT_PROVIDER: "chatwoot",
      CHAT_ID: chatwootToken,
      CHAT_URL: "https://chat.example.com",
    });
    expect(policy.get("script-src")).toEqual(["'self'", "https://chat.example.com"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://chat.example.com",
      "wss://chat.example.com",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://chat.example.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://chat.example.com"]);
  });

  it("no chat: styles from this origin only, no frames", () => {
    const policy = directives({});
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.has("media-src")).toBe(false);
  });
});
