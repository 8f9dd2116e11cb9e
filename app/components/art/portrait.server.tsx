import { renderToStaticMarkup } from "react-dom/server";
import { portraits, type PersonKey } from "../../../content/customers.ts";
import { Portrait } from "./portrait.tsx";

/** A quoted person's portrait as a standalone SVG file, shown in a circle beside their words. */
export function portraitSvg(person: PersonKey): string {
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
      <Portrait look={portraits[person]} clipId="disc" />
    </svg>,
  );
}
