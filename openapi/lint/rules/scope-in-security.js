/**
 * Every scope an operation names is declared in `bearerAuth.x-scopes`; every secured operation names a
 * scope unless it says why not with `x-inferred` (reference: Authentication 6, Endpoints).
 */
export default function ScopeInSecurity() {
  let declared = new Set();
  const operations = [];
  return {
    SecurityScheme: {
      enter(scheme) {
        if (scheme['x-scopes']) declared = new Set(Object.keys(scheme['x-scopes']));
      },
    },
    Operation: {
      enter(op, { location }) {
        operations.push({ op, location });
      },
    },
    Root: {
      leave(_root, { report }) {
        for (const { op, location } of operations) {
          for (const requirement of op.security ?? []) {
            for (const [scheme, scopes] of Object.entries(requirement)) {
              for (const scope of scopes) {
                if (!declared.has(scope)) report({ message: `Scope "${scope}" is not declared in ${scheme}.x-scopes.`, location: location.child('security').key() });
              }
              if (scopes.length === 0 && !op['x-inferred']) {
                report({ message: 'A secured operation must name the scope of its area, or say why not in x-inferred.', location: location.child('security').key() });
              }
            }
          }
        }
      },
    },
  };
}
