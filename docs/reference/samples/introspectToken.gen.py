# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /oauth/introspect: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as introspect_token.py, run: python3 introspect_token.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/oauth/introspect"

headers = {"Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"]}

response = requests.get(url, headers=headers)

print(response.text)
