// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

// .NET 6 or later: dotnet new console, this file as Program.cs; set CMP_BASE_URL and CMP_ACCESS_TOKEN, run: dotnet run
using System.Net.Http.Headers;
var client = new HttpClient();
var request = new HttpRequestMessage
{
    Method = HttpMethod.Post,
    RequestUri = new Uri(Environment.GetEnvironmentVariable("CMP_BASE_URL") + "/conversations/90211/messages"),
    Headers =
    {
        { "Authorization", "Bearer " + Environment.GetEnvironmentVariable("CMP_ACCESS_TOKEN") },
    },
    Content = new StringContent("{\"type\":\"text\",\"content\":\"Your order ships today.\"}")
    {
        Headers =
        {
            ContentType = new MediaTypeHeaderValue("application/json")
        }
    }
};
using (var response = await client.SendAsync(request))
{
    response.EnsureSuccessStatusCode();
    var body = await response.Content.ReadAsStringAsync();
    Console.WriteLine(body);
}
