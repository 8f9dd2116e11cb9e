import { isIPv4, isIPv6 } from "node:net";
import { ipv6Groups, isIPv4Mapped } from "../core/limits/client-network.ts";

/** An address as bits: 32 for IPv4 (an IPv4-mapped IPv6 address included), 128 for IPv6. */
interface AddressBits {
  family: 4 | 6;
  value: bigint;
}

/** A block of addresses, `10.0.0.0/8` or `2001:db8::/32`; a single address is a block of one. */
export interface AddressRange {
  family: 4 | 6;
  /** The block's first address, with the host bits cleared. */
  network: bigint;
  prefix: number;
}

function addressBits(address: string): AddressBits | undefined {
  const plain = address.trim().toLowerCase();
  if (isIPv4(plain)) {
    const value = plain.split(".").reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
    return { family: 4, value };
  }
  // A zone (`fe80::1%eth0`) names the interface, not the host.
  const withoutZone = plain.split("%")[0] ?? plain;
  if (!isIPv6(withoutZone)) return undefined;
  const groups = ipv6Groups(withoutZone);
  if (isIPv4Mapped(groups)) {
    const [high = 0, low = 0] = groups.slice(6);
    return { family: 4, value: (BigInt(high) << 16n) | BigInt(low) };
  }
  return { family: 6, value: groups.reduce((bits, group) => (bits << 16n) | BigInt(group), 0n) };
}

const familyBits = { 4: 32, 6: 128 } as const;

/** `10.0.0.0/8`, `2001:db8::/32` or one address; undefined when it is neither. */
export function parseAddressRange(text: string): AddressRange | undefined {
  const [address = "", prefixText, ...rest] = text.trim().split("/");
  if (rest.length > 0) return undefined;
  const bits = addressBits(address);
  if (!bits) return undefined;
  // An IPv4 block is written as IPv4: `::ffff:10.0.0.0/8` would leave its prefix in doubt.
  if (bits.family === 4 && !isIPv4(address.trim())) return undefined;
  const width = familyBits[bits.family];
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return undefined;
  return { family: bits.family, network: bits.value & mask(width, prefix), prefix };
}

function mask(width: number, prefix: number): bigint {
  const all = (1n << BigInt(width)) - 1n;
  return all ^ ((1n << BigInt(width - prefix)) - 1n);
}

/** Whether `address` lies in one of `ranges`; an IPv4 address however it is written. */
export function inRanges(address: string, ranges: readonly AddressRange[]): boolean {
  if (ranges.length === 0) return false;
  const bits = addressBits(address);
  if (!bits) return false;
  const width = familyBits[bits.family];
  return ranges.some(
    (range) => range.family === bits.family && (bits.value & mask(width, range.prefix)) === range.network,
  );
}

/** The loopback and private blocks, where a proxy the operator runs sits (docs/operations.md). */
export const privateRanges: readonly AddressRange[] = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "::1/128",
  "fc00::/7",
].map((text) => {
  const range = parseAddressRange(text);
  if (!range) throw new Error(`${text} is not a range`);
  return range;
});
