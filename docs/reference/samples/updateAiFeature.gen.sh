# Generated from openapi/openapi.yaml by generators/ — do not edit.
# Regenerate with `npm run generate`. Spec 1.0.0, sha256 4cc425553a59b23e.
# PUT /ai-world/{feature_key}: the sample shown on the reference page.

curl -sS --fail-with-body -X PUT "$CMP_BASE_URL/ai-world/conversation_summary" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"enabled":true}'
