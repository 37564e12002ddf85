/**
 * The Python modules of the package, printed as lines: `types.py` (models and TypedDicts),
 * `_operations.py` (the operation table), `resources.py` (sync, async and raw resource classes) and
 * `_client.py` (the clients and the definition table the runtime reads). Data is settled before printing
 * (./schema-types.ts, ./method-shape.ts); these functions only lay it out.
 */
import type { IR, IROperation } from '../../ir/types.js';
import { pascalCase } from '../../ir/names.js';
import { generatedHeader } from '../header.js';
import { docstring, pyString, pythonIdentifiers, snakeCase } from './names.js';
import { methodShape, type PyArg, type PyMethod } from './method-shape.js';
import type { PyTypes } from './schema-types.js';

const ALIASES = [
  'import builtins as _b',
  'import collections.abc as _abc',
  'import typing as _t',
  '',
  '_str = _b.str',
  '_int = _b.int',
  '_float = _b.float',
  '_bool = _b.bool',
  '_bytes = _b.bytes',
  '_list = _b.list',
  '_dict = _b.dict',
  '_object = _b.object',
];

export function header(ir: IR, doc: string): string[] {
  return [generatedHeader(ir, '#'), ...docstring(doc, ''), '', 'from __future__ import annotations', ''];
}

// ---------------------------------------------------------------------------------------------- types

export function typesModule(ir: IR, types: PyTypes): string {
  const params = types.params.map((x) => x.name);
  const lines = [
    ...header(ir, `The types of ${ir.info.title}: a model class per object an answer holds, and (from \`params\`) a TypedDict per object a request takes.`),
    ...ALIASES,
    '',
    'from ._runtime import models as _m',
    '',
    '_ = (_abc, _t, _bytes, _dict, _float, _int, _list, _bool, _str, _object)',
    '',
    ...(params.length ? ['if _t.TYPE_CHECKING:', `    from .params import (${params.map((n) => `\n        ${n} as ${n},`).join('')}\n    )`] : []),
    '',
  ];
  const all: string[] = [];
  for (const model of types.models) {
    all.push(model.name);
    lines.push('', `class ${model.name}(_m.Model):`);
    lines.push(...docstring(model.description || `${model.name}.`, '    '));
    for (const f of model.fields) {
      lines.push(`    ${f.attr}: ${f.ann}`);
      lines.push(...docstring(f.description, '    '));
    }
    lines.push('');
  }
  lines.push('', "# Each model's fields: attribute -> (JSON key, converter of the models it holds).");
  for (const model of types.models) {
    const entries = model.fields.map((f) => `${pyString(f.attr)}: (${pyString(f.key)}, ${f.conv ?? 'None'})`);
    lines.push(`_m.fields(${model.name}, {${entries.join(', ')}})`);
  }
  lines.push(
    '',
    '',
    'def __getattr__(name: str) -> object:',
    '    # The request types live in `params`, imported on first use: building TypedDicts is most of an import.',
    '    from . import params',
    '',
    '    try:',
    '        return getattr(params, name)',
    '    except AttributeError:',
    '        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None',
    '',
    '',
    `__all__ = [${[...all, ...params].map(pyString).join(', ')}]`,
  );
  return lines.join('\n') + '\n';
}

export function paramsModule(ir: IR, types: PyTypes): string {
  const lines = [
    ...header(ir, `The request types of ${ir.info.title}: a TypedDict per object a request takes (a misspelt key is a type error).`),
    ...ALIASES,
    '',
    'from typing_extensions import Required, TypedDict',
    '',
    '_ = (_abc, _t, _bytes, _dict, _float, _int, _list, _bool, _str, _object)',
    '',
  ];
  for (const param of types.params) {
    if (param.functional) {
      // Quoted: the functional form evaluates its values at once, before the classes it names exist.
      // An empty key cannot be a TypedDict's (pyright: "Names within a TypedDict cannot be empty"): it is left
      // out of the type, said in a comment; the request still sends what the caller's dict holds.
      const named = param.fields.filter((f) => f.key !== '');
      const entries = named.map((f) => `${pyString(f.key)}: ${pyString(f.required ? `Required[${f.ann}]` : f.ann)}`);
      lines.push('');
      if (named.length < param.fields.length) lines.push(`# The key "" is not in the type (a TypedDict cannot name it); a dict holding it is still sent as given.`);
      lines.push(`${param.name} = TypedDict(${pyString(param.name)}, {${entries.join(', ')}}, total=False)`);
      lines.push(...docstring(param.description, ''));
      continue;
    }
    lines.push('', `class ${param.name}(TypedDict, total=False):`);
    lines.push(...docstring(param.description || `${param.name}.`, '    '));
    for (const f of param.fields) {
      lines.push(`    ${f.key}: ${f.required ? `Required[${f.ann}]` : f.ann}`);
      lines.push(...docstring(f.description, '    '));
    }
    if (!param.fields.length) lines.push('    pass');
    lines.push('');
  }
  lines.push('', `__all__ = [${types.params.map((x) => pyString(x.name)).join(', ')}]`);
  return lines.join('\n') + '\n';
}

// ----------------------------------------------------------------------------------------- operations

export function operationConstants(ir: IR): Map<IROperation, string> {
  const names = pythonIdentifiers(
    ir.operations.map((op) => op.id),
    { style: 'snake' },
  );
  return new Map(ir.operations.map((op) => [op, names.get(op.id)!]));
}

export function operationsModule(ir: IR, methods: PyMethod[]): string {
  const lines = [
    ...header(ir, `The operations of ${ir.info.title}, as the runtime sends them: method, path, idempotency, paging, media types.`),
    'from ._runtime.definition import Operation as _Op',
    ...(methods.some((m) => m.stream) ? ['from ._runtime.definition import StreamFormat as _Stream'] : []),
    '',
  ];
  const sorted = [...methods].sort((a, b) => a.constant.localeCompare(b.constant));
  for (const m of sorted) {
    const op = m.op;
    const types = op.requestBody?.contentTypes ?? [];
    lines.push(
      `${m.constant} = _Op(${pyString(op.id)}, ${pyString(op.method.toUpperCase())}, ${pyString(op.path)}, ${op.idempotent ? 'True' : 'False'}, ${pyString(op.pagination)}, ${op.security.public ? 'True' : 'False'}, (${types.map((t) => `${pyString(t)}, `).join('')}), ${pyString(m.responseType)}, ${m.bodyRequired ? 'True' : 'False'}${m.stream ? `, _Stream(${pyString(m.stream.format)}, ${m.stream.text ? 'True' : 'False'}, (${m.stream.textEvents.map((e) => `${pyString(e)}, `).join('')}))` : ''})`,
    );
  }
  return lines.join('\n') + '\n';
}

// ------------------------------------------------------------------------------------------ resources

export interface ResourceNode {
  /** Attribute name on the parent (snake_case). */
  name: string;
  /** Attribute path from the client (`['objects', 'records']`). */
  path: string[];
  className: string;
  children: ResourceNode[];
  methods: PyMethod[];
}

/** Names a client keeps for itself: no resource may take them. */
const CLIENT_MEMBERS = ['base_url', 'timeout', 'max_retries', 'max_retry_time', 'close', 'with_raw_response'];

export function resourceTree(ir: IR, types: PyTypes, constants: Map<IROperation, string>): ResourceNode[] {
  interface Draft {
    key: string;
    children: Map<string, Draft>;
    ops: IROperation[];
  }
  const root: Draft = { key: '', children: new Map(), ops: [] };
  for (const op of ir.operations) {
    let node = root;
    for (const part of op.sdk.resource) {
      let child = node.children.get(part);
      if (!child) node.children.set(part, (child = { key: part, children: new Map(), ops: [] }));
      node = child;
    }
    node.ops.push(op);
  }
  // One namespace per resource: its sub-resources first (by name), then its methods (by name, then operationId).
  const build = (draft: Draft, path: string[], taken: readonly string[]): ResourceNode[] => {
    const used = new Set(taken);
    const pick = (text: string) => {
      const snake = snakeCase(text) || 'call';
      const base = pythonIdentifiers([/^[A-Za-z_]/.test(snake) ? snake : `_${snake}`], { style: 'keep' })
        .values()
        .next().value!;
      let candidate = base;
      for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`;
      used.add(candidate);
      return candidate;
    };
    const nodes = [...draft.children.keys()].sort().map((key) => ({ key, name: pick(key) }));
    return nodes.map(({ key, name }) => {
      const child = draft.children.get(key)!;
      const childPath = [...path, name];
      const className = types.claimClass(`${childPath.map((p) => pascalCase(p)).join('')}Resource`);
      const children = build(child, childPath, []);
      const inner = new Set(children.map((c) => c.name));
      const ops = [...child.ops].sort((a, b) => a.sdk.method.localeCompare(b.sdk.method) || a.id.localeCompare(b.id));
      const methods = ops.map((op) => {
        const snake = snakeCase(op.sdk.method) || 'call';
        const base = pythonIdentifiers([/^[A-Za-z_]/.test(snake) ? snake : `_${snake}`], { style: 'keep' })
          .values()
          .next().value!;
        let candidate = base;
        for (let n = 2; inner.has(candidate); n++) candidate = `${base}_${n}`;
        inner.add(candidate);
        return methodShape(ir, types, op, candidate, constants.get(op)!, childPath);
      });
      return { name, path: childPath, className, children, methods };
    });
  };
  return build(root, [], CLIENT_MEMBERS);
}

export function flatten(nodes: ResourceNode[]): ResourceNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

export type Variant = { async: boolean; raw: boolean };
const VARIANTS: Variant[] = [
  { async: false, raw: false },
  { async: true, raw: false },
  { async: false, raw: true },
  { async: true, raw: true },
];

export const variantClass = (className: string, v: Variant): string => `${v.async ? 'Async' : ''}${className}${v.raw ? 'WithRawResponse' : ''}`;

function signature(m: PyMethod, v: Variant, returns: string): string[] {
  const positional = m.args.filter((a) => a.location === 'path');
  const keywords = m.args.filter((a) => a.location !== 'path');
  const required = keywords.filter((a) => a.required);
  const optional = keywords.filter((a) => !a.required);
  const params = [
    'self',
    ...positional.map((a) => `${a.name}: ${a.ann}`),
    '*',
    ...required.map((a) => `${a.name}: ${a.ann}`),
    ...optional.map((a) => `${a.name}: ${a.ann} | _s.NotGiven = _s.NOT_GIVEN`),
    'request_options: _o.RequestOptions | None = None',
  ];
  const asyncDef = v.async && !(m.paged && !v.raw);
  return [`    ${asyncDef ? 'async ' : ''}def ${m.name}(`, ...params.map((p) => `        ${p},`), `    ) -> ${returns}:`];
}

function methodDoc(m: PyMethod): string {
  const op = m.op;
  const parts = [op.summary || `${op.method.toUpperCase()} ${op.path}`];
  if (op.description && op.description !== op.summary) parts.push(op.description);
  if (op.deprecated) parts.push(`Deprecated${op.sunset ? `; removed after ${op.sunset}` : ''}.`);
  const args = m.args.filter((a) => a.description).map((a) => `    ${a.name}: ${a.description.split('\n')[0]}`);
  if (args.length) parts.push(['Args:', ...args].join('\n'));
  parts.push(`\`${op.method.toUpperCase()} ${op.path}\` (${op.id}).`);
  return parts.join('\n\n');
}

function checks(m: PyMethod): string[] {
  const out: string[] = [];
  for (const a of m.args) {
    if (!a.check) continue;
    const cond = a.required ? a.check.cond : `isinstance(${a.name}, _s.NotGiven) or ${a.check.cond}`;
    out.push(`        if not (${cond}):`, `            _c.type_error(${pyString(m.qualified)}, ${pyString(a.name)}, ${pyString(a.check.expected)}, ${a.name})`);
  }
  return out;
}

const dict = (args: PyArg[]) => `{${args.map((a) => `${pyString(a.key)}: ${a.name}`).join(', ')}}`;

function callArguments(m: PyMethod): string[] {
  const by = (loc: PyArg['location']) => m.args.filter((a) => a.location === loc);
  const out: string[] = [];
  if (by('path').length) out.push(`path=${dict(by('path'))}`);
  if (by('query').length) out.push(`query=${dict(by('query'))}`);
  if (by('header').length) out.push(`headers=${dict(by('header'))}`);
  if (by('cookie').length) out.push(`cookies=${dict(by('cookie'))}`);
  if (by('field').length) out.push(`body=_r.fields(${dict(by('field'))})`);
  else if (by('body').length) out.push(`body=${by('body')[0]!.name}`);
  else if (m.op.requestBody?.required) out.push('body=_r.fields({})');
  out.push('options=request_options');
  return out;
}

/** What a method prints the same in each of the four variants (its docstring, checks and call's arguments), made once. */
const sharedLines = new WeakMap<PyMethod, { doc: string[]; checks: string[]; args: string }>();

function shared(m: PyMethod): { doc: string[]; checks: string[]; args: string } {
  let lines = sharedLines.get(m);
  if (!lines) sharedLines.set(m, (lines = { doc: docstring(methodDoc(m), '        '), checks: checks(m), args: callArguments(m).join(', ') }));
  return lines;
}

function methodLines(m: PyMethod, v: Variant): string[] {
  const call = `_ops.${m.constant}`;
  const { doc, checks: argumentChecks, args } = shared(m);
  let returns: string;
  let body: string;
  if (m.stream && !v.raw) {
    // The raw variant reads the answer whole, as its status and headers come with it.
    returns = `_st.${v.async ? 'AsyncStream' : 'Stream'}[${m.stream.item}]`;
    body = `return ${v.async ? 'await ' : ''}self._stream(${call}, ${m.stream.parse}, ${args})`;
  } else if (m.paged && !v.raw) {
    returns = `_p.${v.async ? 'AsyncPager' : 'SyncPager'}[${m.paged.item}, ${m.paged.page}]`;
    body = `return self._paginate(${call}, ${m.paged.parsePage}, ${m.paged.parseItem}, ${args})`;
  } else {
    const value = v.raw ? `_rr.RawResponse[${m.returns}]` : m.returns;
    returns = value;
    const parse = /^_m\.model\(([A-Za-z0-9_]+)\)$/.exec(m.parse)?.[1] ?? m.parse;
    const send = `${v.async ? 'await ' : ''}self._call(${call}, ${parse}, ${args}${v.raw ? ', raw=True' : ''})`;
    body = value === 'None' ? send : `return _t.cast(${pyString(value)}, ${send})`;
  }
  return [...signature(m, v, returns), ...doc, ...argumentChecks, `        ${body}`, ''];
}

/**
 * The identifiers of `text` (its `[A-Za-z_][A-Za-z0-9_]*` tokens), read once: a search per class name would
 * be quadratic on large specs. A run of word characters is one token less its leading digits, so when every
 * name asked about starts with a capital, only the runs whose first non-digit is a capital are read (the
 * same answer for those names; GitHub's resources hold millions of lower-case words, a third of the Python
 * SDK's time when each became a string).
 */
function identifiers(text: string, names: readonly string[]): Set<string> {
  if (!names.every((name) => /^[A-Z]/.test(name))) return new Set(text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const words = new Set<string>();
  for (const match of text.matchAll(/(?<![A-Za-z0-9_])[0-9]*([A-Z][A-Za-z0-9_]*)/g)) words.add(match[1]!);
  return words;
}

/** The module of one variant of every resource class (`resources/_sync.py`, `_async.py`, `_sync_raw.py`, `_async_raw.py`). */
export const variantModule = (v: Variant): string => `_${v.async ? 'async' : 'sync'}${v.raw ? '_raw' : ''}`;

export function resourcesModule(ir: IR, types: PyTypes, tree: ResourceNode[], v: Variant): string {
  const nodes = flatten(tree);
  // The classes' lines, made once: scanned for the names they use (the imports), then written after the imports.
  const classes: string[] = [];
  for (const node of nodes) {
    const cls = variantClass(node.className, v);
    classes.push('', '', `class ${cls}(_Resource):`);
    classes.push(
      ...docstring(`\`${node.path.join('.')}\` operations${v.raw ? ', each answering a raw response (status, headers, request id; `.parse()` gives the model)' : ''}.`, '    '),
    );
    for (const child of node.children) classes.push(`    ${child.name}: ${variantClass(child.className, v)}`);
    classes.push('', `    def __init__(self, client: ${v.async ? '_r.AsyncClient' : '_r.SyncClient'}) -> None:`, '        super().__init__(client)');
    for (const child of node.children) classes.push(`        self.${child.name} = ${variantClass(child.className, v)}(client)`);
    classes.push('');
    for (const m of node.methods) classes.push(...methodLines(m, v));
  }
  const text = classes.join('\n');
  const modelNames = types.models.map((x) => x.name);
  const paramNames = types.params.map((x) => x.name);
  const words = identifiers(text, [...modelNames, ...paramNames]);
  const uses = (name: string) => words.has(name);
  const models = modelNames.filter(uses);
  const params = paramNames.filter(uses);
  const lines = [
    ...header(
      ir,
      `The resources of ${ir.info.title}, as \`client.<resource>.<method>()\`: ${v.async ? 'asynchronous' : 'synchronous'}${v.raw ? ', answering raw responses' : ''}.`,
    ),
    '# The argument checks are for callers without a type-checker: pyright is told they are meant.',
    '# pyright: reportUnnecessaryIsInstance=false',
    '',
    ...ALIASES,
    '',
    'from .. import _operations as _ops',
    'from .._runtime import checks as _c',
    'from .._runtime import client as _r',
    'from .._runtime import models as _m',
    'from .._runtime import options as _o',
    'from .._runtime import pagination as _p',
    'from .._runtime import responses as _rr',
    'from .._runtime import sentinel as _s',
    ...(!v.raw && nodes.some((n) => n.methods.some((m) => m.stream)) ? ['from .._runtime import streams as _st'] : []),
    `from .._runtime.resource import ${v.async ? 'AsyncResource' : 'SyncResource'} as _Resource`,
    ...(models.length ? [`from ..types import (${models.map((n) => `\n    ${n},`).join('')}\n)`] : []),
    '',
    ...(params.length ? ['if _t.TYPE_CHECKING:', `    from ..params import (${params.map((n) => `\n        ${n} as ${n},`).join('')}\n    )`] : []),
    '',
    `_ = (_m, _abc, _bytes, _dict, _float, _int, _list, _bool, _str, _object, _c, _p, _rr, _s, _ops, _o, _r${models.map((n) => `, ${n}`).join('')})`,
  ];
  // The classes printed above (to learn which names they use) follow the imports as they are: printed and joined once.
  const all = nodes.map((node) => variantClass(node.className, v));
  return [lines.join('\n'), ...(classes.length ? [text] : []), '', `__all__ = [${all.map(pyString).join(', ')}]`].join('\n') + '\n';
}

export { VARIANTS };
