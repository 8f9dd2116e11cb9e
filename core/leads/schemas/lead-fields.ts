import * as z from "zod/mini";
import {
  hasControlCharacters,
  stripControlCharacters,
  type ControlOptions,
} from "../../text/control-characters.ts";
import { companySizes, countries } from "./lead-options.ts";

/**
 * The fields the lead forms share, as zod/mini checks (a few KB in the browser; the server runs the very
 * same ones). A failed check's message is an error code; the page shows its dictionary's words for it.
 */

/**
 * The first check of every field the visitor types: a control character is refused on its own, so the
 * page names the field and the one thing to fix.
 */
export const typedText = (options?: ControlOptions) =>
  z.refine<string>((value) => !hasControlCharacters(value, options), { error: "control", abort: true });

/** For a field the browser fills (a time zone): control characters are dropped, the rest is kept. */
export const withoutControls = z.overwrite<string>((value) => stripControlCharacters(value));

const required = (max: number) =>
  z
    .string()
    .check(
      typedText(),
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(max, { error: "tooLong" }),
    );

const optional = (max: number) =>
  z.string().check(typedText(), z.trim(), z.maxLength(max, { error: "tooLong" }));

export const nameField = required(120);
export const companyField = required(160);

export const emailField = z.string().check(
  typedText(),
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { error: "required", abort: true }),
  // RFC 5321 caps a forward path at 254 characters.
  z.maxLength(254, { error: "email", abort: true }),
  z.regex(z.regexes.email, { error: "email" }),
);

/**
 * A phone or WhatsApp number as people write it: an optional +, digits, spaces, dots, dashes and
 * brackets, with 7 to 15 digits (E.164's longest).
 */
export const phoneField = z.string().check(
  typedText(),
  z.trim(),
  z.minLength(1, { error: "required", abort: true }),
  z.maxLength(32, { error: "phone", abort: true }),
  z.regex(/^\+?[\d\s().-]+$/, { error: "phone", abort: true }),
  z.refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    },
    { error: "phone" },
  ),
);

// An optional field may be missing from a post altogether (a script, an old form): that is empty.
export const optionalPhoneField = z._default(
  z.string().check(
    typedText(),
    z.trim(),
    z.refine((value) => value === "" || z.safeParse(phoneField, value).success, { error: "phone" }),
  ),
  "",
);

export const optionalCompanyField = z._default(optional(160), "");

export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.string().check(z.minLength(1, { error: "required", abort: true })),
    z.enum(values, { error: "choice" }),
  );

/** An unticked checkbox is absent from the form data; a ticked one is "on". */
export const checkboxField = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on" || value === "true"),
);

export const consentField = z.pipe(
  checkboxField,
  z.boolean().check(z.refine((value) => value, { error: "consent" })),
);

/** Who asks and for which company: the fields the demo and registration forms share. */
export const companyLeadShape = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: companyField,
  companySize: choiceField(companySizes),
  country: choiceField(countries),
  marketingConsent: checkboxField,
};

export { z };
