/** What a configuration file imports: `import { defineConfig } from './generators/src/config/index.js'`. */
export { defineConfig, type DevService, type KeyPath, type UserConfig } from './types.js';
