/**
 * Versioning 2: error `code` values are stable across releases. The codes the spec names are recorded in
 * openapi/error-codes.lock.json; a code that disappears from the spec fails here.
 */
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../generators/src/load/index.js';
import { readLock } from '../../generators/src/lock/error-codes.js';

const { ir } = await loadProject();
const named = new Map(ir.errorCodes.map((c) => [c.code, c]));

describe('the error-code lock', () => {
  it('holds the documented codes', () => {
    expect(readLock().map((c) => c.code)).toEqual(expect.arrayContaining(['missing_parameter', 'validation_failed', 'ip_not_allowed', 'invalid_token', 'seat_charge_failed']));
  });
  it('every locked code is still named by the spec, with the same type', () => {
    const gone = readLock()
      .filter((c) => named.get(c.code)?.type !== c.type)
      .map((c) => `${c.code} (${c.type})`);
    expect(gone, 'error codes are stable across releases; restore these in the spec').toEqual([]);
  });
  it('every code the spec names is locked (run `npm run lock:error-codes`)', () => {
    const locked = new Set(readLock().map((c) => c.code));
    expect([...named.keys()].filter((c) => !locked.has(c))).toEqual([]);
  });
});
