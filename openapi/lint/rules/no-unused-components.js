/**
 * Every component must be referenced from somewhere other than its own definition under `components`.
 * The built-in rule of the same name counts the root's `components.x: {$ref: file}` entries as uses, so in
 * a multi-file spec it never fires; this one ignores those definitional refs.
 * Option `exemptResourceSchemas`: schemas with an `object` const (documented resources) may stand alone.
 */
export default function NoUnusedComponents({ exemptResourceSchemas = false } = {}) {
  const components = new Map();
  const used = new Set();
  const register = (kind) => ({
    enter(node, { location, key }) {
      if (kind === 'schemas' && exemptResourceSchemas && node?.properties?.object?.const) return;
      const pointer = location.absolutePointer;
      if (!components.has(pointer)) components.set(pointer, { name: `${kind}/${key}`, location });
    },
  });
  return {
    ref(ref, { resolve, location }) {
      if (/^#\/components\//.test(location.pointer) && location.pointer.split('/').length === 4) return;
      const resolved = resolve(ref);
      if (resolved.location) used.add(resolved.location.absolutePointer);
    },
    NamedSchemas: { Schema: register('schemas') },
    NamedParameters: { Parameter: register('parameters') },
    NamedResponses: { Response: register('responses') },
    NamedExamples: { Example: register('examples') },
    NamedHeaders: { Header: register('headers') },
    Root: {
      leave(_root, { report }) {
        for (const [pointer, { name, location }] of components) {
          if (!used.has(pointer)) report({ message: `Component "${name}" is never referenced.`, location: location.key() });
        }
      },
    },
  };
}
