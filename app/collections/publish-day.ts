/**
 * Today's date in Jakarta (UTC+7), where most of the site's readers are: a blog article dated later waits
 * for the first build of its day (docs/editing.md, Drafts and scheduled articles).
 */
export function jakartaToday(now = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}
