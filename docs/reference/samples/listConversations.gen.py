# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /conversations: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as list_conversations.py, run: python3 list_conversations.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/conversations?status=open&per_page=25"

headers = {"Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"]}

response = requests.get(url, headers=headers)

print(response.text)
