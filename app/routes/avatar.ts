import { portraitSvg } from "../art/portrait.server.ts";
import { isPersonKey } from "../../content/customers.ts";
import type { Route } from "./+types/avatar";

/** `/avatars/<person>.svg`: the drawn portrait of a customer quoted on the site, made at build. */
export function loader({ params }: Route.LoaderArgs) {
  const key = /^([a-z0-9-]+)\.svg$/.exec(params.file ?? "")?.[1] ?? "";
  if (!isPersonKey(key)) throw new Response(null, { status: 404 });
  return new Response(portraitSvg(key), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
