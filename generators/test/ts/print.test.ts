/**
 * The one TypeScript printer (src/emitters/ts/print.ts): exports sit together as imports do, functions and
 * interfaces that extend others are declarations of their own, and what it prints parses as TypeScript.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { printTs, type Declaration } from '../../src/emitters/ts/print.js';

const parses = (source: string) => {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  return (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
};

const cases: [string, { given: Declaration[]; want: string }][] = [
  [
    'exports together, after the imports, the next declaration after a blank line',
    {
      given: [
        { kind: 'import', names: ['a'], from: './a.js' },
        { kind: 'export', names: ['a'] },
        { kind: 'export', names: ['b', 'type C'], from: "./it's.js" },
        { kind: 'const', name: 'd', value: '1', exported: true },
      ],
      want: "import { a } from './a.js';\n\nexport { a };\nexport { b, type C } from './it\\'s.js';\n\nexport const d = 1;\n",
    },
  ],
  [
    'a function with its docs, defaults and return type',
    {
      given: [
        {
          kind: 'function',
          exported: true,
          docs: 'Runs.',
          name: 'main',
          parameters: [{ name: 'argv', type: 'readonly string[]', initializer: '[]' }],
          returnType: 'number',
          body: ['return argv.length;'],
        },
      ],
      want: '/** Runs. */\nexport function main(argv: readonly string[] = []): number {\n  return argv.length;\n}\n',
    },
  ],
  [
    'an interface that extends others',
    {
      given: [{ kind: 'interface', name: 'Options', extends: ['A', "Pick<B, 'x' | 'y'>"], properties: [{ name: 'client', type: 'C', optional: true }] }],
      want: "interface Options extends A, Pick<B, 'x' | 'y'> {\n  client?: C;\n}\n",
    },
  ],
];

describe('printTs', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    const printed = printTs(given);
    expect(printed).toBe(want);
    expect(parses(printed)).toEqual([]);
  });
});
