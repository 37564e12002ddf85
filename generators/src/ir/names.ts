/** Identifier helpers shared by the IR and the emitters. */
export function camelCase(text: string): string {
  const words = text
    .replace(/\{([^}]+)\}/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/^(\d)/, '_$1');
}

export function pascalCase(text: string): string {
  const camel = camelCase(text);
  return camel[0]!.toUpperCase() + camel.slice(1);
}
