/**
 * What every page draws once it has loaded, as fixed overlays that move nothing: the chat button and, when
 * a tool needing consent is configured, the consent manager. Loaded lazily after hydration (root.tsx), so
 * no page's first load carries them.
 */
import { lazy, Suspense } from "react";
import ChatLauncher from "../chat/chat-launcher.tsx";
import { consentEnabled } from "../consent/load-consent.ts";

declare const __CONSENT_ENABLED__: boolean;

// The build-time constant itself, not `consentEnabled`: only then does a build without tools drop the
// import, so that it makes no consent-manager chunk and the shell exports nothing for one.
const ConsentManager = __CONSENT_ENABLED__
  ? lazy(() => import("../consent/consent-manager.tsx"))
  : () => null;

export default function AfterLoad() {
  return (
    <>
      {consentEnabled && (
        <Suspense>
          <ConsentManager />
        </Suspense>
      )}
      <ChatLauncher />
    </>
  );
}
