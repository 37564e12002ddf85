import type { Emitter } from '../types.js';
import { clientConfig } from './config.js';
import { emitClient } from './emit.js';

export const clientEmitter: Emitter = {
  name: 'client',
  description: 'typed client, generated layer (packages/client/src/generated)',
  ownedDirs: [clientConfig.dir],
  emit: emitClient,
};
