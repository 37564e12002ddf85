import type { Emitter } from '../types.js';
import { bundleConfig } from './config.js';
import { emitBundle } from './emit.js';

export const bundleEmitter: Emitter = {
  name: 'bundle',
  description: 'bundled spec (openapi/dist/openapi.{yaml,json})',
  ownedDirs: [bundleConfig.dir],
  emit: emitBundle,
};
