# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /conversations: the sample shown on the reference page.

# Save as list_conversations.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 list_conversations.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
for item in client.conversations.list():
    print(item)
