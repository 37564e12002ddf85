# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# PUT /ai-world/{feature_key}: the sample shown on the reference page.

# Ruby, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as update_ai_feature.rb, run: ruby update_ai_feature.rb
require 'uri'
require 'net/http'

url = URI(ENV.fetch("CMP_BASE_URL") + "/ai-world/conversation_summary")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = url.scheme == "https"

request = Net::HTTP::Put.new(url)
request["Authorization"] = 'Bearer ' + ENV.fetch("CMP_ACCESS_TOKEN")
request["Content-Type"] = 'application/json'
request.body = "{\"enabled\":true}"

response = http.request(request)
puts response.read_body
