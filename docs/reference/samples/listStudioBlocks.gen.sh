# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /studio/blocks: the sample shown on the reference page.

curl -sS --fail-with-body "$CMP_BASE_URL/studio/blocks" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN"
