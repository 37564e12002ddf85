#!/usr/bin/env bash
# CI step (release, on a version tag): releases the spec at the tag's version.
#   bash scripts/ci/release-spec.sh TAG        (TAG: v1.2.0 or 1.2.0; default $GITHUB_REF_NAME)
# Refuses a tag that is not the spec's info.version. Then `npm run release:spec` (the version gate, package
# versions, changelogs, openapi/releases/<version>.json), unless the tagged commit already records that
# release (released before tagging), and rebuilds every package's dist/ for publishing.
set -euo pipefail
cd "$(dirname "$0")/../.."
tag="${1:-${GITHUB_REF_NAME:-}}"
if [ -z "$tag" ]; then
  echo "release-spec: no tag given (argument or GITHUB_REF_NAME)." >&2
  exit 2
fi
version="${tag#v}"
spec_version="$(node -e 'const y=require("yaml");const fs=require("fs");process.stdout.write(String(y.parse(fs.readFileSync("openapi/openapi.yaml","utf8")).info.version))')"
if [ "$version" != "$spec_version" ]; then
  echo "release-spec: the tag ${tag} is not the spec's info.version (${spec_version}) in openapi/openapi.yaml; tag the commit that sets it." >&2
  exit 1
fi
if [ -f "openapi/releases/${version}.json" ]; then
  echo "== ${version} is already recorded in openapi/releases/ (released before tagging); publishing it"
else
  echo "== npm run release:spec (${version})"
  npm run --silent release:spec
fi
echo "== build every package"
node generators/bin/cmp.mjs build --force
