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
  const where = path || 'body';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : { param: where, message: `${where} is a number outside the range a double can hold.` };
  }
  if (typeof value === 'string') {
    return value.length > maxString ? { param: where, message: `${where} is longer than ${maxString} characters.` } : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = checkJsonValue(value[i], maxString, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.length > maxString) return { param: path || 'body', message: `A key in ${where} is longer than ${maxString} characters.` };
      const found = checkJsonValue(item, maxString, at);
      if (found) return found;
    }
  }
  return undefined;
}
