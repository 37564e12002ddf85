/** Where the bundled spec goes. */
export const bundleConfig = {
  dir: 'openapi/dist',
  yaml: 'openapi/dist/openapi.yaml',
  json: 'openapi/dist/openapi.json',
  /** Long lines stay on one line so diffs of the bundle are stable. */
  lineWidth: 0,
};
