# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# PATCH /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

# pip install requests; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as update_object_record.py, run: python3 update_object_record.py
import os
import requests

url = os.environ["CMP_BASE_URL"] + "/objects/obj_deals/records/rec_5c2e91"

payload = { "stage": "won" }
headers = {
    "Authorization": "Bearer " + os.environ["CMP_ACCESS_TOKEN"],
    "Content-Type": "application/json"
}

response = requests.patch(url, json=payload, headers=headers)

print(response.text)
