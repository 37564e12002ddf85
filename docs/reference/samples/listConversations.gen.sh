# Generated from openapi/openapi.yaml by generators/ — do not edit.
# Regenerate with `npm run generate`.
# GET /conversations: the sample shown on the reference page.

curl -sS --fail-with-body "$CMP_BASE_URL/conversations?status=open&per_page=25" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN"
