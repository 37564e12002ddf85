// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /signature/links: the sample shown on the reference page.

// Java 11 or later (java.net.http); set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as CreateSigningLink.java, run: java CreateSigningLink.java
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class CreateSigningLink {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create(System.getenv("CMP_BASE_URL") + "/signature/links"))
            .header("Authorization", "Bearer " + System.getenv("CMP_ACCESS_TOKEN"))
            .header("Content-Type", "application/json")
            .method("POST", HttpRequest.BodyPublishers.ofString("{\"document_id\":\"doc_2f8\",\"contact_id\":\"5521\"}"))
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
