/**
 * The bundle's YAML writer (`emitters/bundle/yaml-text.ts`) writes this repository's bundled spec as the `yaml`
 * package's `stringify` writes it, byte for byte (the writer's other cases: ./yaml-text.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { yamlText } from '../../src/emitters/bundle/yaml-text.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the bundle YAML writer', () => {
  it("writes this repository's bundled spec as the yaml package does", () => {
    const document: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'openapi/dist/openapi.json'), 'utf8'));
    expect(yamlText(document, { lineWidth: 0 })).toBe(stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }));
  });
});
