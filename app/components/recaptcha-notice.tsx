interface RecaptchaNoticeProps {
  notice: string;
  privacy: string;
  terms: string;
  className?: string;
}

/**
 * Google's notice beside a form that reCAPTCHA guards: its badge is hidden, which Google allows when the
 * notice and the links to its Privacy Policy and Terms of Service are shown instead.
 */
export function RecaptchaNotice({ notice, privacy, terms, className = "" }: RecaptchaNoticeProps) {
  return (
    <p className={`text-xs [&_a]:underline ${className}`}>
      {notice} <a href="https://policies.google.com/privacy">{privacy}</a> ·{" "}
      <a href="https://policies.google.com/terms">{terms}</a>
    </p>
  );
}
