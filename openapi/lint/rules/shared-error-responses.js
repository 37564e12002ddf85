/**
 * Error answers every operation shares come from components/responses, so they read the same everywhere:
 * 429 and 5XX on every operation, 401 and 403 on every secured one; 400 and 413 where there is a body,
 * 400 where there is a query parameter, 404 where a path parameter addresses a resource.
 */
const SHARED = { 401: 'Unauthorized', 429: 'TooManyRequests', '5XX': 'ServerError' };

export default function SharedErrorResponses({ shared = SHARED } = {}) {
  return {
    PathItem: {
      Operation: {
        enter(operation, { report, location, parent, resolve }) {
          const responses = operation.responses ?? {};
          const secured = (operation.security ?? [{}]).some((req) => Object.keys(req).length > 0);
          const params = [...(parent?.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(p).node ?? p);
          const need = ['429', '5XX'];
          if (secured) need.push('401', '403');
          if (operation.requestBody) need.push('400', '413');
          if (params.some((p) => p.in === 'query')) need.push('400');
          if (params.some((p) => p.in === 'path')) need.push('404');
          for (const status of new Set(need)) {
            if (!responses[status]) {
              report({ message: `Operation must document the ${status} response.`, location: location.child('responses').key() });
            } else if (shared[status] && !String(responses[status].$ref ?? '').endsWith(`responses/${shared[status]}.yaml`)) {
              report({ message: `The ${status} response must be the shared components/responses/${shared[status]}.`, location: location.child(['responses', status]).key() });
            }
          }
        },
      },
    },
  };
}
