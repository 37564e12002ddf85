# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /oauth/token: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET, save as create_access_token.py, run: python3 create_access_token.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/oauth/token"

payload = {
    "client_id": os.environ["CMP_CLIENT_ID"],
    "client_secret": os.environ["CMP_CLIENT_SECRET"]
}
headers = {"Content-Type": "application/json"}

response = requests.post(url, json=payload, headers=headers)

print(response.text)
