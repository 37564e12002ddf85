/** `x-inferred` marks what the reference does not show; it must say why, in a sentence. */
export default function InferredHasReason() {
  return {
    any: {
      enter(node, { report, location }) {
        if (node && typeof node === 'object' && 'x-inferred' in node) {
          const why = node['x-inferred'];
          if (typeof why !== 'string' || why.trim().length < 20) {
            report({ message: 'x-inferred must give the reason in a sentence (at least 20 characters).', location: location.child('x-inferred').key() });
          }
        }
      },
    },
  };
}
