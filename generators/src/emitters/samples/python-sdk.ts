/**
 * The reference's "Python (SDK)" sample: the operation called through the generated Python SDK (the
 * package `generate --only python` writes), beside the `requests` one. It builds the client with no
 * options, so it reads the base URL and the credentials from the environment, as the TypeScript sample does.
 */
import type { IR, IROperation } from '../../ir/types.js';
import type { PyMethod } from '../python/method-shape.js';
import { flatten } from '../python/modules.js';
import { pythonResourceTree } from '../python/resources.js';
import { pythonProgram } from '../python/sample.js';

/** Every operation's method, settled once per IR (the same names the package has). */
const methodsOf = new WeakMap<IR, Map<string, PyMethod>>();

export function pythonSdkSample(ir: IR, op: IROperation): string {
  let methods = methodsOf.get(ir);
  if (!methods) {
    methods = new Map(flatten(pythonResourceTree(ir)).flatMap((n) => n.methods.map((m) => [m.op.id, m] as const)));
    methodsOf.set(ir, methods);
  }
  const method = methods.get(op.id);
  if (!method) return `# ${op.id} has no method in the Python SDK.\n`;
  const file = `${method.constant}.py`;
  return `# Save as ${file}; needs Python 3.10+ and \`pip install ${ir.api.python.distributionName}\`; run \`python3 ${file}\`.\n${pythonProgram(ir, op, method)}`;
}
