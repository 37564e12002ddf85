/**
 * Security, per requirement and per scope. A requirement object is an AND of schemes (with their scopes);
 * the list is an OR. A client that satisfies a base requirement keeps working when some head requirement asks
 * no more of it: the same or fewer schemes, each with the same or fewer scopes. Relaxations never break.
 */
import { canonical, describeRequirement, type Doc, type Json, type Requirement } from '../model.js';
import { rule } from '../rule.js';

/** `s` asks no more than `r`: every scheme of s is in r, with a subset of r's scopes. */
const asksNoMore = (s: Requirement, r: Requirement) => [...s].every(([scheme, scopes]) => r.has(scheme) && [...scopes].every((x) => r.get(scheme)!.has(x)));
const sameSchemes = (s: Requirement, r: Requirement) => s.size === r.size && [...s.keys()].every((k) => r.has(k));
/** No security at all is the same as one empty requirement: anyone may call. */
const effective = (list: Requirement[]) => (list.length ? list : [new Map() as Requirement]);

/** The schemes some security requirement of the document names (top level, operations, webhooks, callbacks). */
function referencedSchemes(doc: Doc): Set<string> {
  const out = new Set<string>();
  const add = (list: unknown) => {
    if (Array.isArray(list)) for (const req of list) if (req && typeof req === 'object') for (const k of Object.keys(req)) out.add(k);
  };
  add(doc.root.security);
  const stack: unknown[] = [doc.root.paths, doc.root.webhooks];
  const seen = new Set<unknown>();
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (!Array.isArray(node)) add((node as Json).security);
    for (const v of Object.values(node)) if (v && typeof v === 'object') stack.push(v);
  }
  return out;
}

export const securityRules = [
  rule({
    id: 'security-scope-added',
    category: 'security',
    description: 'A requirement now asks for more scopes: tokens granted the old scopes are refused.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      security: ({ a, b, at }, report) => {
        const [xa, xb] = [effective(a), effective(b)];
        for (const r of xa) {
          if (xb.some((s) => asksNoMore(s, r))) continue;
          const grown = xb.find((s) => sameSchemes(s, r));
          if (!grown) continue;
          const added = [...grown].flatMap(([scheme, scopes]) => [...scopes].filter((x) => !r.get(scheme)!.has(x)).map((x) => `${scheme}:${x}`));
          report(at, `${describeRequirement(r)} -> ${describeRequirement(grown)} (scope ${added.join(', ')} added)`);
        }
      },
    },
  }),
  rule({
    id: 'security-requirement-removed',
    category: 'security',
    description: 'A way to authenticate is gone or now needs another scheme as well (AND): clients using it are refused.',
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      security: ({ a, b, at }, report) => {
        const [xa, xb] = [effective(a), effective(b)];
        for (const r of xa) {
          if (xb.some((s) => asksNoMore(s, r)) || xb.some((s) => sameSchemes(s, r))) continue;
          report(at, `requirement ${describeRequirement(r)} no longer accepted; now ${xb.map(describeRequirement).join(' OR ')}`);
        }
      },
    },
  }),
  rule({
    id: 'security-scope-removed',
    category: 'security',
    description: 'A requirement asks for fewer scopes: a relaxation, not breaking.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      security: ({ a, b, at }, report) => {
        for (const r of effective(a)) {
          const shrunk = effective(b).find((s) => sameSchemes(s, r) && asksNoMore(s, r) && !asksNoMore(r, s));
          if (shrunk) report(at, `${describeRequirement(r)} -> ${describeRequirement(shrunk)}`);
        }
      },
    },
  }),
  rule({
    id: 'security-requirement-added',
    category: 'security',
    description: 'A new way to authenticate (an OR alternative, or no authentication): a relaxation, not breaking.',
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      security: ({ a, b, at }, report) => {
        const [xa, xb] = [effective(a), effective(b)];
        for (const s of xb) if (!xa.some((r) => sameSchemes(s, r))) report(at, `requirement ${describeRequirement(s)} now accepted`);
      },
    },
  }),
  rule({
    id: 'security-scheme-changed',
    category: 'security',
    description: 'A security scheme changed how credentials are sent or obtained (type, location, header name, HTTP scheme, OAuth flows and URLs), or was removed.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: {
      document: ({ base, head }, report) => {
        const [sa, sb] = [(base.root.components?.securitySchemes ?? {}) as Json, (head.root.components?.securitySchemes ?? {}) as Json];
        const mechanics = (s: Json | undefined) => {
          if (!s) return undefined;
          const { type, in: where, name, scheme, openIdConnectUrl, flows } = s;
          const flowsShape = flows
            ? Object.fromEntries(
                Object.entries<Json>(flows).map(([k, f]) => [
                  k,
                  { authorizationUrl: f.authorizationUrl, tokenUrl: f.tokenUrl, refreshUrl: f.refreshUrl, deviceAuthorizationUrl: f.deviceAuthorizationUrl },
                ]),
              )
            : undefined;
          return {
            type,
            where,
            name: s.in === 'header' ? String(name).toLowerCase() : name,
            scheme: typeof scheme === 'string' ? scheme.toLowerCase() : scheme,
            openIdConnectUrl,
            flowsShape,
          };
        };
        // A scheme no requirement of the base names authenticates nothing: clients never used it.
        const used = referencedSchemes(base);
        for (const name of Object.keys(sa).sort()) {
          if (!used.has(name)) continue;
          const [x, y] = [mechanics(base.deref(sa[name])), mechanics(head.deref(sb[name]))];
          if (!y) report(`security scheme ${name}`, 'removed');
          else if (canonical(x) !== canonical(y)) report(`security scheme ${name}`, `${canonical(x)} -> ${canonical(y)}`);
        }
      },
    },
  }),
];
