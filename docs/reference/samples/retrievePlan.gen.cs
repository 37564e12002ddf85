// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// GET /billing/plan: the sample shown on the reference page.

// .NET 6 or later: dotnet new console, this file as Program.cs; set CMP_BASE_URL and CMP_ACCESS_TOKEN, run: dotnet run
using System.Net.Http.Headers;
var client = new HttpClient();
var request = new HttpRequestMessage
{
    Method = HttpMethod.Get,
    RequestUri = new Uri(Environment.GetEnvironmentVariable("CMP_BASE_URL") + "/billing/plan"),
    Headers =
    {
        { "Authorization", "Bearer " + Environment.GetEnvironmentVariable("CMP_ACCESS_TOKEN") },
    },
};
using (var response = await client.SendAsync(request))
{
    response.EnsureSuccessStatusCode();
    var body = await response.Content.ReadAsStringAsync();
    Console.WriteLine(body);
}
