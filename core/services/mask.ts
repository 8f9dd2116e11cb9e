/**
 * What an operator's terminal may show of an address: enough to tell messages apart, not enough to read
 * someone's address over a shoulder or in a pasted log (`budi@pt-alun.co.id` → `b***@pt-alun.co.id`).
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return "***";
  return `${address.slice(0, Math.min(1, at))}***${address.slice(at)}`;
}

// Loose on purpose: anything that looks like an address is masked, a false match costs nothing.
const addressPattern = /[^\s<>()[\]{}"',;:]+@[^\s<>()[\]{}"',;:]+/g;

/** Free text (an SMTP server's error, say "550 <budi@…> unknown") with every address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(addressPattern, maskEmail);
}

/**
 * An error as a log line may show it: the database's own message rather than the failed query with its
 * parameters (Drizzle puts the values, addresses included, in its message), and addresses masked.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return maskEmailsIn(String(error));
  const query = error.message.split("\n")[0] ?? "";
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  const text = cause ? `${query.replace(/^Failed query:[\s\S]*/, "query failed")}: ${cause}` : error.message;
  return maskEmailsIn(text.replace(/\bparams:[\s\S]*/, "").trim()).slice(0, 500);
}

/**
 * A visitor's IP as a log line may show it: its network, not the host (`203.0.113.9` → `203.0.113.0/24`,
 * an IPv6 address → its /48). Enough to see that requests come from one place, not to name a visitor.
 */
export function maskIp(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!address.includes(":")) return "unknown";
  const groups = (address.split("::")[0] ?? "").split(":").filter(Boolean);
  // `2001:db8::1` has fewer than three groups before the `::`: the missing ones are zeros.
  while (groups.length < 3) groups.push("0");
  const network = groups
    .slice(0, 3)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":");
  return /^[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(network) ? `${network}::/48` : "unknown";
}
