/**
 * The drawn scenes of people at work, each served as an SVG file (routes/scene.ts) and shown with <img>,
 * so a page carries a picture without its markup or any JavaScript. Plain data, safe in the browser.
 */
import { generatePath } from "react-router";
import type { SceneKey } from "../../../core/art/scene-keys.ts";
import { scenePattern } from "../../../core/routing/pages.ts";

/** Every scene is drawn on the same 4:3 canvas: the <img> reserves its space before the file arrives. */
export const sceneSize = { width: 800, height: 600 } as const;

/** A scene's file, one of the route table's files (`scene`); by its pattern, which a page's code can carry. */
export function scenePath(key: SceneKey): string {
  return generatePath(scenePattern, { file: `${key}.svg` });
}
