// The worker behind yaml.ts: a document as JSON text -> the same document as YAML text, by the `yaml`
// package's stringify with the options it is sent. Plain JavaScript so it starts without a TypeScript
// loader in any host (the CLI's dist/, tsx, vitest).
import { parentPort } from 'node:worker_threads';
import { stringify } from 'yaml';

parentPort.on('message', ({ json, options }) => {
  try {
    parentPort.postMessage({ text: stringify(JSON.parse(json), options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
