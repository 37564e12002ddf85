/**
 * An account's IP allow-list, matched with node's `net.BlockList` (exact addresses and CIDR ranges, IPv4
 * and IPv6; IPv4-mapped IPv6 addresses such as `::ffff:127.0.0.1` are matched as IPv4).
 */
import { BlockList, isIP } from 'node:net';

export function ipAllowed(ip: string, allowList: readonly string[] | null | undefined): boolean {
  if (!allowList || allowList.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowList) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (prefix !== undefined) list.addSubnet(address!, Number(prefix), family);
    else list.addAddress(address!, family);
  }
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
}
