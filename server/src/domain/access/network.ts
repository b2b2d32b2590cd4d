/**
 * The network an address belongs to, for the budgets counted per address.
 * Whoever holds one address can usually send from its neighbours too: a
 * server or office gets a range of IPv4 addresses (a /24 at most counts as
 * one), an IPv6 subscriber gets a whole /64 and picks any address in it at
 * will, and every loopback address is this machine. Counted address by
 * address, such a caller would multiply every budget by the size of its range.
 */

/** `127.0.0.1`-style text to its four parts, or null. */
function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

/** IPv6 text to its eight 16-bit groups (an embedded IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/%.*$/, '').toLowerCase();
  if (!text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    for (const piece of half.split(':')) {
      const v4 = piece.includes('.') ? ipv4Parts(piece) : null;
      if (v4) groups.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for. */
const mappedIpv4 = (groups: number[]): number[] | null =>
  groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff ? [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff] : null;

export function isLoopback(address: string): boolean {
  const groups = ipv6Groups(address);
  const v4 = groups ? mappedIpv4(groups) : ipv4Parts(address);
  if (v4) return v4[0] === 127;
  return groups !== null && groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}

/**
 * `loopback`, `a.b.c.0/24` or the /64 prefix (`2001:db8:1:2::/64`); text that
 * is no address (an unknown caller) stays a network of its own.
 */
export function networkOf(address: string): string {
  if (isLoopback(address)) return 'loopback';
  const groups = ipv6Groups(address);
  const v4 = groups ? mappedIpv4(groups) : ipv4Parts(address);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0/24`;
  if (groups) return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
  return address;
}
