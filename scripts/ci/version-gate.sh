#!/usr/bin/env bash
# CI step (spec pull request): the version gate. Fails when info.version does not cover the changes since the
# last release (the same check `npm run release:spec` makes), naming each reason, also as an error annotation.
set -euo pipefail
cd "$(dirname "$0")/../.."
report="$(mktemp)"
set +e
reasons="$(node generators/bin/cmp.mjs diff --ci --output "$report" 2>&1)"
code=$?
set -e
rm -f "$report"
if [ "$code" -eq 0 ]; then
  echo "Version gate: info.version covers the changes since the last release."
  exit 0
fi
echo "$reasons" >&2
if [ -n "${GITHUB_ACTIONS:-}" ]; then
  # A workflow command's message is one line: newlines are written %0A.
  message="$(printf '%s' "$reasons" | sed -e ':a' -e 'N' -e '$!ba' -e 's/%/%25/g' -e 's/\n/%0A/g')"
  echo "::error title=Version gate::${message}"
fi
exit "$code"
