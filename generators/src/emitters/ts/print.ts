/**
 * The one way the generators print TypeScript: declarations as plain data (imports, type aliases,
 * interfaces, constants, classes), printed here, then given the header and formatted by `finishTs`
 * (file.ts). Expressions that are values come from `tsLiteral` (literal.ts, the compiler's own printer) or,
 * for large data tables, from JSON, which is valid TypeScript.
 *
 * Why not ts-morph, which the generators used before: it keeps a parsed TypeScript program behind every
 * file, loads a second copy of the compiler, and re-parses after each insertion. On GitHub's description
 * (1,223 operations) building the client's files with it took about 1 s of the main thread and 0.5 s of
 * loading; printing these structures takes a few milliseconds. The structures mirror ts-morph's, so the
 * emitters read the same, and the layout is ts-morph's (one-line JSDoc when it fits one line, a blank line
 * between declarations and between class members of different kinds), so formatted output did not change.
 */
import { propertyKey } from '../../ir/names.js';

export interface DocTag {
  tagName: string;
  text?: string;
}

/** A JSDoc comment: its text (may hold line breaks), or a description with `@tags`. */
export type Docs = string | { description: string; tags?: DocTag[] };

export interface ImportDecl {
  kind: 'import';
  from: string;
  /** `import { a, type B } from`; write `type X` for a type-only member of a value import. */
  names?: string[];
  /** `import * as name from` */
  namespace?: string;
  typeOnly?: boolean;
}

export interface TypeAliasDecl {
  kind: 'type';
  name: string;
  type: string;
  exported?: boolean;
  docs?: Docs;
}

export interface PropertySig {
  /** Quoted when it is not an identifier. */
  name: string;
  type: string;
  readonly?: boolean;
  optional?: boolean;
  docs?: Docs;
}

export interface InterfaceDecl {
  kind: 'interface';
  name: string;
  /** `extends A, B<C>`: the types as source. */
  extends?: string[];
  properties: PropertySig[];
  exported?: boolean;
  docs?: Docs;
}

export interface ConstDecl {
  kind: 'const';
  name: string;
  /** TypeScript source of the value. */
  value: string;
  type?: string;
  exported?: boolean;
  docs?: Docs;
}

export interface Parameter {
  name: string;
  type: string;
  optional?: boolean;
  initializer?: string;
}

export interface MethodDecl {
  name: string;
  parameters: Parameter[];
  returnType?: string;
  /** Overload signatures printed before the implementation, each `(parameters): ReturnType`. */
  overloads?: { parameters: Parameter[]; returnType: string }[];
  /** Statements, one per entry. */
  body: string[];
  docs?: Docs;
}

export interface ClassDecl {
  kind: 'class';
  name: string;
  extends?: string;
  exported?: boolean;
  docs?: Docs;
  properties?: PropertySig[];
  ctor?: { parameters: Parameter[]; body: string[] };
  getters?: MethodDecl[];
  methods?: MethodDecl[];
}

/** `export { a, type B }` (of this module's names), or `export { a } from '...'`. */
export interface ExportDecl {
  kind: 'export';
  names: string[];
  from?: string;
}

export interface FunctionDecl {
  kind: 'function';
  name: string;
  parameters: Parameter[];
  returnType?: string;
  /** Statements, one per entry. */
  body: string[];
  exported?: boolean;
  docs?: Docs;
}

/** Statements of a script (a code sample), as written, after an optional `//` comment line. */
export interface StatementsDecl {
  kind: 'statements';
  code: string[];
  comment?: string;
}

export type Declaration = ImportDecl | ExportDecl | TypeAliasDecl | InterfaceDecl | ConstDecl | FunctionDecl | ClassDecl | StatementsDecl;

const INDENT = '  ';

/** Declarations -> source text: imports together, exports together, every other declaration after a blank line. */
export function printTs(declarations: readonly Declaration[]): string {
  const out: string[] = [];
  let previous: Declaration['kind'] | undefined;
  for (const declaration of declarations) {
    const grouped = previous === declaration.kind && (previous === 'import' || previous === 'export');
    if (previous !== undefined && !grouped) out.push('');
    out.push(print(declaration));
    previous = declaration.kind;
  }
  return out.length ? `${out.join('\n')}\n` : 'export {};\n';
}

function print(d: Declaration): string {
  switch (d.kind) {
    case 'import':
      return printImport(d);
    case 'export':
      return `export { ${d.names.join(', ')} }${d.from !== undefined ? ` from ${quote(d.from)}` : ''};`;
    case 'function':
      return member('', d.docs, `${d.exported ? 'export ' : ''}function ${d.name}(${parameters(d.parameters)})${d.returnType ? `: ${d.returnType}` : ''}`, d.body);
    case 'type':
      return `${jsdoc(d.docs, '')}${d.exported ? 'export ' : ''}type ${d.name} = ${d.type};`;
    case 'interface':
      return `${jsdoc(d.docs, '')}${d.exported ? 'export ' : ''}interface ${d.name}${d.extends?.length ? ` extends ${d.extends.join(', ')}` : ''} {\n${d.properties.map((p) => property(p, INDENT)).join('\n')}${d.properties.length ? '\n' : ''}}`;
    case 'const':
      return `${jsdoc(d.docs, '')}${d.exported ? 'export ' : ''}const ${d.name}${d.type ? `: ${d.type}` : ''} = ${d.value};`;
    case 'class':
      return printClass(d);
    case 'statements':
      return `${d.comment ? `// ${d.comment}\n` : ''}${d.code.join('\n')}`;
  }
}

function printImport(d: ImportDecl): string {
  const what = d.namespace ? `* as ${d.namespace}` : `{ ${(d.names ?? []).join(', ')} }`;
  return `import ${d.typeOnly ? 'type ' : ''}${what} from ${quote(d.from)};`;
}

function printClass(d: ClassDecl): string {
  const groups: string[] = [];
  if (d.properties?.length) groups.push(d.properties.map((p) => property(p, INDENT)).join('\n'));
  if (d.ctor) groups.push(member(INDENT, undefined, `constructor(${parameters(d.ctor.parameters)})`, d.ctor.body));
  for (const g of d.getters ?? []) groups.push(member(INDENT, g.docs, `get ${g.name}()${g.returnType ? `: ${g.returnType}` : ''}`, g.body));
  for (const m of d.methods ?? []) {
    const overloads = (m.overloads ?? []).map((o) => `${INDENT}${m.name}(${parameters(o.parameters)}): ${o.returnType};\n`).join('');
    groups.push(
      `${overloads ? `${jsdoc(m.docs, INDENT)}${overloads}` : ''}${member(INDENT, overloads ? undefined : m.docs, `${m.name}(${parameters(m.parameters)})${m.returnType ? `: ${m.returnType}` : ''}`, m.body)}`,
    );
  }
  const head = `${jsdoc(d.docs, '')}${d.exported ? 'export ' : ''}class ${d.name}${d.extends ? ` extends ${d.extends}` : ''} {`;
  return groups.length ? `${head}\n${groups.join('\n\n')}\n}` : `${head}}`;
}

function member(indent: string, docs: Docs | undefined, signature: string, body: string[]): string {
  const inner = indent + INDENT;
  return `${jsdoc(docs, indent)}${indent}${signature} {\n${body.map((s) => `${inner}${s}`).join('\n')}${body.length ? '\n' : ''}${indent}}`;
}

function property(p: PropertySig, indent: string): string {
  return `${jsdoc(p.docs, indent)}${indent}${p.readonly ? 'readonly ' : ''}${propertyKey(p.name)}${p.optional ? '?' : ''}: ${p.type};`;
}

function parameters(list: Parameter[]): string {
  return list.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}${p.initializer !== undefined ? ` = ${p.initializer}` : ''}`).join(', ');
}

/** A JSDoc block: `/** text *\/` when the text is one line without tags, else one ` * ` line per line. */
export function jsdoc(docs: Docs | undefined, indent: string): string {
  if (docs === undefined) return '';
  const { description, tags = [] } = typeof docs === 'string' ? { description: docs } : docs;
  const lines = [...(description ? escape(description).split('\n') : []), ...tags.map((t) => `@${t.tagName}${t.text ? ` ${escape(t.text)}` : ''}`)];
  if (!lines.length) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** Comment text may hold anything; `*\/` would end the comment early. */
function escape(text: string): string {
  return text.replaceAll('*/', '*\\/');
}

/** A module specifier or other string as a single-quoted literal. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
