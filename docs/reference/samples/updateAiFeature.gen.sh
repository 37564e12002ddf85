# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# PUT /ai-world/{feature_key}: the sample shown on the reference page.

curl -sS --fail-with-body -X PUT "$CMP_BASE_URL/ai-world/conversation_summary" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"enabled":true}'
