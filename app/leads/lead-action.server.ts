import { data, redirect, type RouterContextProvider } from "react-router";
import type { Attribution, LeadInput, LeadPerson } from "../../core/leads/lead.ts";
import type { MailAttachment } from "../../core/mail/mail-content.ts";
import type { Screening } from "../../core/leads/store/leads.server.ts";
import { describeError } from "../../core/services/mask.ts";
import type { BotVerdict } from "../../core/leads/recaptcha.server.ts";
import { retryAfterMinutes } from "../../core/limits/rate-limit.server.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { requestInfoContext, servicesContext } from "../../core/services/context.ts";
import { stripControlCharacters } from "../../core/text/control-characters.ts";
import {
  attributionFields,
  honeypotField,
  minimumFillMs,
  recaptchaField,
  startedAtField,
  type FormEcho,
  type LeadActionData,
  type LeadFormDefinition,
} from "../../core/leads/schemas/lead-form-data.ts";
import { formValues, validateForm } from "../../core/leads/schemas/validate-form.ts";
import { emailField, z } from "../../core/leads/schemas/lead-fields.ts";
import { messageHtmlMaxLength } from "../../core/leads/schemas/lead-options.ts";
import { readFormBody } from "../../core/text/read-form.server.ts";

/**
 * What a lead form's schema must give: the address at least. A form that asks for no name, phone or
 * company (the calculation sent by mail) stores them empty.
 */
export type LeadContact = Pick<LeadPerson, "email"> & Partial<LeadPerson>;

export interface LeadActionOptions<Schema extends z.ZodMiniType<LeadContact>> {
  request: Request;
  /** The page's address as React Router gives it to the action (not the `.data` address of a fetch). */
  url: URL;
  context: Readonly<RouterContextProvider>;
  lang: Lang;
  form: LeadFormDefinition<Schema>;
  /** What only this kind of lead carries, from the valid form; who sent it is read by the action. */
  details(data: z.output<Schema>): LeadInput["details"];
  /** Files the visitor's mail carries, made once the post has passed the limits and the checks. */
  attachments?(): Promise<MailAttachment[]>;
  /** Where the visitor goes once the lead is committed. */
  success(lead: { id: number }): string;
}

/**
 * The most of a value the page shows again: a message up to the longest one the form takes, anything
 * else up to four times its longest field (an address, 254). Enough to keep all a person typed; a post
 * stuffed to the body limit does not cost a page of a megabyte (every character shows twice, in the
 * field and in the page's data, `<` as `&lt;` and `\u003c`).
 */
const echoLength = (key: string) => (key === "message" ? messageHtmlMaxLength : 1_000);

const echo = (values: Record<string, unknown>): FormEcho => {
  const kept: FormEcho = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === recaptchaField || key === honeypotField) continue;
    if (typeof value === "string") kept[key] = value.slice(0, echoLength(key));
    else if (Array.isArray(value))
      kept[key] = value
        .filter((item) => typeof item === "string")
        .map((item) => item.slice(0, echoLength(key)));
  }
  return kept;
};

/**
 * The visit's UTM parameters and landing page from the form, or from the address it was posted to. They
 * are metadata nobody types: a control character in them is dropped rather than costing the lead.
 */
export function attributionOf(values: Record<string, unknown>, url: URL): Attribution {
  const attribution: Attribution = { page: (url.pathname.replace(/(.)\/+$/, "$1") || "/").slice(0, 300) };
  for (const field of attributionFields) {
    const value = values[field] ?? url.searchParams.get(field) ?? undefined;
    const clean = typeof value === "string" ? stripControlCharacters(value).trim() : "";
    if (clean !== "") attribution[field] = clean.slice(0, 300);
  }
  return attribution;
}

/** Honeypot and timing first (no request to Google for an obvious bot), then reCAPTCHA. */
async function screen(
  values: Record<string, unknown>,
  check: (token: string | undefined) => Promise<BotVerdict>,
): Promise<Screening> {
  const honeypot = values[honeypotField];
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return { status: "spam", reason: "honeypot filled" };
  const startedAt = Number(values[startedAtField]);
  if (Number.isFinite(startedAt) && startedAt > 0 && Date.now() - startedAt < minimumFillMs) {
    return { status: "spam", reason: `sent ${Date.now() - startedAt} ms after the form opened` };
  }
  const token = values[recaptchaField];
  const verdict = await check(typeof token === "string" && token !== "" ? token : undefined);
  if (verdict.verdict === "human") return { status: "new", score: verdict.score };
  if (verdict.verdict === "spam") return { status: "spam", reason: verdict.reason, score: verdict.score };
  return { status: "unverified", reason: verdict.reason };
}

/**
 * The action of every lead form: limit, validate, screen, store, then redirect. A lead is committed
 * before the visitor sees success; a failure keeps everything the visitor typed.
 *
 * The order keeps the cost of a post low until the limits have had their say: the server refuses a body
 * over its limit before it is read, reading it is linear, and the rate limits count the post as soon as
 * its address is known (from its own field's checks, the cheapest of the form) and before the form's
 * other fields are validated or its message is cleaned. A post without a valid address is refused by the
 * validation without reaching the database or the cleaning.
 */
export async function handleLeadForm<Schema extends z.ZodMiniType<LeadContact>>(
  options: LeadActionOptions<Schema>,
): Promise<Response | ReturnType<typeof data<LeadActionData>>> {
  const { request, url, context, lang } = options;
  const { type, listFields = [] } = options.form;
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestInfoContext);
  const values = formValues(await readFormBody(request), listFields);
  const kept = echo(values);
  const unavailable = (error: unknown) => {
    // The visitor's words stay on the page; nothing about the failure reaches them but the message.
    services.log.error({ form: type }, `${type} form: the lead could not be stored: ${describeError(error)}`);
    return data<LeadActionData>(
      { status: "unavailable", values: kept },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  };

  const address = z.safeParse(emailField, values.email);
  if (address.success) {
    try {
      const limit = await services.rateLimiter.consumeForm(type, clientIp, address.data);
      if (!limit.ok) {
        return data<LeadActionData>(
          { status: "limited", retryAfterMinutes: retryAfterMinutes(limit.retryAfterSeconds), values: kept },
          { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
        );
      }
    } catch (error) {
      return unavailable(error);
    }
  }

  const result = validateForm(await options.form.loadSchema(), values);
  if (!result.ok) {
    return data<LeadActionData>({ status: "invalid", errors: result.errors, values: kept }, { status: 400 });
  }
  const { name = "", email, phone = "", company = "", marketingConsent = false } = result.data;
  const lead = { name, email, phone, company, marketingConsent, details: options.details(result.data) };

  try {
    const screening = await screen(values, (token) => services.botCheck.verify(token, type, clientIp));
    const attachments = screening.status === "spam" ? undefined : await options.attachments?.();
    const stored = await services.leads.submit(
      { ...lead, type, lang, attribution: attributionOf(values, url) } as LeadInput,
      screening,
      attachments,
    );
    if (!stored.duplicate) services.notifyOutbox();
    return redirect(options.success(stored), 303);
  } catch (error) {
    return unavailable(error);
  }
}
