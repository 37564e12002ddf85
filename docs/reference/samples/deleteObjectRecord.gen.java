// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// DELETE /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

// Java 11 or later (java.net.http); set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as DeleteObjectRecord.java, run: java DeleteObjectRecord.java
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class DeleteObjectRecord {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create(System.getenv("CMP_BASE_URL") + "/objects/obj_deals/records/rec_5c2e91"))
            .header("Authorization", "Bearer " + System.getenv("CMP_ACCESS_TOKEN"))
            .method("DELETE", HttpRequest.BodyPublishers.noBody())
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
