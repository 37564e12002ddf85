#!/usr/bin/env bash
# CI step (spec pull request): every committed generated file matches the spec (`generate --check`, which
# names each stale file), then the spec lint (Redocly's recommended rules and the house rules).
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "== generate --check"
node generators/bin/cmp.mjs generate --check
echo "== spec lint"
npm run --silent lint:spec
