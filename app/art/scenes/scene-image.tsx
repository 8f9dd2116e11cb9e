import { sceneSize, scenePath } from "./scenes.ts";
import type { SceneKey } from "../../../core/art/scene-keys.ts";

/**
 * A drawn scene as an image file: loaded when it nears the screen, its space reserved by its size so
 * nothing moves when it arrives. `alt` stays empty where the scene only illustrates words beside it.
 */
export function SceneImage({
  scene,
  alt = "",
  className = "",
}: {
  scene: SceneKey;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={scenePath(scene)}
      width={sceneSize.width}
      height={sceneSize.height}
      loading="lazy"
      decoding="async"
      alt={alt}
      className={`h-auto w-full ${className}`}
    />
  );
}
