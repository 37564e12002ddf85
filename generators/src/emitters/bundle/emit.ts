/** IR -> the bundled spec as YAML and JSON. Deterministic: key order is the authored order, no timestamps. */
import { stringify } from 'yaml';
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { stampFile } from '../header.js';
import { bundleConfig } from './config.js';

export function emitBundle(ir: IR): GeneratedFile[] {
  return [
    {
      path: bundleConfig.yaml,
      contents: `# Generated from ${ir.source} by \`npm run generate\` — do not edit.\n${stringify(ir.document, { lineWidth: bundleConfig.lineWidth, aliasDuplicateObjects: false })}`,
    },
    { path: bundleConfig.json, contents: `${JSON.stringify(ir.document, null, 2)}\n` },
    stampFile(ir, bundleConfig.dir),
  ];
}
