/**
 * A form post to a route module's action, handed over the way the server's React Router does it: a real
 * multipart request, the services in the router context and the visitor's IP. No build and no browser, so
 * an integration test can follow a post from validation to the database and the SMTP server.
 */
import { RouterContextProvider, type ActionFunctionArgs } from "react-router";
import { requestInfoContext, servicesContext, type Services } from "../../core/services/context.ts";

/** Field values as a browser posts them; a list is one value per checked box. */
export type PostedFields = Record<string, string | readonly string[]>;

export async function postToAction<Result>(
  action: (args: ActionFunctionArgs<Readonly<RouterContextProvider>>) => Promise<Result>,
  options: { url: string; fields: PostedFields; services: Services; clientIp?: string },
): Promise<Result> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields)) {
    for (const item of typeof value === "string" ? [value] : value) form.append(name, item);
  }
  const url = new URL(options.url);
  const context = new RouterContextProvider();
  context.set(servicesContext, options.services);
  context.set(requestInfoContext, { clientIp: options.clientIp ?? "203.0.113.7" });
  return action({
    request: new Request(url, { method: "POST", body: form }),
    url,
    params: {},
    context,
    pattern: url.pathname,
  });
}
