/**
 * A test file's own incremental store (OPENAPI_CMP_INCREMENTAL_STORE): a scratch folder made before its tests
 * and removed after, the variable restored, so its runs share nothing with other files or with the developer's.
 * Returns the scratch folder (set once the file's tests start); the store is its `store/` subfolder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export function ownStore(prefix: string): { readonly dir: string } {
  const scratch = { dir: '' };
  const before = process.env.OPENAPI_CMP_INCREMENTAL_STORE;
  beforeAll(() => {
    scratch.dir = mkdtempSync(path.join(tmpdir(), prefix));
    process.env.OPENAPI_CMP_INCREMENTAL_STORE = path.join(scratch.dir, 'store');
  });
  afterAll(() => {
    if (before === undefined) delete process.env.OPENAPI_CMP_INCREMENTAL_STORE;
    else process.env.OPENAPI_CMP_INCREMENTAL_STORE = before;
    rmSync(scratch.dir, { recursive: true, force: true });
  });
  return scratch;
}
