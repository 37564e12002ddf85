/** Every emitter, in the order they run. Add a new artifact by adding its emitter here. */
import type { Emitter } from './types.js';
import { bundleEmitter } from './bundle/index.js';
import { clientEmitter } from './client/index.js';
import { serverEmitter } from './server/index.js';
import { docsEmitter } from './docs/index.js';
import { mockEmitter } from './mock/index.js';
import { mcpEmitter } from './mcp/index.js';
import { pythonEmitter } from './python/index.js';

export const emitters: Emitter[] = [bundleEmitter, clientEmitter, serverEmitter, docsEmitter, mockEmitter, mcpEmitter, pythonEmitter];
