import type { Emitter } from '../types.js';
import { docsConfig } from './config.js';
import { emitDocs } from './emit.js';

export const docsEmitter: Emitter = {
  name: 'docs',
  description: 'API reference (docs/reference/index.html) with a TypeScript sample per operation',
  ownedDirs: [docsConfig.dir],
  emit: emitDocs,
  offThread: true,
  // The reference page is regenerated whole; its code samples keep edits like any generated file.
  keepsEdits: (file) => !file.endsWith('.html'),
};
