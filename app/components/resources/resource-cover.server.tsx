import { renderToStaticMarkup } from "react-dom/server";
import type { ResourceKind } from "../../../core/collections/resource-kinds.ts";
import { ResourceCover } from "./resource-cover.tsx";

/** A resource's cover as markup made where the page is rendered: a drawing costs HTML, not JavaScript. */
export function renderResourceCover(kind: ResourceKind, className: string): string {
  return renderToStaticMarkup(<ResourceCover kind={kind} className={className} />);
}
