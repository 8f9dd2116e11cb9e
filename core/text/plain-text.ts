/** Markup to words: tags become spaces, entities their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first sentence of a text: up to its first full stop followed by a space, or the whole text. */
export function firstSentence(words: string): string {
  const end = /[.!?](?=\s)/.exec(words);
  return end ? words.slice(0, end.index + 1) : words;
}
