/**
 * The drawn scenes of people at work, by key: what a page's content may pick (`scene` in its data file) and
 * what the scene file route serves (app/art/scenes/scenes.ts draws and names them). Plain data,
 * so the content's schemas read it without the pages' code.
 */
export const sceneKeys = ["warehouse", "outlet", "outlet-night", "field", "field-claim", "office"] as const;
export type SceneKey = (typeof sceneKeys)[number];
