/**
 * The characters a resource's PDF can draw: pdfkit's built-in Helvetica has Windows-1252 and nothing
 * more (docs/decisions/0007-pdfs.md).
 */

// The characters of Windows-1252 above 0x7F that are not Latin-1: the rest of what Helvetica can draw.
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

// The nearest drawable text for characters content is likely to use.
const replacements: Record<string, string> = {
  "\u2212": "\u2013", // minus sign: the en dash has its length
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2194": "<->",
  "\u21d2": "=>",
  "\u2713": "v",
  "\u2714": "v",
  "\u2717": "x",
  "\u2718": "x",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "\u2013",
  "\u2032": "'",
  "\u2033": '"',
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": "\u00a0",
  "\u2007": "\u00a0",
  "\u200b": "",
  "\u200d": "",
  "\ufeff": "",
  "\u2027": "\u00b7",
  "\u2219": "\u00b7",
  "\u25cf": "\u2022",
};

/**
 * Text Helvetica can draw (Windows-1252): known symbols get an equivalent, accented letters outside it
 * lose their accent, and anything else throws, so the build fails instead of printing an empty box.
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n" || char === "\t") out += " ";
    else if (drawable(char)) out += char;
    else if (char in replacements) out += replacements[char];
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      if (base !== "" && [...base].every(drawable)) out += base;
      else {
        const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
        throw new Error(
          `"${char}" (${code}) cannot be drawn in the PDF's font: reword it, or give it a replacement in pdf-characters.server.ts`,
        );
      }
    }
  }
  return out;
}
