#!/usr/bin/env bash
# CI step: install exactly what package-lock.json says (the workflow restores npm's download cache first).
set -euo pipefail
cd "$(dirname "$0")/../.."
npm ci --no-audit --no-fund
