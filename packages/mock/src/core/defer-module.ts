/**
 * Lazy stand-ins for modules that Prism requires when it loads but this mock seldom or never calls, so that
 * starting the mock does not pay for loading them.
 *
 * `deferModule(request, requiredFrom)` puts a stand-in into Node's CommonJS module cache (`require.cache`,
 * which Node documents as writable) under the file that `requiredFrom` would load for `request`. The
 * stand-in's exports are a Proxy: the first time anything reads, writes or lists a property, the real
 * module is loaded (and replaces the stand-in in the cache) and every operation goes to it from then on.
 * Code that only keeps a reference to the module and calls it later never notices the difference.
 *
 * Options: `instances` names exports that are used as objects at load time (the caller keeps the object,
 * not the module): those get a lazy Proxy one level deeper, whose methods run on the real object.
 * `callable` is for a module whose exports are a function: the stand-in can be called (and `new`ed) too.
 *
 * Nothing happens when the module is already loaded: then there is nothing left to save.
 */
import Module, { createRequire } from 'node:module';

type AnyObject = Record<PropertyKey, unknown>;
type AnyFunction = (...args: unknown[]) => unknown;
type AnyConstructor = new (...args: unknown[]) => object;

interface LazyOptions {
  /** Methods read from it run with the real object as `this`. */
  bind?: boolean;
  /** Properties answered by the stand-in itself. */
  own?: Map<PropertyKey, unknown>;
  /** The real thing is a function: calls and `new` go to it. */
  callable?: boolean;
}

/** A stand-in for `load()`'s result, loaded on first use. */
function lazyObject(load: () => AnyObject, { bind = false, own = new Map<PropertyKey, unknown>(), callable = false }: LazyOptions = {}): AnyObject {
  // An arrow function as the target of a callable stand-in: it has no non-configurable `prototype` that the
  // real function's descriptors could contradict. Otherwise a plain object, so that `typeof` says "object".
  const target = (callable ? () => {} : {}) as AnyObject;
  const stand: AnyObject = new Proxy(target, {
    apply: (_stand, self, args) => Reflect.apply(load() as unknown as AnyFunction, self, args),
    construct: (_stand, args, newTarget: AnyConstructor) => {
      const real = load() as unknown as AnyConstructor;
      return Reflect.construct(real, args, newTarget === (stand as unknown) ? real : newTarget);
    },
    get(_stand, key) {
      if (own.has(key)) return own.get(key);
      const real = load();
      const value = Reflect.get(real, key, real);
      return bind && typeof value === 'function' ? value.bind(real) : value;
    },
    set: (_stand, key, value) => Reflect.set(load(), key, value),
    has: (_stand, key) => own.has(key) || Reflect.has(load(), key),
    deleteProperty: (_stand, key) => Reflect.deleteProperty(load(), key),
    ownKeys: () => Reflect.ownKeys(load()),
    // Reported configurable: the stand-in's own (empty) target must not contradict a non-configurable property.
    getOwnPropertyDescriptor(_stand, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(load()),
  });
  return stand;
}

export function deferModule(request: string, requiredFrom: string, { instances = [], callable = false }: { instances?: readonly string[]; callable?: boolean } = {}): void {
  const requireThere = createRequire(requiredFrom);
  const file = requireThere.resolve(request);
  const cache = requireThere.cache;
  if (cache[file]) return;
  let real: AnyObject | undefined;
  const load = (): AnyObject => {
    if (!real) {
      if (cache[file] === stand) delete cache[file];
      real = requireThere(request) as AnyObject;
    }
    return real;
  };
  const own = new Map<PropertyKey, unknown>(instances.map((key) => [key, lazyObject(() => load()[key] as AnyObject, { bind: true })]));
  const stand = new Module(file);
  stand.filename = file;
  stand.loaded = true;
  stand.exports = lazyObject(load, { own, callable });
  cache[file] = stand;
}
