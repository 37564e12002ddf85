#!/usr/bin/env node
// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

// The command: stdio by default, `--transport http --port N` for Streamable HTTP (`--help` for every option).
import { main } from './index.js';

const code = await main();
if (code !== undefined) process.exitCode = code;
