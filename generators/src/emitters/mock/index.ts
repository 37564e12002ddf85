import type { Emitter } from '../types.js';
import { mockConfig } from './config.js';
import { emitMock } from './emit.js';

export const mockEmitter: Emitter = {
  name: 'mock',
  description: 'operation table of the Prism mock (packages/mock/src/generated)',
  ownedDirs: [mockConfig.dir],
  emit: emitMock,
};
