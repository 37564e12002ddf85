/**
 * The lifecycle policy the diff applies (on by default; `diff.lifecycle` in the configuration): an operation's
 * deprecation, its sunset date and its stability level decide whether its removal or its changes break.
 *
 * - A deprecated operation may be removed once its sunset date has passed; before it (or with no date) its
 *   removal breaks clients.
 * - A sunset date may not move earlier; stability (`x-stability-level`) may not decrease.
 * - What changes in an operation that is `draft` or `alpha` breaks nothing: those levels promise nothing.
 */
import type { LifecyclePolicy } from '../config/types.js';
import type { Json } from './model.js';

export interface Policy {
  enabled: boolean;
  stabilityLevels: string[];
  unstableLevels: string[];
  sunsetKeys: string[];
  allowRemovalAfterSunset: boolean;
  /** Milliseconds since the epoch of the day removals are judged on. */
  today: number;
}

export function resolvePolicy(config: LifecyclePolicy | false | undefined): Policy {
  const c = config || {};
  return {
    enabled: config !== false,
    stabilityLevels: c.stabilityLevels ?? ['draft', 'alpha', 'beta', 'stable'],
    unstableLevels: c.unstableLevels ?? ['draft', 'alpha'],
    sunsetKeys: c.sunsetKeys ?? ['x-sunset', 'sunset'],
    allowRemovalAfterSunset: c.allowRemovalAfterSunset ?? true,
    today: c.today ? Date.parse(c.today) : Date.now(),
  };
}
export const DEFAULT_POLICY: Policy = resolvePolicy(undefined);

/** The operation's sunset date as written, when it states a parsable one. */
export function sunsetOf(op: Json | undefined, policy: Policy): string | undefined {
  for (const key of policy.sunsetKeys) {
    const v = op?.[key];
    if ((typeof v === 'string' && !Number.isNaN(Date.parse(v))) || v instanceof Date) return v instanceof Date ? v.toISOString().slice(0, 10) : v;
  }
  return undefined;
}

/** The sunset keys the operation sets to something that is no date (`next spring`, a number). */
export function invalidSunsets(op: Json | undefined, policy: Policy): string[] {
  return policy.sunsetKeys.filter((key) => {
    const v = op?.[key];
    return v !== undefined && !(v instanceof Date) && !(typeof v === 'string' && !Number.isNaN(Date.parse(v)));
  });
}

/** The operation's stability level, when it declares one the policy knows. */
export function stabilityOf(op: Json | undefined, policy: Policy): string | undefined {
  const v = op?.['x-stability-level'];
  return typeof v === 'string' && policy.stabilityLevels.includes(v) ? v : undefined;
}

/** The level that makes changes to this operation not breaking (draft, alpha), if it has one. */
export function unstableLevel(op: Json | undefined, policy: Policy): string | undefined {
  if (!policy.enabled) return undefined;
  const level = stabilityOf(op, policy);
  return level && policy.unstableLevels.includes(level) ? level : undefined;
}

/** A deprecated operation whose sunset date has passed: the policy lets it go. */
export function removable(op: Json | undefined, policy: Policy): string | undefined {
  if (!policy.enabled || !policy.allowRemovalAfterSunset || op?.deprecated !== true) return undefined;
  const sunset = sunsetOf(op, policy);
  return sunset && Date.parse(sunset) <= policy.today ? sunset : undefined;
}
