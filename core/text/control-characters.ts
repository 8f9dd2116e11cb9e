/**
 * Control characters (C0, DEL and C1: Unicode's Cc) in what a visitor sends. Nobody types them; they come
 * from a paste or a crafted post, and PostgreSQL refuses a NUL in text and JSON alike, which would lose the
 * whole lead. Fields the visitor types refuse them, so the page can say which field to fix; hidden fields
 * (attribution, time zone) are metadata and lose them silently. Shared by the browser and the server.
 */

// Tab and line breaks are the only controls a multi-line text (the contact message) may hold.
const anyControl = /\p{Cc}/u;
const controlOutsideText = /[^\P{Cc}\t\n\r]/u;

export interface ControlOptions {
  /** Allow tab, line feed and carriage return, as a textarea sends them. */
  multiline?: boolean;
}

const patternOf = (options: ControlOptions) => (options.multiline ? controlOutsideText : anyControl);

export function hasControlCharacters(value: string, options: ControlOptions = {}): boolean {
  return patternOf(options).test(value);
}

export function stripControlCharacters(value: string, options: ControlOptions = {}): string {
  return value.replace(new RegExp(patternOf(options).source, "gu"), "");
}
