/**
 * The key per-IP limits count a caller under: an IPv4 address as it is (IPv4-mapped IPv6 such as
 * `::ffff:203.0.113.7` read as IPv4), an IPv6 address by its /64 prefix. One IPv6 host or customer is
 * usually handed a whole /64, so counting single addresses would let one caller take 2^64 budgets (and
 * fill the limiter's memory with keys). Hand-written rather than ipaddr.js: it is one expansion of `::`,
 * not worth a dependency.
 */
import { isIP } from 'node:net';

export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups wide and sits in the low 64 bits.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
