/**
 * The one way a Handlebars template of templates/ is compiled: read once, compiled once per process, kept
 * by its file and mode. Templates hold no logic (see templates/README.md); callers prepare the data.
 */
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

export interface TemplateMode {
  /** HTML: `{{x}}` is escaped, `{{{x}}}` is inserted as is. Otherwise (code, Markdown) nothing is escaped. */
  html?: boolean;
  /** A field the template names that the data lacks is an error (default), not an empty string. */
  strict?: boolean;
}

const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** The compiled template of `file` (an absolute path). */
export function template(file: string, { html = false, strict = true }: TemplateMode = {}): HandlebarsTemplateDelegate {
  const key = `${html ? 'html' : 'text'}:${strict ? 'strict' : 'loose'}:${file}`;
  let compiledTemplate = compiled.get(key);
  if (!compiledTemplate) {
    compiledTemplate = Handlebars.compile(readFileSync(file, 'utf8'), { noEscape: !html, strict });
    compiled.set(key, compiledTemplate);
  }
  return compiledTemplate;
}

/** `file` rendered with `data`. */
export function renderTemplate(file: string, data: object, mode: TemplateMode = {}): string {
  return template(file, mode)(data);
}
