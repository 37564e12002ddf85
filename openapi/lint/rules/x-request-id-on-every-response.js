/** Every response documents the `X-Request-Id` header (reference: Conventions 6, Errors). */
export default function XRequestIdOnEveryResponse() {
  return {
    Response: {
      enter(response, { report, location }) {
        const names = Object.keys(response.headers ?? {}).map((name) => name.toLowerCase());
        if (!names.includes('x-request-id')) {
          report({ message: 'Every response must document the X-Request-Id header.', location: location.child('headers').key() });
        }
      },
    },
  };
}
