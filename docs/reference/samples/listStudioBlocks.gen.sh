# Generated from openapi/openapi.yaml by generators/ — do not edit.
# Regenerate with `npm run generate`. Spec 1.0.0, sha256 4cc425553a59b23e.
# GET /studio/blocks: the sample shown on the reference page.

curl -sS --fail-with-body "$CMP_BASE_URL/studio/blocks" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN"
