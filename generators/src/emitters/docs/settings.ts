/**
 * The page settings kept in redocly.yaml next to the lint and bundle settings: `seo.title` (the page
 * title), `logo` (`image`, `altText`, `link`). Redoc CE 3 takes the logo from `info.x-logo` of the
 * document, so the image is read here and inlined as a data URL. The `openapi` section (Redoc options and
 * the page template that carries the theme) is read by `redocly build-docs` itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface PageSettings {
  title?: string;
  logo?: { url: string; altText: string; href?: string };
  /** The logo's file, when it is an SVG (the site's icon). */
  logoFile?: string;
  /** `openapi.schemaDefinitionsTagName`: the navigation section listing every schema, when there is one. */
  schemasSection?: string;
}

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

export function readPageSettings(configPath: string): PageSettings {
  const config = (parse(readFileSync(configPath, 'utf8')) ?? {}) as {
    seo?: { title?: string };
    logo?: { image?: string; altText?: string; link?: string };
    openapi?: { schemaDefinitionsTagName?: string };
  };
  const settings: PageSettings = {};
  if (config.seo?.title) settings.title = config.seo.title;
  if (config.openapi?.schemaDefinitionsTagName) settings.schemasSection = config.openapi.schemaDefinitionsTagName;
  if (config.logo?.image) {
    const file = path.resolve(path.dirname(configPath), config.logo.image);
    const mime = MIME[path.extname(file).toLowerCase()];
    if (!mime) throw new Error(`${configPath}: logo.image ${config.logo.image} is not one of ${Object.keys(MIME).join(', ')}`);
    if (mime === 'image/svg+xml') settings.logoFile = file;
    settings.logo = {
      url: `data:${mime};base64,${readFileSync(file).toString('base64')}`,
      altText: config.logo.altText ?? '',
      ...(config.logo.link ? { href: config.logo.link } : {}),
    };
  }
  return settings;
}
