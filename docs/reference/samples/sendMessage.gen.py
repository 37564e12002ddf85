# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as send_message.py, run: python3 send_message.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/conversations/90211/messages"

payload = {
    "type": "text",
    "content": "Your order ships today."
}
headers = {
    "Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"],
    "Content-Type": "application/json"
}

response = requests.post(url, json=payload, headers=headers)

print(response.text)
