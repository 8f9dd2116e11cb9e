import { renderToStaticMarkup } from "react-dom/server";
import type {
  FeaturePageContent,
  PhoneScreen as PhoneScreenContent,
} from "../../../content/feature-pages/types.ts";
import { PhoneScreen } from "../art/phone-screen.tsx";

/**
 * The two phones of a feature page's hero, as markup made where the page is rendered: the drawing costs
 * HTML once instead of JavaScript in the page's bundle.
 */
export function renderFeatureScreens(screens: FeaturePageContent["screens"]): string {
  return renderToStaticMarkup(
    <div className="relative mx-auto w-full max-w-[460px] sm:h-[600px]">
      <PhoneScreen
        screen={screens.manager}
        className="absolute top-10 right-0 hidden origin-top-right scale-[0.9] sm:block"
      />
      <PhoneScreen screen={screens.employee} className="mx-auto sm:absolute sm:top-0 sm:left-0" />
    </div>,
  );
}

/** One phone, for pages that show a single screen of the app. */
export function renderPhoneScreen(screen: PhoneScreenContent, className = "mx-auto"): string {
  return renderToStaticMarkup(<PhoneScreen screen={screen} className={className} />);
}
