# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /agents: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as create_agent.py, run: python3 create_agent.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/agents"

payload = {
    "type": "human",
    "name": "Yael Mizrahi",
    "email": "yael@acme.test"
}
headers = {
    "Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"],
    "Content-Type": "application/json"
}

response = requests.post(url, json=payload, headers=headers)

print(response.text)
