/**
 * Samples of an operation whose answer is a stream iterate it instead of printing one body: a small
 * function per language, applied to the sample the language's usual writer made (samples.ts, snippets.ts).
 * - TypeScript: `for await` over the client method's stream, each event's name and data printed;
 * - curl: `-N`, so each event shows as it arrives;
 * - Python (requests): `stream=True` and a loop over the lines as they arrive.
 * Other languages print the stream's text once it ends (their HTTP clients' usual reading).
 */
import type { IROperation } from '../../ir/types.js';

/** The success answer's stream, when the operation's answer is one. */
export function answerStream(op: IROperation) {
  return op.responses.find((r) => /^2/.test(r.status) && r.stream)?.stream;
}

/** TypeScript: the call's result iterated (`call` is the awaited expression `client.x.y(...)`). */
export function typescriptStreamLines(op: IROperation, call: string): string[] | undefined {
  const stream = answerStream(op);
  if (!stream) return undefined;
  const asked = stream.requestedBy ? call.replace(/\}\)$/, `, ${stream.requestedBy}: true })`) : call;
  if (stream.requestedBy && asked === call) return undefined; // no body to ask with: the sample stays as it is
  const item = stream.format === 'sse' ? 'event' : 'item';
  return [`for await (const ${item} of await ${asked}) {`, `  console.log(${stream.format === 'sse' ? 'event.event, event.data' : 'item'});`, '}'];
}

/** curl: `-N` (no buffering), so events print as they come. */
export function curlStreamCommand(op: IROperation, command: string): string {
  return answerStream(op) && !answerStream(op)!.requestedBy ? command.replace(/^curl /, 'curl -N ') : command;
}

/** Python (requests): the request made with `stream=True`, its lines printed as they arrive. */
export function pythonStreamSample(op: IROperation, code: string): string {
  if (!answerStream(op) || answerStream(op)!.requestedBy) return code;
  return code
    .replace(/(response = requests\.\w+\([^\n]*)\)\n/, '$1, stream=True)\n')
    .replace(/print\(response\.(text|json\(\))\)\s*$/, 'for line in response.iter_lines(decode_unicode=True):\n    if line:\n        print(line)\n');
}
