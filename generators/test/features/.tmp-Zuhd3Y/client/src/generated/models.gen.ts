// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import type { components } from './schema.gen.js';

export type Error = components['schemas']['Error'];

export type Note = components['schemas']['Note'];

export type Stored = components['schemas']['Stored'];
