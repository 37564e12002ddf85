/**
 * A document -> YAML text, by the `yaml` package. A large document (GitHub's description: 10 MB of JSON)
 * takes seconds to write as YAML, all of them on one thread; in a worker thread (yaml.worker.mjs) they
 * overlap with the other emitters (the reference page, the client's types) instead of holding them back. A
 * small document is written here: starting a worker costs more than it saves. Either way the text is
 * `stringify` of the same data (the JSON the worker receives is the document's own JSON), so it is the same.
 */
import { Worker } from 'node:worker_threads';
import { stringify, type ToStringOptions } from 'yaml';

/** JSON text above this many characters is written as YAML in a worker thread. */
const WORKER_ABOVE = 1_000_000;

export async function yamlOf(document: unknown, json: string, options: ToStringOptions & { aliasDuplicateObjects?: boolean }): Promise<string> {
  if (json.length <= WORKER_ABOVE) return stringify(document, options);
  const worker = new Worker(new URL('./yaml.worker.mjs', import.meta.url));
  try {
    return await new Promise<string>((resolve, reject) => {
      worker.once('message', ({ text, error }: { text?: string; error?: string }) =>
        text !== undefined ? resolve(text) : reject(new Error(`writing the bundle as YAML failed: ${error}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the YAML worker stopped (exit ${code}) before writing the bundle.`)));
      worker.postMessage({ json, options });
    });
  } finally {
    void worker.terminate();
  }
}
