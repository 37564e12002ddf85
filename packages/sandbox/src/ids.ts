/** Ids and secrets from a seeded generator, so a sandbox started with the same seed hands out the same ones. */
export interface Ids {
  next(prefix: string): string;
  numeric(): string;
  hex(length: number): string;
}

export function createIds(seed: number, firstNumeric = 100_000): Ids {
  // mulberry32: tiny, seedable, good enough for ids; crypto strength is not needed in a sandbox.
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let counter = firstNumeric;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  return { hex, next: (prefix) => `${prefix}_${hex(6)}`, numeric: () => String(++counter) };
}
