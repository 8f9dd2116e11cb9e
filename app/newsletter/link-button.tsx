import { Form, useNavigation } from "react-router";

interface LinkButtonProps {
  /** The mail link's token, posted with the press. */
  token: string;
  label: string;
  /** The label while the post is on its way (with JavaScript). */
  sending: string;
}

/**
 * The one button of a page a newsletter mail's link opens: only its POST confirms or unsubscribes, since
 * mail scanners open every link of a mail. A plain form post without JavaScript; with it, the same post
 * without leaving the page. It posts to the page's own address, the link's `?token=` included.
 */
export function LinkButton({ token, label, sending }: LinkButtonProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-8">
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        disabled={busy}
        className="btn-primary h-12 w-full px-7 text-base disabled:opacity-70 sm:w-auto"
      >
        {busy ? sending : label}
      </button>
    </Form>
  );
}
