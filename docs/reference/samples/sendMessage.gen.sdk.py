# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

# Save as send_message.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 send_message.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.messages.send("90211", type="text", content="Your order ships today.")
print(result.to_json())
