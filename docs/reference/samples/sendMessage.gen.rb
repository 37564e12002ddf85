# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

# Ruby, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as send_message.rb, run: ruby send_message.rb
require 'uri'
require 'net/http'

url = URI(ENV.fetch("CMP_BASE_URL") + "/conversations/90211/messages")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = url.scheme == "https"

request = Net::HTTP::Post.new(url)
request["Authorization"] = 'Bearer ' + ENV.fetch("CMP_ACCESS_TOKEN")
request["Content-Type"] = 'application/json'
request.body = "{\"type\":\"text\",\"content\":\"Your order ships today.\"}"

response = http.request(request)
puts response.read_body
