import { sceneSvg } from "../art/scenes/scene-svg.server.tsx";
import { scenePath } from "../art/scenes/scenes.ts";
import { sceneKeys } from "../../core/art/scene-keys.ts";
import { fileTo } from "../../core/routing/paths.ts";
import type { Route } from "./+types/scene";

/** `<key>.svg` of the scene file route: a drawn scene of people at work, made at build. */
export function loader({ params }: Route.LoaderArgs) {
  const key = sceneKeys.find((candidate) => scenePath(candidate) === fileTo("scene", params));
  if (!key) throw new Response(null, { status: 404 });
  return new Response(sceneSvg(key), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
