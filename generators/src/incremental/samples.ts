/**
 * The request samples of each operation, kept by the hash of the operation's IR (./operations.ts). An
 * operation's samples in every language but the Python SDK's are made from the operation alone and the
 * API's sample settings (`samples/operation.ts`: its parameters, body example, SDK placement and
 * pagination; the schemas it names stay `$ref`s and are not read, except for a required body with no example,
 * which is made from its schema and then joins the key), so an operation whose IR is unchanged has the
 * samples it had. The Python SDK's sample names methods settled over the whole SDK and is made
 * every run (it is cheap once the SDK's resource tree is built, which the Python emitter does anyway).
 */
import { operationJson, operationStore, type OperationStore } from './operations.js';
import { packageVersion, sha256 } from './store.js';

const KIND = 'samples';
const versions = () => ['@readme/httpsnippet', 'typescript', 'prettier'].map((name) => `${name}@${packageVersion(name)}`).join(' ');
const isTexts = (value: unknown) => typeof value === 'object' && value !== null && Object.values(value).every((t) => typeof t === 'string');

/** The stored samples (by operation hash) under these sample settings; undefined when the run may not reuse. */
export function sampleStore(settings: unknown, operations: number): OperationStore<Record<string, string>> | undefined {
  return operationStore(KIND, `${JSON.stringify(settings)} ${versions()}`, operations, isTexts);
}

/** The hash an operation's samples are kept by: its IR (plain data) as JSON. */
export const operationHash = (operation: object): string => sha256(operationJson(operation));
