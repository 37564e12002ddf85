/**
 * JSON Schema -> Python types, both ways: answers become model classes (attributes, `to_dict()`), requests
 * take TypedDicts (a misspelt key is a type error). Component schemas that are objects become named
 * classes (`Customer`, `CustomerParam`); inline objects are named after where they sit
 * (`ConversationMeta`). Everything else is an annotation: `Literal[...]` for enums (answers add `| str`:
 * enums are open, an unknown value is kept), `list[...]`, `dict[str, ...]`, unions, `object` for anything.
 *
 * Builtin names are written through aliases (`_str`, `_t.Literal`): a method or attribute named `list` or
 * `str` would otherwise shadow them inside a class body.
 */
import type { IR, JsonSchema } from '../../ir/types.js';
import { pascalCase } from '../../ir/names.js';
import { PYTHON_RESERVED, pythonIdentifiers, pyString } from './names.js';

export interface ModelField {
  attr: string;
  key: string;
  ann: string;
  conv?: string;
  description: string;
}
export interface ModelClass {
  name: string;
  description: string;
  fields: ModelField[];
  required: string[];
}
export interface ParamField {
  key: string;
  ann: string;
  required: boolean;
  description: string;
}
export interface ParamClass {
  name: string;
  description: string;
  fields: ParamField[];
  /** Keys that are not identifiers need the functional TypedDict syntax. */
  functional: boolean;
}
export interface PyType {
  ann: string;
  /** Python expression of a converter (answers only), when the value holds models. */
  conv?: string;
}

/** Names the generated modules bind at their top level, which no class may take. */
export const MODULE_NAMES = ['annotations', 'Model', 'TypedDict', 'Required', 'NotRequired', 'Any'];
/** Model methods and internals an attribute may not shadow. */
const MODEL_MEMBERS = ['to_dict', 'to_json', 'from_dict', 'model', 'copy'];

const asSchema = (v: unknown): JsonSchema | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonSchema) : undefined);
const schemaList = (v: unknown): JsonSchema[] => (Array.isArray(v) ? v.map(asSchema).filter((s): s is JsonSchema => s !== undefined) : []);
const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : []);
const describe = (s: JsonSchema): string => String(s.description ?? s.title ?? '');

const PREFIX = '#/components/schemas/';

export class PyTypes {
  readonly models: ModelClass[] = [];
  readonly params: ParamClass[] = [];
  private readonly used = new Set<string>(MODULE_NAMES);
  /** Component schema name -> class name stem. */
  private readonly componentNames = new Map<string, string>();
  private readonly modelByRef = new Map<string, string>();
  private readonly paramByRef = new Map<string, string>();
  /**
   * The inline object schemas whose class is being built, to that class: an inline schema met again inside
   * its own class (a property `allOf: [$ref: <its own component>]` beside a description, as Jira's
   * `NotificationEvent.templateEvent`) names the class under construction instead of building another
   * without end.
   */
  private readonly buildingModel = new Map<JsonSchema, string>();
  private readonly buildingParam = new Map<JsonSchema, string>();

  constructor(private readonly ir: IR) {
    for (const name of Object.keys(ir.schemas).sort()) {
      if (!this.isObject(ir.schemas[name]!)) continue;
      this.componentNames.set(name, this.claim(pascalCase(name) || 'Schema'));
    }
    // Models and params of every component object, in name order, so output does not depend on use.
    for (const name of Object.keys(ir.schemas).sort()) {
      if (this.componentNames.has(name)) {
        this.modelRef(name);
        this.paramRef(name);
      }
    }
  }

  private claim(base: string): string {
    let name = /^[A-Za-z]/.test(base) ? base : `S${base}`;
    if (PYTHON_RESERVED.has(name)) name = `${name}_`;
    for (let n = 2; this.used.has(name); n++) name = `${base}${n}`;
    this.used.add(name);
    return name;
  }

  resolve(schema: JsonSchema, seen = new Set<string>()): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith(PREFIX)) return schema;
    const name = refName(ref);
    if (seen.has(name)) return {};
    seen.add(name);
    const target = this.ir.schemas[name];
    return target ? this.resolve(target, seen) : {};
  }

  /** An object with named properties (also through allOf): a class. */
  isObject(schema: JsonSchema, depth = 0): boolean {
    if (depth > 8) return false;
    const s = this.resolve(schema);
    if (asSchema(s.properties) && Object.keys(s.properties as object).length) return true;
    const all = schemaList(s.allOf);
    return all.length > 0 && all.some((p) => this.isObject(p, depth + 1)) && all.every((p) => this.isObject(p, depth + 1) || this.isOpenObject(p));
  }

  private isOpenObject(schema: JsonSchema): boolean {
    const s = this.resolve(schema);
    return typesOf(s).includes('object') && !s.properties;
  }

  /** Properties and required keys of an object schema, allOf members merged in order. */
  flatten(schema: JsonSchema, depth = 0): { properties: Record<string, JsonSchema>; required: string[] } {
    const s = this.resolve(schema);
    // Without a prototype: a property named `__proto__` is then a key like any other, not the object's prototype.
    const properties = Object.create(null) as Record<string, JsonSchema>;
    const required: string[] = [];
    if (depth < 8) {
      for (const part of schemaList(s.allOf)) {
        const inner = this.flatten(part, depth + 1);
        Object.assign(properties, inner.properties);
        required.push(...inner.required);
      }
    }
    for (const [key, value] of Object.entries(asSchema(s.properties) ?? {})) {
      const prop = asSchema(value);
      if (prop) properties[key] = prop;
    }
    if (Array.isArray(s.required)) required.push(...(s.required as unknown[]).filter((k): k is string => typeof k === 'string'));
    return { properties, required: [...new Set(required)] };
  }

  private modelRef(name: string): string {
    const found = this.modelByRef.get(name);
    if (found) return found;
    const className = this.componentNames.get(name)!;
    this.modelByRef.set(name, className);
    this.buildModel(className, this.ir.schemas[name]!);
    return className;
  }

  private paramRef(name: string): string {
    const found = this.paramByRef.get(name);
    if (found) return found;
    const className = this.claimParam(`${this.componentNames.get(name)!}Param`);
    this.paramByRef.set(name, className);
    this.buildParam(className, this.ir.schemas[name]!);
    return className;
  }

  /** A class name no model, TypedDict or other class of the package has (resource classes). */
  claimClass(base: string): string {
    return this.claim(base);
  }

  private claimParam(base: string): string {
    return this.claim(base);
  }

  private buildModel(className: string, schema: JsonSchema): void {
    const entry: ModelClass = { name: className, description: describe(this.resolve(schema)), fields: [], required: [] };
    this.models.push(entry);
    const { properties, required } = this.flatten(schema);
    const keys = Object.keys(properties).filter((k) => properties[k]!.writeOnly !== true);
    const attrs = pythonIdentifiers(keys, { style: 'keep', taken: MODEL_MEMBERS });
    entry.required = required.filter((k) => keys.includes(k));
    for (const key of keys) {
      const prop = properties[key]!;
      const t = this.modelType(prop, `${className}${pascalCase(key) || 'Field'}`);
      const nullable = !required.includes(key) || this.nullable(prop);
      entry.fields.push({
        attr: attrs.get(key)!,
        key,
        ann: nullable && t.ann !== '_object' && !/\bNone\b/.test(t.ann) ? `${t.ann} | None` : t.ann,
        ...(t.conv ? { conv: t.conv } : {}),
        description: describe(prop),
      });
    }
  }

  private buildParam(className: string, schema: JsonSchema): void {
    const entry: ParamClass = { name: className, description: describe(this.resolve(schema)), fields: [], functional: false };
    this.params.push(entry);
    const { properties, required } = this.flatten(schema);
    for (const [key, prop] of Object.entries(properties)) {
      if (prop.readOnly === true) continue;
      const t = this.paramType(prop, `${className.replace(/Param$/, '')}${pascalCase(key) || 'Field'}`);
      entry.fields.push({ key, ann: t, required: required.includes(key), description: describe(prop) });
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || PYTHON_RESERVED.has(key)) entry.functional = true;
    }
  }

  nullable(schema: JsonSchema): boolean {
    const s = this.resolve(schema);
    return (
      typesOf(s).includes('null') ||
      (Array.isArray(s.enum) && s.enum.includes(null)) ||
      [...schemaList(s.oneOf), ...schemaList(s.anyOf)].some((v) => typesOf(this.resolve(v)).includes('null'))
    );
  }

  /** The type of an answer's value (a model class, a list of them, ...) and how to convert it. */
  modelType(schema: JsonSchema, hint: string, depth = 0): PyType {
    if (depth > 12) return { ann: '_object' };
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith(PREFIX)) {
      const name = refName(ref);
      if (this.componentNames.has(name)) {
        const cls = this.modelRef(name);
        return { ann: cls, conv: `_m.model(${cls})` };
      }
      const target = this.ir.schemas[name];
      return target ? this.modelType(target, pascalCase(name) || hint, depth + 1) : { ann: '_object' };
    }
    if (this.isObject(schema)) {
      let cls = this.buildingModel.get(schema);
      if (cls === undefined) {
        cls = this.claim(hint);
        this.buildingModel.set(schema, cls);
        try {
          this.buildModel(cls, schema);
        } finally {
          this.buildingModel.delete(schema);
        }
      }
      return { ann: cls, conv: `_m.model(${cls})` };
    }
    const variants = [...schemaList(schema.oneOf), ...schemaList(schema.anyOf)];
    if (variants.length) return this.unionModel(schema, variants, hint, depth);
    return this.scalar(schema, hint, depth, 'model');
  }

  private unionModel(schema: JsonSchema, variants: JsonSchema[], hint: string, depth: number): PyType {
    const types = variants.map((v, i) => this.modelType(v, `${hint}${variants.length > 1 ? `Variant${i + 1}` : ''}`, depth + 1));
    const ann = unionOf(types.map((t) => t.ann));
    const modelVariants = variants
      .map((v, i) => ({ v, t: types[i]! }))
      .filter(({ t }) => t.conv?.startsWith('_m.model('))
      .map(({ v, t }) => ({ cls: t.ann, required: this.flatten(v).required, v }));
    if (!modelVariants.length) return { ann };
    const disc = asSchema(schema.discriminator);
    const propertyName = typeof disc?.propertyName === 'string' ? disc.propertyName : undefined;
    let mapping = '';
    if (propertyName) {
      const pairs: string[] = [];
      const explicit = asSchema(disc!.mapping) ?? {};
      for (const [value, target] of Object.entries(explicit)) {
        const found = modelVariants.find((m) => typeof m.v.$ref === 'string' && (m.v.$ref === target || refName(m.v.$ref) === target));
        if (found) pairs.push(`${pyString(value)}: ${found.cls}`);
      }
      if (!pairs.length) {
        for (const m of modelVariants) {
          const prop = this.resolve(this.flatten(m.v).properties[propertyName] ?? {});
          const values = prop.const !== undefined ? [prop.const] : Array.isArray(prop.enum) ? prop.enum : typeof m.v.$ref === 'string' ? [refName(m.v.$ref)] : [];
          for (const value of values) if (typeof value === 'string') pairs.push(`${pyString(value)}: ${m.cls}`);
        }
      }
      mapping = `, ${pyString(propertyName)}, {${pairs.join(', ')}}`;
    }
    const list = modelVariants.map((m) => `(${m.cls}, (${m.required.map((r) => `${pyString(r)}, `).join('')}))`).join(', ');
    return { ann, conv: `_m.union([${list}]${mapping})` };
  }

  /** The type a request takes for a value: TypedDicts for objects, sequences for lists. */
  paramType(schema: JsonSchema, hint: string, depth = 0): string {
    if (depth > 12) return '_object';
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith(PREFIX)) {
      const name = refName(ref);
      if (this.componentNames.has(name)) return this.paramRef(name);
      const target = this.ir.schemas[name];
      return target ? this.paramType(target, pascalCase(name) || hint, depth + 1) : '_object';
    }
    if (this.isObject(schema)) {
      let cls = this.buildingParam.get(schema);
      if (cls === undefined) {
        cls = this.claimParam(`${hint}Param`);
        this.buildingParam.set(schema, cls);
        try {
          this.buildParam(cls, schema);
        } finally {
          this.buildingParam.delete(schema);
        }
      }
      return cls;
    }
    const variants = [...schemaList(schema.oneOf), ...schemaList(schema.anyOf)];
    if (variants.length) return unionOf(variants.map((v, i) => this.paramType(v, `${hint}${variants.length > 1 ? `Variant${i + 1}` : ''}`, depth + 1)));
    return this.scalar(schema, hint, depth, 'param').ann;
  }

  private scalar(schema: JsonSchema, hint: string, depth: number, side: 'model' | 'param'): PyType {
    const s = schema;
    const open = side === 'model' || s['x-extensible-enum'] === true;
    if (s.const !== undefined && literalOk(s.const)) return { ann: `_t.Literal[${literal(s.const)}]` };
    if (Array.isArray(s.enum)) {
      const values = s.enum.filter(literalOk);
      const hasNull = s.enum.includes(null);
      if (values.length) {
        const base = typesOf(s).find((t) => t !== 'null') ?? (typeof values[0] === 'string' ? 'string' : typeof values[0] === 'boolean' ? 'boolean' : 'integer');
        const openType = base === 'string' ? '_str' : base === 'integer' ? '_int' : base === 'number' ? '_float' : base === 'boolean' ? '_bool' : '_object';
        return { ann: unionOf([`_t.Literal[${values.map(literal).join(', ')}]`, ...(open ? [openType] : []), ...(hasNull ? ['None'] : [])]) };
      }
    }
    const types = typesOf(s);
    if (!types.length) {
      if (s.items) return this.scalar({ ...s, type: 'array' }, hint, depth, side);
      if (s.additionalProperties !== undefined) return this.scalar({ ...s, type: 'object' }, hint, depth, side);
      return { ann: '_object' };
    }
    const parts: PyType[] = types.map((type) => {
      switch (type) {
        case 'string':
          return { ann: s.format === 'binary' ? '_bytes' : '_str' };
        case 'integer':
          return { ann: '_int' };
        case 'number':
          return { ann: '_float' };
        case 'boolean':
          return { ann: '_bool' };
        case 'null':
          return { ann: 'None' };
        case 'array': {
          const items = asSchema(s.items) ?? {};
          if (side === 'param') return { ann: `_t.Sequence[${this.paramType(items, `${hint}Item`, depth + 1)}]` };
          const inner = this.modelType(items, `${hint}Item`, depth + 1);
          return inner.conv ? { ann: `_list[${inner.ann}]`, conv: `_m.list_of(${inner.conv})` } : { ann: `_list[${inner.ann}]` };
        }
        case 'object': {
          const extra = s.additionalProperties;
          const value = asSchema(extra);
          if (side === 'param') return { ann: `_t.Mapping[_str, ${value ? this.paramType(value, `${hint}Value`, depth + 1) : '_object'}]` };
          if (!value) return { ann: '_dict[_str, _object]' };
          const inner = this.modelType(value, `${hint}Value`, depth + 1);
          return inner.conv ? { ann: `_dict[_str, ${inner.ann}]`, conv: `_m.dict_of(${inner.conv})` } : { ann: `_dict[_str, ${inner.ann}]` };
        }
        default:
          return { ann: '_object' };
      }
    });
    const conv = parts.find((p) => p.conv)?.conv;
    return { ann: unionOf(parts.map((p) => p.ann)), ...(conv && parts.filter((p) => p.ann !== 'None').length === 1 ? { conv } : {}) };
  }
}

export function refName(ref: string): string {
  return decodeURIComponent(ref.slice(PREFIX.length)).replace(/~1/g, '/').replace(/~0/g, '~');
}

const literalOk = (v: unknown) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v));
const literal = (v: unknown) => (typeof v === 'string' ? pyString(v) : typeof v === 'boolean' ? (v ? 'True' : 'False') : String(v));

/** `A | B`, flattened, duplicates dropped, `object` absorbing everything. */
export function unionOf(parts: string[]): string {
  const unique = [...new Set(parts.flatMap((p) => splitTop(p)))];
  if (unique.includes('_object')) return '_object';
  return unique.join(' | ') || '_object';
}

/** Splits `A | B[C | D]` at its top-level bars. */
function splitTop(ann: string): string[] {
  // Without a bar there is nothing to split (most annotations): the scan below gives the text, trimmed.
  if (!ann.includes('|')) {
    const one = ann.trim();
    return one ? [one] : [];
  }
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < ann.length; i++) {
    const c = ann[i];
    if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') depth--;
    else if (c === '"') {
      for (i++; i < ann.length && ann[i] !== '"'; i++) if (ann[i] === '\\') i++;
    } else if (c === '|' && depth === 0) {
      out.push(ann.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(ann.slice(start).trim());
  return out.filter(Boolean);
}
