/**
 * The request samples: one request model per operation (operation.ts), rendered once into every language
 * (TypeScript through the printer, curl, and httpsnippet's languages) and shared by everything that shows
 * them: the reference (`x-codeSamples` and, where they are read as files, the sample files), the markdown
 * twins of the agent docs, and the packages' READMEs. The "Try it" console renders its own requests with
 * the same renderers (site/try-it-samples.ts).
 */
import { pythonSdkSample } from './python-sdk.js';
import type { IR, IROperation } from '../../ir/types.js';
import { tsLiteral } from '../ts/literal.js';
import { curlSample } from './curl.js';
import { snippetLanguages, type SampleKey } from './languages.js';
import { fromOperation, type OperationSample } from './operation.js';
import { sampleSettings } from './settings.js';
import { snippetSamples } from './snippets.js';
import { callExpression, typescriptSample } from './typescript.js';
import { answerStream, curlStreamCommand, pythonStreamSample, typescriptStreamSample } from './stream.js';
import { operationHash, sampleStore } from '../../incremental/samples.js';
import type { OperationStore } from '../../incremental/operations.js';

export { sampleLanguages, snippetLanguages, type SampleKey, type SnippetLanguage, type SnippetLanguageKey } from './languages.js';
export { sampleSettings, type SampleSettings } from './settings.js';

/** Per language, the sample's text; `sampleLanguages` lists them as the page's tabs show them. */
export type Samples = Record<SampleKey, string>;

/** Per operation (of one API's settings), its request model and its samples: each made once per run. */
const made = new WeakMap<IROperation, { api: IR['api']; sample: OperationSample; samples?: Samples }>();

function operationSample(ir: IR, op: IROperation) {
  let entry = made.get(op);
  if (!entry || entry.api !== ir.api) {
    entry = { api: ir.api, sample: fromOperation(op, sampleSettings(ir.api), ir.schemas) };
    made.set(op, entry);
  }
  return entry;
}

/** Per IR, the samples of the last run this run may reuse (../../incremental/samples.ts). */
const stores = new WeakMap<IR, OperationStore<Record<string, string>> | undefined>();

function storeOf(ir: IR): OperationStore<Record<string, string>> | undefined {
  if (!stores.has(ir)) stores.set(ir, sampleStore(sampleSettings(ir.api), ir.operations.length));
  return stores.get(ir);
}

/** The operation's samples in every language; made on the first call, the same object after. */
export function samplesFor(ir: IR, op: IROperation): Samples {
  const entry = operationSample(ir, op);
  if (entry.samples) return entry.samples;
  // Every sample but the Python SDK's is made from the operation alone (and a body made from its schema, when
  // it documents none): an unchanged operation's are reused.
  const store = storeOf(ir);
  const { madeBody } = entry.sample;
  const hash = store && operationHash(madeBody === undefined ? op : { op, madeBody });
  const reused = hash !== undefined ? store!.get(hash) : undefined;
  entry.samples = { ...(reused ?? operationSamples(ir, op, entry.sample)), pythonSdk: pythonSdkSample(ir, op) } as Samples;
  if (hash !== undefined && !reused) {
    const { pythonSdk: _, ...made } = entry.samples;
    store!.put(hash, made);
  }
  return entry.samples;
}

/** The samples of `op` in every language but the Python SDK's (see samplesFor). */
function operationSamples(ir: IR, op: IROperation, { request, args, result }: OperationSample): Omit<Samples, 'pythonSdk'> {
  const settings = sampleSettings(ir.api);
  const samples = {
    typescript: typescriptSample({ client: settings.client, reads: settings.reads, method: [...op.sdk.resource, op.sdk.method], args: args.map(tsLiteral), result }),
    curl: curlSample(request),
    ...(snippetSamples(request, snippetLanguages) as Record<Exclude<SampleKey, 'typescript' | 'curl' | 'pythonSdk'>, string>),
  };
  // A stream operation's samples iterate its answer (stream.ts).
  if (answerStream(op)) {
    const texts = samples as Record<string, string>;
    texts.typescript = typescriptStreamSample(op, texts.typescript!);
    texts.curl = curlStreamCommand(op, texts.curl!);
    if (texts.python) texts.python = pythonStreamSample(op, texts.python);
  }
  return samples;
}

/** The call of `op` the samples make, with the same example arguments: `client.pets.get(7)`. */
export function sampleCall(ir: IR, op: IROperation): string {
  const { args } = operationSample(ir, op).sample;
  return callExpression([...op.sdk.resource, op.sdk.method], args.map(tsLiteral));
}
