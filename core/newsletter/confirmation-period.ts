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
