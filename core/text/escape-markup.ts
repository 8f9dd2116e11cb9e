const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text for HTML or XML element content and quoted attribute values: the mails, the contact message, the
 * sitemap, the feeds.
 */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}
