// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /oauth/token: the sample shown on the reference page.

// .NET 6 or later: dotnet new console, this file as Program.cs; set CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET, run: dotnet run
using System.Net.Http.Headers;
var client = new HttpClient();
var request = new HttpRequestMessage
{
    Method = HttpMethod.Post,
    RequestUri = new Uri(Environment.GetEnvironmentVariable("CMP_BASE_URL") + "/oauth/token"),
    Content = new StringContent("{\"client_id\":\"" + Environment.GetEnvironmentVariable("CMP_CLIENT_ID") + "\",\"client_secret\":\"" + Environment.GetEnvironmentVariable("CMP_CLIENT_SECRET") + "\"}")
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
