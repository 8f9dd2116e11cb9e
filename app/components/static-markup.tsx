import type { ComponentPropsWithoutRef } from "react";

/**
 * Markup rendered on the server (drawings), shown as is. Its components never reach the browser's bundle:
 * a drawing costs HTML bytes once instead of JavaScript on every page that hydrates it.
 */
export function StaticMarkup({ html, ...props }: { html: string } & ComponentPropsWithoutRef<"div">) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
