/**
 * Samples of an operation whose answer is a stream iterate it instead of printing one body: a small
 * function per language, applied to the sample the language's usual writer made (index.ts `samplesFor`).
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

/** TypeScript: `const result = await call; console.log(result);` becomes a loop over the call's stream. */
export function typescriptStreamSample(op: IROperation, code: string): string {
  const stream = answerStream(op);
  if (!stream || stream.requestedBy) return code;
  const item = stream.format === 'sse' ? 'event' : 'item';
  return code.replace(
    /const (\w+) = await ([\s\S]+?);\nconsole\.log\(\1\);/,
    (_all, _name: string, call: string) => `for await (const ${item} of await ${call}) {\n  console.log(${stream.format === 'sse' ? 'event.event, event.data' : 'item'});\n}`,
  );
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
