import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import { AppLink } from "../../components/app-link.tsx";

/**
 * What every lead form says under its button: what Regu does with the details, and the privacy policy.
 * A notice, not a consent (docs/product.md#forms-and-leads); the calculation sent by mail stores its words
 * with the lead (privacyNoticeText).
 */
export function PrivacyNotice({
  words,
  className = "text-center text-xs text-muted",
}: {
  words: FormWords["privacyNotice"];
  className?: string;
}) {
  return (
    <p className={className}>
      {words.before}
      <AppLink page="privacy" target="_blank" className="underline">
        {words.link}
      </AppLink>
      {words.after}
    </p>
  );
}

/** The notice as one line of text, as the visitor read it. */
export const privacyNoticeText = (words: FormWords["privacyNotice"]) =>
  `${words.before}${words.link}${words.after}`;
