/**
 * Which operation of the document a request is for: the path templates as patterns, literal segments
 * before parameters (`/books/search` is matched before `/books/{id}`), then the method.
 */
import type { SpecOperation } from './operations.js';

interface Route {
  pattern: RegExp;
  names: string[];
  template: string;
  rank: string;
  byMethod: Map<string, SpecOperation>;
}

export type Routed = { op: SpecOperation; params: Record<string, string> } | { template: string; op?: undefined } | null;

export class Router {
  #routes: Route[];

  constructor(operations: readonly SpecOperation[]) {
    const routes = new Map<string, Route>();
    for (const op of operations) {
      let route = routes.get(op.path);
      if (!route) {
        const names: string[] = [];
        const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => `(?<p${names.push(name) - 1}>[^/]+)`);
        const rank = op.path
          .split('/')
          .map((s) => (s.includes('{') ? '1' : '0'))
          .join('');
        route = { pattern: new RegExp(`^${source}/?$`), names, template: op.path, rank, byMethod: new Map() };
        routes.set(op.path, route);
      }
      route.byMethod.set(op.method.toUpperCase(), op);
    }
    this.#routes = [...routes.values()].sort((a, b) => a.rank.localeCompare(b.rank) || a.template.localeCompare(b.template));
  }

  /** The operation and its path parameters (decoded); `{ template }` when the path is known but not the method; null when neither. */
  route(method: string, pathname: string): Routed {
    for (const route of this.#routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const op = route.byMethod.get(method.toUpperCase());
      if (!op) return { template: route.template };
      try {
        return { op, params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match.groups![`p${i}`]!)])) };
      } catch {
        return null;
      }
    }
    return null;
  }
}
