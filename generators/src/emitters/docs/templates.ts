/** Renders the logic-free handlebars templates of templates/docs/; the data is prepared by the caller. */
import path from 'node:path';
import { renderTemplate } from '../handlebars.js';
import { docsConfig } from './config.js';

/** An HTML template: `{{x}}` is escaped, `{{{x}}}` is inserted as is; a missing field is an error (strict). */
export function renderHtml(name: string, data: object): string {
  return renderTemplate(path.join(docsConfig.templatesDir, name), data, { html: true });
}

/** Output is code and Markdown, not HTML, so nothing is escaped; a missing field is an error (strict). */
export function render(name: string, data: object): string {
  return renderTemplate(path.join(docsConfig.templatesDir, name), data);
}
