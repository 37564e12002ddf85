import type { Emitter } from '../types.js';
import { serverConfig } from './config.js';
import { emitServer } from './emit.js';

export const serverEmitter: Emitter = {
  name: 'server',
  description: 'server stubs: route table, handler contracts, schemas (packages/server/src/generated)',
  ownedDirs: [serverConfig.dir],
  emit: emitServer,
};
