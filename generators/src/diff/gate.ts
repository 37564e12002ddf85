/**
 * The versioning gate, shared by `diff --ci` and `release` so they refuse exactly the same things.
 *
 * The version follows what API clients see: the bump a set of changes needs is the largest semver effect of
 * the changes no waiver accepts (a client-breaking change needs a major, an addition a minor, a docs-only
 * change a patch). What servers must newly implement is reported on its own and never raises the version.
 * While `info.version` still equals the base's, work in progress is fine unless it breaks clients (that
 * needs a new major before it can be merged); once `info.version` moves, it must move by at least the bump.
 */
import semver from 'semver';
import { compareVersions } from '../release/files.js';
import { BUMP_ORDER, maxBump, type Bump, type Change } from './types.js';

export interface GateResult {
  ok: boolean;
  /** The bump the unwaived changes need. */
  required: Bump;
  /** The bump from the base's version to the head's. */
  declared: Bump;
  /** Why the gate refuses (empty when ok). */
  reasons: string[];
}

export function requiredBump(changes: Change[]): Bump {
  return changes.filter((c) => !c.waived).reduce<Bump>((acc, c) => maxBump(acc, c.semver), 'none');
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * The bump between two versions: `1.2.3 -> 2.0.0` is major; equal versions (or a build label alone changed)
 * are `none`. Pre-releases as semver's `diff` reads them: `1.0.0 -> 1.0.1-rc.1` is a patch (the pre-release of
 * one), and a pre-release's own release (`1.0.0-rc.1 -> 1.0.0`, a major's) is the bump it previewed. Between two
 * pre-releases of one version (`2.0.0-rc.1 -> 2.0.0-rc.2`) it is that version's kind as well: a pre-release
 * promises no compatibility with the one before (semver, item 9), so the next may change what the release will.
 */
export function declaredBump(base: string, head: string): Bump {
  if (semver.valid(base) && semver.valid(head)) {
    const kind = semver.diff(base, head);
    if (kind === null) return 'none';
    if (kind !== 'prerelease') return kind.replace(/^pre/, '') as Bump;
    return semver.patch(head) !== 0 ? 'patch' : semver.minor(head) !== 0 ? 'minor' : 'major';
  }
  const [a, b] = [SEMVER.exec(base), SEMVER.exec(head)];
  if (!a || !b) return base === head ? 'none' : 'major';
  if (a[1] !== b[1]) return 'major';
  if (a[2] !== b[2]) return 'minor';
  return a[3] !== b[3] ? 'patch' : 'none';
}

const atLeast = (declared: Bump, required: Bump) => BUMP_ORDER.indexOf(declared) <= BUMP_ORDER.indexOf(required);

export function evaluateGate(changes: Change[], baseVersion: string, headVersion: string): GateResult {
  const required = requiredBump(changes);
  const declared = declaredBump(baseVersion, headVersion);
  const reasons: string[] = [];
  if (!SEMVER.test(headVersion) && headVersion !== baseVersion) reasons.push(`info.version "${headVersion}" is not a semantic version (MAJOR.MINOR.PATCH).`);
  else if (SEMVER.test(baseVersion) && compareVersions(headVersion, baseVersion) < 0) {
    reasons.push(`info.version ${headVersion} is lower than the base's ${baseVersion}.`);
  } else if (declared === 'none') {
    const breaking = changes.filter((c) => !c.waived && c.semver === 'major');
    if (breaking.length) {
      reasons.push(
        `${breaking.length} change(s) break API clients, and info.version is still the base's ${baseVersion}. ` +
          `Undo them, bump info.version to ${nextVersion(baseVersion, 'major')}, or waive a deliberate break in openapi/diff-waivers.yaml with its reason.`,
      );
    }
  } else if (!atLeast(declared, required)) {
    reasons.push(
      `info.version ${baseVersion} -> ${headVersion} is a ${declared} bump, but the changes need a ${required} bump ` + `(info.version ${nextVersion(baseVersion, required)}).`,
    );
  }
  return { ok: reasons.length === 0, required, declared, reasons };
}

export function nextVersion(version: string, bump: Bump): string {
  const m = SEMVER.exec(version);
  if (!m) return version;
  const [major, minor, patch] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}
