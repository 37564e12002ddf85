import type { Emitter } from '../types.js';
import { pythonConfig } from './config.js';
import { emitPython } from './emit.js';

export const pythonEmitter: Emitter = {
  name: 'python',
  description: 'Python SDK: a package with sync and async clients over httpx (packages/client-python)',
  ownedDirs: [pythonConfig.dir],
  emit: emitPython,
};
