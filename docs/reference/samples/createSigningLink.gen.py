# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /signature/links: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as create_signing_link.py, run: python3 create_signing_link.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/signature/links"

payload = {
    "document_id": "doc_2f8",
    "contact_id": "5521"
}
headers = {
    "Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"],
    "Content-Type": "application/json"
}

response = requests.post(url, json=payload, headers=headers)

print(response.text)
