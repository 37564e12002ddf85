/**
 * What JSON.parse lets through but the service cannot keep: numbers beyond double range (`1e400` parses
 * to Infinity, which would be stored and then sent back as `null`) and strings longer than the limit.
 * Run on every parsed body, after the depth check (so the walk's recursion is bounded).
 */
export interface ValueProblem {
  /** Where, as a dotted path with [index] for array items: `custom_attributes.size`, `items[2].name`. */
  param: string;
  message: string;
}

export function checkJsonValue(value: unknown, maxString: number, path = ''): ValueProblem | undefined {
  // Almost every body is fine: check without building paths, and walk again with them only to say where.
  return fits(value, maxString) ? undefined : locate(value, maxString, path);
}

/** Whether every number is finite and every string and key at most `maxString` long; no allocation. */
function fits(value: unknown, maxString: number): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= maxString;
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!fits(value[i], maxString)) return false;
    return true;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.length > maxString || !fits((value as Record<string, unknown>)[key], maxString)) return false;
  }
  return true;
}

function locate(value: unknown, maxString: number, path: string): ValueProblem | undefined {
  const where = path || 'body';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : { param: where, message: `${where} is a number outside the range a double can hold.` };
  }
  if (typeof value === 'string') {
    return value.length > maxString ? { param: where, message: `${where} is longer than ${maxString} characters.` } : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = locate(value[i], maxString, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.length > maxString) return { param: path || 'body', message: `A key in ${where} is longer than ${maxString} characters.` };
      const found = locate(item, maxString, at);
      if (found) return found;
    }
  }
  return undefined;
}
