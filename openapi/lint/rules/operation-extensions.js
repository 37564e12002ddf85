/**
 * The operation extensions the generators read (openapi/README.md, "Extensions") are present and well-formed:
 * `x-sdk-method` (required, unique, dotted camelCase), `x-idempotent` (required boolean),
 * `x-pagination` (page or cursor), `x-cost` ({charges, when}).
 */
const SDK_METHOD = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;
const PAGINATION = ['page', 'cursor'];
const CHARGES = ['credits', 'ai_credits', 'seat'];

export default function OperationExtensions() {
  const seen = new Map();
  return {
    Operation: {
      enter(op, { report, location }) {
        const at = (key) => location.child(key).key();
        const method = op['x-sdk-method'];
        if (typeof method !== 'string' || !SDK_METHOD.test(method)) {
          report({ message: 'x-sdk-method must be a dotted camelCase path such as "objects.records.list".', location: at('x-sdk-method') });
        } else if (seen.has(method)) {
          report({ message: `x-sdk-method "${method}" is already used by ${seen.get(method)}.`, location: at('x-sdk-method') });
        } else {
          seen.set(method, op.operationId);
        }
        if (typeof op['x-idempotent'] !== 'boolean') {
          report({ message: 'x-idempotent must be true or false: clients decide retries from it.', location: at('x-idempotent') });
        }
        if ('x-pagination' in op && !PAGINATION.includes(op['x-pagination'])) {
          report({ message: `x-pagination must be one of ${PAGINATION.join(', ')}.`, location: at('x-pagination') });
        }
        const cost = op['x-cost'];
        if (cost !== undefined && (!CHARGES.includes(cost?.charges) || typeof cost?.when !== 'string' || !cost.when.trim())) {
          report({ message: `x-cost must be {charges: ${CHARGES.join('|')}, when: <text>}.`, location: at('x-cost') });
        }
      },
    },
  };
}
