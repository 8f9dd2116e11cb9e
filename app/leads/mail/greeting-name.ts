/**
 * The name a confirmation may greet the visitor by. The address it goes to is unverified: anyone can type
 * someone else's, so whatever the form says about the sender would reach a stranger in a mail from our
 * domain. Only the first word of the name is used, and only when it is a plain word (letters, with a hyphen
 * or apostrophe inside, as in Jean-Luc or D'Cruz): nothing that reads as a link, an address or a domain.
 */

/** Longer than any given name; a longer "word" is not one. */
export const greetingNameMaxLength = 40;

// Letters with their combining marks (Thai, Devanagari, decomposed accents), joined by - or an apostrophe.
const plainWord = /^(?:\p{L}\p{M}*)+(?:['’-](?:\p{L}\p{M}*)+)*$/u;

/** The first word of a name when it is a plain word, or undefined: the mail then greets without a name. */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  if ([...first].length > greetingNameMaxLength) return undefined;
  return plainWord.test(first) ? first : undefined;
}
