// House lint rules for this spec, loaded by redocly.yaml. Each rule states one convention of
// openapi/README.md so it is enforced by `npm run lint:spec`, not by review.
import noUnusedComponents from './rules/no-unused-components.js';
import xRequestIdOnEveryResponse from './rules/x-request-id-on-every-response.js';
import sharedErrorResponses from './rules/shared-error-responses.js';
import operationExtensions from './rules/operation-extensions.js';
import inferredHasReason from './rules/inferred-has-reason.js';
import scopeInSecurity from './rules/scope-in-security.js';

export default function housePlugin() {
  return {
    id: 'house',
    rules: {
      oas3: {
        'no-unused-components': noUnusedComponents,
        'x-request-id-on-every-response': xRequestIdOnEveryResponse,
        'shared-error-responses': sharedErrorResponses,
        'operation-extensions': operationExtensions,
        'inferred-has-reason': inferredHasReason,
        'scope-in-security': scopeInSecurity,
      },
    },
  };
}
