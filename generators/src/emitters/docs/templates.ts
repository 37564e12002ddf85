/** Renders the logic-free handlebars templates of templates/docs/; the data is prepared by the caller. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { docsConfig } from './config.js';

const compiled = new Map<string, HandlebarsTemplateDelegate>();

const compiledHtml = new Map<string, HandlebarsTemplateDelegate>();

/** An HTML template: `{{x}}` is escaped, `{{{x}}}` is inserted as is; a missing field is an error (strict). */
export function renderHtml(name: string, data: object): string {
  let template = compiledHtml.get(name);
  if (!template) {
    template = Handlebars.compile(readFileSync(path.join(docsConfig.templatesDir, name), 'utf8'), { strict: true });
    compiledHtml.set(name, template);
  }
  return template(data);
}

/** Output is code and Markdown, not HTML, so nothing is escaped; a missing field is an error (strict). */
export function render(name: string, data: object): string {
  let template = compiled.get(name);
  if (!template) {
    template = Handlebars.compile(readFileSync(path.join(docsConfig.templatesDir, name), 'utf8'), { noEscape: true, strict: true });
    compiled.set(name, template);
  }
  return template(data);
}
