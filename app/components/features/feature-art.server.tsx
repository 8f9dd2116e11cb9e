import { renderToStaticMarkup } from "react-dom/server";
import type {
  FeaturePageContent,
  PhoneScreen as PhoneScreenContent,
} from "../../../content/feature-pages/types.ts";
import { PhoneScreen } from "../../art/phone-screen.tsx";

/**
 * A feature page's hero phone, as markup made where the page is rendered: the drawing costs HTML once
 * instead of JavaScript in the page's bundle. One phone, whole: the manager's side is the web dashboard's
 * screen under the hero (renderAdminScreen), which a second phone half behind this one used to cut off.
 */
export function renderFeatureScreens(screens: FeaturePageContent["screens"]): string {
  return renderToStaticMarkup(<PhoneScreen screen={screens.employee} className="mx-auto" />);
}

/** One phone, for pages that show a single screen of the app. */
export function renderPhoneScreen(screen: PhoneScreenContent, className = "mx-auto"): string {
  return renderToStaticMarkup(<PhoneScreen screen={screen} className={className} />);
}
