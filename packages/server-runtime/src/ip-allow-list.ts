/**
 * IP allow-lists, parsed once: `compileAllowList(entries)` checks every entry (an IPv4 or IPv6 address, or
 * a CIDR range) and builds node's `net.BlockList`; requests are then matched against the built list.
 * IPv4-mapped IPv6 addresses such as `::ffff:127.0.0.1` are matched as IPv4.
 */
import { BlockList, isIP } from 'node:net';

export interface AllowList {
  /** Whether `ip` may call. */
  allows(ip: string): boolean;
}

/** A malformed allow-list entry, found when the list is configured. */
export class AllowListError extends TypeError {
  constructor(
    readonly entry: unknown,
    readonly index: number,
    why: string,
  ) {
    super(`IP allow-list entry ${index} (${JSON.stringify(entry)}) ${why}: expected an IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24.`);
    this.name = 'AllowListError';
  }
}

const EVERYONE: AllowList = { allows: () => true };

/** Parses and checks `entries`; throws an `AllowListError` naming the first bad one. Empty allows everyone. */
export function compileAllowList(entries: readonly unknown[] | null | undefined): AllowList {
  if (!entries || entries.length === 0) return EVERYONE;
  const list = new BlockList();
  entries.forEach((entry, index) => {
    if (typeof entry !== 'string') throw new AllowListError(entry, index, 'is not a string');
    const [address = '', prefix, extra] = entry.trim().split('/');
    const version = isIP(address);
    if (!version || extra !== undefined) throw new AllowListError(entry, index, 'is not an address');
    const family = version === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) return list.addAddress(address, family);
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(bits >= 0 && bits <= (version === 6 ? 128 : 32))) throw new AllowListError(entry, index, 'has a prefix length out of range');
    list.addSubnet(address, bits, family);
  });
  return {
    allows(ip) {
      const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
      const version = isIP(plain);
      return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * Compiled lists by the array the store handed over: the store's list is parsed the first time it is
 * seen and again only when the store hands over a new array (an edit), never on every request.
 */
export class AllowListCache {
  private readonly compiled = new WeakMap<readonly unknown[], AllowList | AllowListError>();

  get(entries: readonly unknown[] | null | undefined): AllowList | AllowListError {
    if (!entries || entries.length === 0) return EVERYONE;
    let found = this.compiled.get(entries);
    if (!found) {
      try {
        found = compileAllowList(entries);
      } catch (error) {
        if (!(error instanceof AllowListError)) throw error;
        found = error;
      }
      this.compiled.set(entries, found);
    }
    return found;
  }
}

/** One-off check (tests, tools): parses `allowList` and matches `ip`. */
export function ipAllowed(ip: string, allowList: readonly string[] | null | undefined): boolean {
  return compileAllowList(allowList).allows(ip);
}
