# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /customers: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as create_customer.py, run: python3 create_customer.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/customers"

payload = {
    "name": "Acme Logistics",
    "industry": "Logistics",
    "website": "https://acme.test",
    "email": "ops@acme.test",
    "tags": ["vip"]
}
headers = {
    "Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"],
    "Content-Type": "application/json"
}

response = requests.post(url, json=payload, headers=headers)

print(response.text)
