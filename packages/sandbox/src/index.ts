/** @customer-messaging/sandbox: a stateful in-memory Customer Messaging Platform API for tests and demos. */
export { startSandbox, type Sandbox, type SandboxOptions, type DemoCredential } from './start-sandbox.js';
export { createClock, type Clock } from './clock.js';
export { ALL_SCOPES } from './seed.js';
export type * from './state.js';
