#!/usr/bin/env bash
# CI step (docs): builds the docs site into OUT for GitHub Pages, served under PREFIX (/REPO/ for a project
# site), and checks that nothing in it points at the server's root, which would break under that prefix.
#   bash scripts/ci/docs-build.sh [OUT] [PREFIX]      (defaults: _site, /)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-_site}"
prefix="${2:-/}"
echo "== npm run docs -> ${out} (served under ${prefix})"
npm run --silent docs -- --out "$out"
node scripts/ci/docs-prefix-check.mjs "$out" "$prefix"
# Pages runs Jekyll unless told not to, which drops files and folders whose names start with "_".
touch "$out/.nojekyll"
