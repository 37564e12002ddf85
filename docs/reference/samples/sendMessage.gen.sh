# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

curl -sS --fail-with-body -X POST "$CMP_BASE_URL/conversations/90211/messages" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"type":"text","content":"Your order ships today."}'
