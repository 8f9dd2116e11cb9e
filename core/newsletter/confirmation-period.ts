/**
 * How long a newsletter subscription waits for its confirmation, in days: the confirmation link works this
 * long, and a subscription still unconfirmed after it is deleted (docs/product.md#confirmation). Long enough
 * for someone away over a long holiday, such as the cuti bersama around Lebaran, to come back to the mail;
 * no longer, because an address nobody confirmed is personal data of someone who may never have asked.
 * Plain data: the pages that tell visitors how long the link lasts read it too.
 */
export const confirmationDays = 14;

export const confirmationMs = confirmationDays * 24 * 60 * 60 * 1000;

/**
 * A pending subscriber who signs up again gets a new confirmation mail only when the last one is at least
 * this old, so the form cannot be used to flood an inbox.
 */
export const confirmationResendMinutes = 15;

/**
 * Confirmation mails one inbox gets in a day (UTC), however many spellings of it sign up
 * (`victim+1@`, `victim+2@`…): past it a sign-up is answered as always, and nothing is mailed or stored.
 * Three leave room for a visitor who signs up again from another page or device; a script cannot make the
 * site mail anyone more. RATE_LIMIT_CONFIRMATIONS_PER_DAY overrides it.
 */
export const confirmationMailsPerDay = 3;
