// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /oauth/token: the sample shown on the reference page.

// Java 11 or later (java.net.http); set CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET, save as CreateAccessToken.java, run: java CreateAccessToken.java
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class CreateAccessToken {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create(System.getenv("CMP_BASE_URL") + "/oauth/token"))
            .header("Content-Type", "application/json")
            .method("POST", HttpRequest.BodyPublishers.ofString("{\"client_id\":\"" + System.getenv("CMP_CLIENT_ID") + "\",\"client_secret\":\"" + System.getenv("CMP_CLIENT_SECRET") + "\"}"))
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
