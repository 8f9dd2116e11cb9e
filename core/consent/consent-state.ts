/**
 * The visitor's cookie choice as the browser keeps it: pure functions, so the rules (what a stored choice
 * must hold, when it is too old, when a new policy asks again) are tested without a browser.
 */

/** A random UUID made in the browser, kept with the choice. */
export const consentIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The first-party cookie holding the choice; named in the privacy policy's cookie list. */
export const consentCookieName = "regu_consent";

/** A choice is kept 12 months at most; after that the banner asks again. */
export const consentMaxAgeDays = 365;
const maxAgeMs = consentMaxAgeDays * 24 * 60 * 60 * 1000;

/**
 * The revision of the cookie notice. Change it when the purposes or what they cover change: every visitor
 * is asked again. Adding or removing a tool changes the version by itself (see consentVersion).
 */
export const consentRevision = "2026-11-23";

/** The purposes a visitor decides on, in the order the cookie keeps them; necessary storage is always on. */
export const consentPurposes = ["analytics", "marketing", "chat"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export type ConsentChoice = Record<ConsentPurpose, boolean>;

/** The purposes alone, from a stored choice or anything else that holds them. */
export const choiceOf = (choice: ConsentChoice): ConsentChoice => ({
  analytics: choice.analytics,
  marketing: choice.marketing,
  chat: choice.chat,
});

/** Every purpose accepted, or every one refused. */
export const everyPurpose = (accepted: boolean): ConsentChoice => ({
  analytics: accepted,
  marketing: accepted,
  chat: accepted,
});

export interface StoredConsent extends ConsentChoice {
  /** Random, made in the browser; the visitor may quote it to have the records erased. */
  id: string;
  /** The policy version the choice was made under. */
  version: string;
  /** When the choice was made, in milliseconds since 1970. */
  decidedAt: number;
}

/** The version a choice is made under: the notice's revision and the tools it covers. */
export function consentVersion(tools: {
  gtm?: string;
  ga4?: string;
  linkedin?: string;
  chat?: { provider: string };
}): string {
  const names = (["gtm", "ga4", "linkedin"] as const).filter((name) => tools[name]);
  // Another chat vendor is another company keeping the conversation: the visitor is asked again.
  return [consentRevision, ...names, ...(tools.chat ? [`chat-${tools.chat.provider}`] : [])].join(".");
}

/** The cookie's value: `<id>.<one 0|1 per purpose, in consentPurposes' order>.<decidedAt>.<version>`. */
export function encodeConsent(consent: StoredConsent): string {
  const flags = consentPurposes.map((purpose) => (consent[purpose] ? 1 : 0)).join("");
  return `${consent.id}.${flags}.${consent.decidedAt}.${consent.version}`;
}

/**
 * The stored choice, or undefined when there is none to follow: malformed, made under another policy
 * version, older than 12 months, or dated in the future (a clock set wrong, or a forged value).
 */
export function decodeConsent(
  value: string | undefined,
  { now, version }: { now: number; version: string },
): StoredConsent | undefined {
  if (!value) return undefined;
  const [id = "", flags = "", time = "", ...rest] = value.split(".");
  const decidedAt = Number(time);
  const validFlags = flags.length === consentPurposes.length && /^[01]+$/.test(flags);
  if (!consentIdPattern.test(id) || !validFlags || !/^\d{1,15}$/.test(time)) return undefined;
  if (rest.join(".") !== version) return undefined;
  if (decidedAt > now + 60_000 || now - decidedAt > maxAgeMs) return undefined;
  const choice = Object.fromEntries(consentPurposes.map((purpose, index) => [purpose, flags[index] === "1"]));
  return { id, ...(choice as ConsentChoice), version, decidedAt };
}

/** The consent cookie's value in a `document.cookie` string. */
export function consentCookieValue(cookies: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === consentCookieName) return value.join("=");
  }
  return undefined;
}

/** Whether a `Cookie` header (or `document.cookie`) holds a choice to follow under this `version`. */
export function hasStoredChoice(
  cookies: string | undefined,
  { now, version }: { now: number; version: string },
): boolean {
  return decodeConsent(consentCookieValue(cookies ?? ""), { now, version }) !== undefined;
}

/**
 * The banner's form (consent-banner.tsx): the button pressed is `choice` (`all`, `none`, or `chosen` for
 * the purposes ticked, each a `purpose` field).
 */
export const bannerFields = { choice: "choice", purpose: "purpose", returnTo: "return" } as const;

/** The choice a posted banner form makes, read from FormData or URLSearchParams; undefined if it makes none. */
export function choiceFromForm(form: {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}): ConsentChoice | undefined {
  const button = form.get(bannerFields.choice);
  if (button === "all" || button === "none") return everyPurpose(button === "all");
  if (button !== "chosen") return undefined;
  const ticked = new Set(form.getAll(bannerFields.purpose));
  return Object.fromEntries(
    consentPurposes.map((purpose) => [purpose, ticked.has(purpose)]),
  ) as ConsentChoice;
}

/** The `document.cookie` assignment that keeps a choice for 12 months. */
export function consentCookie(consent: StoredConsent, { secure }: { secure: boolean }): string {
  const maxAge = consentMaxAgeDays * 24 * 60 * 60;
  return `${consentCookieName}=${encodeConsent(consent)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether the new choice takes back a purpose whose tool this page has already started. */
export function withdraws(started: ConsentChoice, next: ConsentChoice): boolean {
  return consentPurposes.some((purpose) => started[purpose] && !next[purpose]);
}
