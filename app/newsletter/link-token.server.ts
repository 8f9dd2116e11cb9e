import { readFormBody } from "../../core/text/read-form.server.ts";

/**
 * The token a POST to a newsletter link's page carries: the page's button sends it in the form; a mail
 * client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` to the link itself, whose
 * address holds it.
 */
export async function postedToken(request: Request, fromAddress: string | null): Promise<string | null> {
  const posted = (await readFormBody(request)).get("token");
  return typeof posted === "string" && posted !== "" ? posted : fromAddress;
}
