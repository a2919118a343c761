import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address rate limit counts under (decision 180). An IPv4 caller is its address; an IPv6
 * caller is its /64 network, since one subscriber is handed a whole /64 and can rotate through it at
 * will. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail = ''] = bare.split('::');
  const h = head ? head.split(':') : [];
  const t = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail takes two groups.
  const groups = (xs: string[]) => xs.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const hh = groups(h);
  const tt = groups(t);
  const full = bare.includes('::') ? [...hh, ...Array(Math.max(0, 8 - hh.length - tt.length)).fill('0'), ...tt] : hh;
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
