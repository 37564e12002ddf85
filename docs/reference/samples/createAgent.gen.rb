# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /agents: the sample shown on the reference page.

# Ruby, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as create_agent.rb, run: ruby create_agent.rb
require 'uri'
require 'net/http'

url = URI(ENV.fetch("CMP_BASE_URL") + "/agents")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = url.scheme == "https"

request = Net::HTTP::Post.new(url)
request["Authorization"] = 'Bearer ' + ENV.fetch("CMP_ACCESS_TOKEN")
request["Content-Type"] = 'application/json'
request.body = "{\"type\":\"human\",\"name\":\"Yael Mizrahi\",\"email\":\"yael@acme.test\"}"

response = http.request(request)
puts response.read_body
