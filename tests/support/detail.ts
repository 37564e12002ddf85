/**
 * Long diagnostic listings (the inferred elements, the coverage matrix, the statuses a tour reached) are
 * printed only when asked for with `VERBOSE=1 npm test`, so an everyday run stays short. A failing
 * assertion still says what is wrong on its own.
 */
export const verbose = ['1', 'true', 'yes'].includes((process.env.VERBOSE ?? '').toLowerCase());

export function detail(text: string | (() => string)): void {
  if (verbose) console.log(typeof text === 'function' ? text() : text);
}
