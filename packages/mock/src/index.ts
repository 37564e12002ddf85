/** The Prism mock of the API its generated table describes: start it from code, and the table of what it serves. */
export { startMock, DEFAULT_SPEC, type StartMockOptions, type RunningMock } from './core/start-mock.js';
export { prismArgs, MOCK_HOST } from './core/prism-args.js';
export type { MockOperation } from './core/operation.js';
export { mockOperations } from './generated/operations.gen.js';
