import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FieldScene } from "./field.tsx";
import { OfficeScene } from "./office.tsx";
import { OutletScene } from "./outlet.tsx";
import type { SceneKey } from "../../../core/art/scene-keys.ts";
import { WarehouseScene } from "./warehouse.tsx";

const drawings: Record<SceneKey, () => ReactElement> = {
  warehouse: () => <WarehouseScene />,
  outlet: () => <OutletScene />,
  "outlet-night": () => <OutletScene night />,
  field: () => <FieldScene />,
  "field-claim": () => <FieldScene claim />,
  office: () => <OfficeScene />,
};

/** A scene as a standalone SVG file. */
export function sceneSvg(key: SceneKey): string {
  return renderToStaticMarkup(drawings[key]());
}
