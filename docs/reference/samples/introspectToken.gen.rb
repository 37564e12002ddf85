# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /oauth/introspect: the sample shown on the reference page.

# Ruby, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as introspect_token.rb, run: ruby introspect_token.rb
require 'uri'
require 'net/http'

url = URI(ENV.fetch("CMP_BASE_URL") + "/oauth/introspect")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = url.scheme == "https"

request = Net::HTTP::Get.new(url)
request["Authorization"] = 'Bearer ' + ENV.fetch("CMP_ACCESS_TOKEN")

response = http.request(request)
puts response.read_body
