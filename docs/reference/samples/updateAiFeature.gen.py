# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# PUT /ai-world/{feature_key}: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as update_ai_feature.py, run: python3 update_ai_feature.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/ai-world/conversation_summary"

payload = { "enabled": True }
headers = {
    "Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"],
    "Content-Type": "application/json"
}

response = requests.put(url, json=payload, headers=headers)

print(response.text)
