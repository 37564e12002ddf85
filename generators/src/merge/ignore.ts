/**
 * The configuration's `ignore` list, as `.fernignore` is: generated files (or globs of them, relative to the
 * output folder) the user owns. `generate` never writes, compares or removes them. Globs are read by
 * picomatch, the matcher of chokidar, micromatch and fast-glob, so they mean what they mean elsewhere.
 */
import picomatch from 'picomatch';

export function ignoreMatcher(patterns: readonly string[]): (file: string) => boolean {
  if (!patterns.length) return () => false;
  // A folder given as `dir/` or `dir` owns everything under it.
  const globs = patterns.flatMap((p) => {
    const clean = p.replace(/^\.\//, '');
    return clean.endsWith('/') ? [`${clean}**`] : [clean, `${clean}/**`];
  });
  const match = picomatch(globs, { dot: true });
  return (file) => match(file);
}
