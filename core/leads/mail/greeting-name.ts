/**
 * The name a confirmation may greet the visitor by. The address it goes to is unverified: anyone can type
 * someone else's, so whatever the form says would reach a stranger in a mail from our domain. The mail
 * carries no visitor text but, at most, a first name that passes a strict rule (docs/security.md, "Mail to
 * an address a visitor typed"): the first word of the name, when it is
 * - letters of one script (Japanese may mix kanji and kana), with their combining marks;
 * - at most two parts joined by one hyphen or apostrophe (Jean-Luc, D'Cruz), so that no phrase such as
 *   "URGENT-Payment-Overdue" gets through;
 * - as short as names of that script are: 20 letters in scripts that put spaces between words, 4 in
 *   Chinese, Japanese and Korean, 12 in the scripts of Southeast Asia written without spaces (Thai, Lao,
 *   Khmer, Burmese) — where a whole sentence is one "word" otherwise.
 * Anything else gets the greeting without a name.
 */

/** Letters in scripts written with spaces between words: longer than any given name. */
export const greetingNameMaxLetters = 20;

const compactScripts: ReadonlyArray<{ script: RegExp; maxLetters: number }> = [
  { script: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u, maxLetters: 4 },
  { script: /^\p{Script=Hangul}$/u, maxLetters: 4 },
  { script: /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]$/u, maxLetters: 12 },
];

// Letters with their combining marks, in at most two parts joined by - or an apostrophe.
const plainWord = /^(?:\p{L}\p{M}*)+(?:['’-](?:\p{L}\p{M}*)+)?$/u;

// The scripts names are written in around the region and beyond; a letter of another counts as "other".
const scriptNames = [
  ...["Greek", "Cyrillic", "Armenian", "Georgian", "Arabic", "Hebrew", "Hangul"],
  ...["Thai", "Lao", "Khmer", "Myanmar", "Devanagari", "Bengali", "Gurmukhi", "Tamil", "Telugu", "Sinhala"],
];

const scriptOf = (letter: string) =>
  /\p{Script=Latin}/u.test(letter)
    ? "Latin"
    : /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(letter)
      ? "Japanese/Chinese"
      : (scriptNames.find((name) => new RegExp(`\\p{Script=${name}}`, "u").test(letter)) ?? "other");

/** The first word of a name when it passes the rule above, or undefined: the mail then greets without one. */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  if (!plainWord.test(first)) return undefined;
  const letters = [...first.matchAll(/\p{L}/gu)].map((match) => match[0]);
  const scripts = new Set(letters.map(scriptOf));
  if (scripts.size !== 1 || scripts.has("other")) return undefined;
  const compact = compactScripts.find(({ script }) => letters.every((letter) => script.test(letter)));
  return letters.length <= (compact?.maxLetters ?? greetingNameMaxLetters) ? first : undefined;
}
