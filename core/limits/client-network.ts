import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for, as every per-client limit counts it (docs/security.md,
 * "Limits by network"): one IPv4 address; an IPv4 address however it is written (`::ffff:1.2.3.4`,
 * `::ffff:102:304`); and an IPv6 host by its /64, the block one subscriber line or one machine is handed,
 * through which it can rotate freely. Anything else (a proxy that wrote no address) is counted as given.
 */
export function clientNetwork(address: string): string {
  const plain = address.trim().toLowerCase();
  if (isIPv4(plain)) return plain;
  // A zone (`fe80::1%eth0`) names the interface, not the host.
  const withoutZone = plain.split("%")[0] ?? plain;
  if (!isIPv6(withoutZone)) return plain;
  const groups = ipv6Groups(withoutZone);
  if (isIPv4Mapped(groups)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** `::ffff:a.b.c.d`: an IPv4 client of a dual-stack socket. */
export function isIPv4Mapped(groups: readonly number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
export function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
