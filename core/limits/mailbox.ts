/**
 * Providers that deliver `first.last@` and `firstlast@` to the same inbox, under the domain they share.
 * Most providers treat a dot as part of the name, so only these lose their dots.
 */
const dotlessDomains: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The inbox an address reaches, as the per-address limits count it (docs/security.md, "Limits by
 * mailbox"): lower-cased, without a `+tag` (`dewi+news@` is `dewi@`), and without dots in the name where
 * the provider ignores them (`d.ewi@googlemail.com` is `dewi@gmail.com`). Anything else is kept as typed:
 * it is a key for counting, never the address anyone is mailed at.
 */
export function normalisedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const tag = local.indexOf("+");
  // `+news@` alone has no name left to keep: it stays as it is.
  if (tag > 0) local = local.slice(0, tag);
  const shared = dotlessDomains[domain];
  if (shared === undefined) return `${local}@${domain}`;
  const dotless = local.replaceAll(".", "");
  return `${dotless === "" ? local : dotless}@${shared}`;
}
