/**
 * A request -> the client's call in TypeScript, printed by the generators' one TypeScript printer
 * (../ts/print.ts): the import, the client built (with no options it reads its environment), the call of
 * `client.<resource...>.<method>(<path parameters in path order>, <body or query object>)`, its result
 * logged. The reference prints the arguments with `tsLiteral`; the console passes them as the JSON the
 * reader typed (valid TypeScript too).
 */
import { printTs, type Declaration } from '../ts/print.js';
import { listed } from './request.js';

export interface TypeScriptSample {
  client: { packageName: string; className: string };
  /** The variables the client reads from the environment (a comment names them). */
  reads: string[];
  /** The source of the client's options (`{ baseUrl: "..." }`), when it gets any. */
  options?: string;
  /** The SDK method's path (`['pets', 'list']`) and its arguments as source. */
  method: string[];
  args: string[];
  /** The result's variable name. */
  result: string;
  /** A comment before the call. */
  note?: string;
}

export function typescriptSample(sample: TypeScriptSample): string {
  const { client } = sample;
  const declarations: Declaration[] = [
    { kind: 'import', names: [client.className], from: client.packageName },
    {
      kind: 'statements',
      ...(sample.reads.length ? { comment: `Reads ${listed(sample.reads)} from the environment.` } : {}),
      code: [`const client = new ${client.className}(${sample.options ?? ''});`],
    },
    {
      kind: 'statements',
      ...(sample.note ? { comment: sample.note } : {}),
      code: [`const ${sample.result} = await ${callExpression(sample.method, sample.args)};`, `console.log(${sample.result});`],
    },
  ];
  return printTs(declarations);
}

/** `client.pets.get(7)`. */
export const callExpression = (method: string[], args: string[]) => `client.${method.join('.')}(${args.join(', ')})`;
